/** An appointment the user may not see in full, opened by its address (issue 23). */
const calendarAccess = {
  resources: {
    appointments: {
      calendar: {
        unavailable: {
          title: "Appointment not shown",
          busy: "This appointment is another team member's: you can see only that the time is busy.",
          missing:
            "This appointment cannot be opened: it does not exist, or you may not see it.",
          close: "Close",
        },
      },
    },
  },
};

export default calendarAccess;
