/** English texts of the voucher types (`resources.voucher-types`). */
export default {
  name: "Voucher type |||| Voucher types",
  empty: {
    title: "No voucher types yet",
    invite: "Create the gift vouchers your clients can buy.",
  },
  fields: {
    id: "Id",
    name: "Name",
    value: "Value",
    retail_price: "Price",
    valid_for_value: "Valid for",
    valid_for_unit: "Unit",
    validity: "Validity",
    redeemable_for: "Can pay for",
    service_ids: "Services",
    location_ids: "Sold at",
    online_sales_enabled: "Sold online",
    title: "Title on the voucher",
    description: "Description",
    colour: "Colour",
    note_for_client: "Note for the client",
    archived_at: "Archived",
    created_at: "Created",
    updated_at: "Updated",
  },
  filters: {
    archived: "Archived only",
    redeemable_for: "Can pay for",
    online_sales_enabled: "Sold online",
  },
  units: {
    days: "Days",
    months: "Months",
    years: "Years",
  },
  redeemable: {
    any: "Any service",
    selected_services: "Selected services",
  },
  sections: {
    price: "Value and price",
    scope: "Where and for what",
    design: "Voucher design",
  },
  actions: {
    issued: "Issued vouchers",
  },
  validation: {
    value_positive: "The value must be greater than 0.",
    price_min: "The price cannot be negative.",
    validity_pair:
      "Enter both the number and the unit, or leave both empty to use the default validity.",
    services_required: "Choose at least one service.",
    locations_required: "Choose at least one location where it is sold.",
  },
  notifications: {
    default_validity:
      "Leave the validity empty to use the default from the voucher settings.",
  },
};
