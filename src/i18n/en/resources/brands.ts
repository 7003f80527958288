/** English texts of the brands resource (`resources.brands`). */
export default {
  name: "Brand |||| Brands",
  empty: {
    title: "No brands yet",
    invite: "Add the brands of the products you sell and use.",
  },
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
