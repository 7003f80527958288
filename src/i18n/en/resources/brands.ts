/** English texts of the brands resource (`resources.brands`). */
export default {
  name: "Brand |||| Brands",
  fields: {
    id: "Id",
    name: "Name",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
  },
};
