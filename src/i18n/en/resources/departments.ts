/** English texts of the departments screens (`resources.departments`). */
const departments = {
  name: "Department |||| Departments",
  fields: {
    name: "Name",
    location_id: "Location",
    manager_team_member_id: "Manager",
    archived_at: "Archived",
  },
  all_locations: "All locations",
  empty: {
    title: "No departments yet",
    invite:
      "Group your team into departments to filter the calendar and team reports.",
  },
};

export default departments;
