/** English texts of the resources resource (`resources.resources`). */
export default {
  name: "Resource |||| Resources",
  empty: {
    title: "No resources yet",
    invite: "Add the rooms and equipment that bookings need.",
  },
  fields: {
    capacity: "Capacity",
    id: "Id",
    name: "Name",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
    code: "Code",
    resource_category_id: "Category",
    location_id: "Location",
    description: "Description",
    calendar_colour: "Calendar colour",
    sort_order: "Position",
    service_ids: "Services",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
    service: "Used by service",
  },
  capacity_short: "Capacity: %{n}",
  helpers: {
    capacity: "Bookings it holds at the same time (a room with two beds = 2).",
    code: "Short label shown on the calendar.",
    services: "The services that need this room or equipment.",
    sort_order:
      "Automatic assignment takes the first free resource in this order.",
  },
  validation: {
    capacity: "Enter a whole number from 1 to 50.",
    whole_number: "Enter a whole number.",
  },
};
