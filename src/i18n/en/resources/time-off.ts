/** English texts of time off (`resources.time-off`). */
export default {
  name: "Time off |||| Time off",
  fields: {
    id: "Id",
    team_member_id: "Team member",
    start_at: "From",
    end_at: "Until",
    type: "Type",
    note: "Note",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    from: "From",
    to: "Until",
  },
  types: {
    annual: "Annual leave",
    sick: "Sick leave",
    training: "Training",
    other: "Other",
  },
  validation: {
    end_after_start: "The end must be after the start.",
  },
  empty: {
    title: "No time off yet",
    invite:
      "Record holidays, sick leave and training; they are taken out of working hours.",
  },
  notifications: {},
};
