/** English texts of the memberships resource (`resources.memberships`). */
export default {
  name: "Membership |||| Memberships",
  fields: {
    id: "Id",
    name: "Name",
    description: "Description",
    colour: "Colour",
    terms: "Terms and conditions",
    services_scope: "Included services",
    service_ids: "Services",
    session_type: "Sessions",
    sessions_count: "Number of sessions",
    valid_for_value: "Valid for",
    valid_for_unit: "Unit",
    price: "Price",
    tax_rate_id: "Tax rate",
    location_ids: "Locations",
    online_sales_enabled: "Sold online",
    commission_enabled: "Earns commission",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    search: "Search",
    archived: "Archived only",
  },
  sections: {
    details: "Details",
    services: "Services and locations",
    sessions: "Sessions and validity",
    sale: "Sale",
  },
  scopes: {
    all: "All services",
    selected: "Selected services",
  },
  session_types: {
    limited: "Limited",
    unlimited: "Unlimited",
  },
  units: {
    days: "Days",
    months: "Months",
    years: "Years",
  },
  validity: {
    days: "%{smart_count} day |||| %{smart_count} days",
    months: "%{smart_count} month |||| %{smart_count} months",
    years: "%{smart_count} year |||| %{smart_count} years",
  },
  sessions_limited: "%{smart_count} session |||| %{smart_count} sessions",
  default_tax: "Location default",
  empty: {
    title: "No memberships yet",
    invite:
      "Sell packages of sessions or unlimited access. Create your first membership.",
  },
  validation: {
    name_length: "Use at most 150 characters.",
    sessions_count: "Enter the number of sessions (1 to 1000).",
    services_required: "Choose at least one service.",
    valid_for: "Enter a whole number from 1 to 1000.",
    price_negative: "The price cannot be negative.",
    locations_required: "Choose at least one location.",
  },
};
