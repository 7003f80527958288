/** Therapists and the calendar (issue 23): own calendar only, "My day", the printed day sheet. */
const therapistCalendar = {
  app: {
    dashboard: {
      greeting_therapist: "Hello %{name}, here is your day",
    },
  },
  resources: {
    "team-members": {
      login: {
        calendar_scope: {
          label: "Calendar access",
          all: "Every team member's appointments",
          own: "Own appointments only",
          own_hint:
            "Colleagues' appointments show as busy time, without client details.",
        },
      },
    },
    appointments: {
      calendar: {
        busy: "Busy",
        print_title: "Print a day sheet",
        print_location: "Day sheet: whole location",
        print_member: "Day sheet: %{name}",
      },
      day_sheet: {
        title: "Day sheet",
        time: "Time",
        client: "Client",
        phone: "Phone",
        services: "Services",
        notes: "Notes",
        team_member: "Team member",
        none: "No appointments on this day.",
        walk_in: "Walk-in",
      },
      dashboard: {
        today: "Today",
        no_today: "No appointments today.",
        cancelled: "Cancelled",
      },
    },
  },
};

export default therapistCalendar;
