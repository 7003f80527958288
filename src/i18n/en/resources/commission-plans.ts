/** English texts of commission plans (`resources.commission-plans`). */
export default {
  name: "Commission plan |||| Commission plans",
  fields: {
    id: "Id",
    team_member_id: "Team member",
    deduct_discounts: "Deduct discounts",
    rules: "Rules by item type",
    item_type: "Item type",
    enabled: "Earns commission",
    rate_type: "Commission type",
    rate_pct: "Rate (%)",
    fixed_amount: "Amount per item",
    overrides: "Exceptions",
    item_id: "Item",
    excluded: "No commission",
    created_at: "Created",
    updated_at: "Updated",
  },
  item_types: {
    service: "Services",
    product: "Products",
    membership: "Memberships",
    voucher: "Vouchers",
  },
  rate_types: {
    percent: "Percentage of the price",
    fixed: "Fixed amount per item",
  },
  helpers: {
    deduct_discounts:
      "Commission is worked out on the price after discounts. Tax never counts.",
  },
  validation: {
    rate_pct_required: "Enter the commission rate in percent.",
    rate_pct_range: "Enter a rate from 0 to 100.",
    fixed_amount_required: "Enter the fixed commission amount.",
    fixed_amount_range: "Enter an amount of zero or more.",
    duplicate_type: "There is already a rule for this item type.",
    duplicate_item: "This item already has an exception in this rule.",
  },
  empty: {
    title: "No commission plans yet",
    invite:
      "Decide what each team member earns on the services and products they sell.",
  },
  notifications: {},
};
