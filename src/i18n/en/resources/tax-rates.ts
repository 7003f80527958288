/** English texts of the tax-rates screens (`resources.tax-rates`). */
const taxRates = {
  name: "Tax rate |||| Tax rates",
  fields: {
    name: "Name",
    rate_pct: "Rate",
    default_service_location_ids: "Default on services at",
    default_product_location_ids: "Default on products at",
    archived_at: "Archived",
  },
  helper: {
    rate: "In percent, from 0 to 100.",
  },
  validation: {
    decimals: "Use at most 4 decimal places.",
  },
  empty: {
    title: "No tax rates yet",
    invite:
      "Add the tax rates you charge, then choose the defaults of each location.",
  },
};

export default taxRates;
