/** English texts of the treatment-types resource (`resources.treatment-types`). */
export default {
  name: "Treatment type |||| Treatment types",
  fields: {
    id: "Id",
    name: "Name",
    description: "Description",
    colour: "Colour",
    sort_order: "Display order",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
  },
  empty: {
    title: "No treatment types yet",
    invite:
      "Treatment types such as Massage, Facial or Nails group your services. Create the first one.",
  },
  validation: {
    name_length: "Use at most 100 characters.",
    sort_order: "Use a whole number of 0 or more.",
  },
};
