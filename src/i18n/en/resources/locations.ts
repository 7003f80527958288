/** English texts of the locations screens (`resources.locations`). */
const locations = {
  name: "Location |||| Locations",
  fields: {
    id: "Id",
    name: "Name",
    address_line1: "Address",
    address_line2: "Address (line 2)",
    city: "City",
    region: "Region",
    postcode: "Postcode",
    country_code: "Country",
    timezone: "Time zone",
    phone: "Phone",
    email: "E-mail",
    opening_hours: "Opening hours",
    default_service_tax_rate_id: "Default tax on services",
    default_product_tax_rate_id: "Default tax on products",
    invoice_sequence_id: "Invoice sequence",
    online_booking_enabled: "Online booking",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  sections: {
    address: "Address",
    contact: "Contact",
    sales: "Sales",
  },
  no_tax: "No tax",
  week: {
    title: "Opening hours",
    closed: "Closed",
    opens: "Opens",
    closes: "Closes",
    add: "Add opening hours",
    remove: "Remove these hours",
    invalid_time: "%{day}: enter each opening and closing time.",
    end_before_start:
      "%{day}: the closing time must be after the opening time.",
    overlap: "%{day}: the opening hours overlap.",
    days: {
      mon: "Monday",
      tue: "Tuesday",
      wed: "Wednesday",
      thu: "Thursday",
      fri: "Friday",
      sat: "Saturday",
      sun: "Sunday",
    },
  },
  empty: {
    title: "No locations yet",
    invite:
      "Add your first location: its address and opening hours appear on invoices and bound the calendar.",
  },
};

export default locations;
