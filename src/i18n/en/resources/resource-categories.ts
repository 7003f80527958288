/** English texts of the resource-categories resource (`resources.resource-categories`). */
export default {
  name: "Resource category |||| Resource categories",
  empty: {
    title: "No resource categories yet",
    invite: "Group your rooms and equipment into categories.",
  },
  fields: {
    id: "Id",
    name: "Name",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
    description: "Description",
    colour: "Colour",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
  },
};
