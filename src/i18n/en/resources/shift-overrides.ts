/** English texts of changed days (`resources.shift-overrides`). */
export default {
  name: "Changed day |||| Changed days",
  fields: {
    id: "Id",
    team_member_id: "Team member",
    location_id: "Location",
    date: "Date",
    intervals: "Shifts",
    note: "Note",
    day_off: "Day off",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    from: "From",
    to: "Until",
  },
  empty: {
    title: "No changed days yet",
    invite:
      "Change one day's hours, or give a day off, without touching the pattern.",
  },
  notifications: {},
};
