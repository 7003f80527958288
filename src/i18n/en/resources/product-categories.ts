/** English texts of the product-categories resource (`resources.product-categories`). */
export default {
  name: "Product category |||| Product categories",
  empty: {
    title: "No product categories yet",
    invite:
      "Group your products into categories, such as hair care or skin care.",
  },
  fields: {
    id: "Id",
    name: "Name",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
    sort_order: "Position",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
  },
  validation: {
    whole_number: "Enter a whole number.",
  },
};
