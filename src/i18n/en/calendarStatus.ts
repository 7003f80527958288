/** English texts of the calendar's statuses, legend, appointment panel and undo (`app.calendar_status`, issue 23). */
export default {
  legend: {
    open: "Legend",
    title: "Colours and statuses",
    statuses: "Statuses",
    colour_by: "Colour blocks by",
    by_member: "Team member",
    by_category: "Service category",
    categories: "Service categories",
    part: "Part %{part} of %{count} of one appointment",
  },
  panel: {
    phone: "Phone",
    email: "E-mail",
    alerts: "Alerts",
    blocked_online: "Blocked from online booking",
    client_notes: "Client notes",
    appointment_notes: "Appointment notes",
    last_visit: "Last visit",
    no_visit: "None yet",
    no_shows: "No-shows",
    late_cancellations: "Late cancellations",
    total: "Total",
    rebook: "Rebook",
    undo_no_show: "Undo no-show",
    no_show_title: "Mark as a no-show?",
    no_show_text:
      "%{client} did not come to %{reference} at %{time}. The time becomes free; this can be undone.",
    no_show_confirm: "Mark no-show",
    keep: "Keep",
  },
  undo: {
    action: "Undo",
    undone: "Move undone.",
  },
  takings: {
    label: "Takings",
    hint: "Payments taken at this location on this day, less refunds paid (daily sales)",
  },
};
