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
    tiers: "Tiers",
    tier_from: "From sales of",
    tier_to: "Up to (empty = no limit)",
    tier_period: "Sales counted per",
    tier_mode: "How the rates apply",
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
    tiered: "Tiered by sales",
  },
  tier_periods: {
    day: "Day",
    week: "Week",
    month: "Month",
  },
  tier_modes: {
    progressive: "Progressive: each rate on the sales within its tier",
    retroactive: "Retroactive: the tier reached sets the rate for all sales",
  },
  summary: {
    tiered: "tiered %{rates} %",
  },
  helpers: {
    deduct_discounts:
      "Commission is worked out on the price after discounts. Tax never counts.",
    tiers:
      "Sales of the team member within the period. The first tier starts at 0; each tier starts where the previous one ends; the last has no upper limit.",
  },
  validation: {
    rate_pct_required: "Enter the commission rate in percent.",
    rate_pct_range: "Enter a rate from 0 to 100.",
    fixed_amount_required: "Enter the fixed commission amount.",
    fixed_amount_range: "Enter an amount of zero or more.",
    duplicate_type: "There is already a rule for this item type.",
    duplicate_item: "This item already has an exception in this rule.",
    tiers_required: "Add at least one tier.",
    tiers_max: "A rule has at most 10 tiers.",
    tier_first_from: "The first tier starts at 0.",
    tier_order: "Tiers must be in ascending order without gaps or overlaps.",
    tier_open_middle:
      "Only the last tier may be open-ended: enter where this one ends.",
    tier_open_last: "Leave the last tier open-ended (no upper limit).",
    tier_amount: "Enter an amount of zero or more.",
    tier_period_required: "Choose the period whose sales count.",
    tier_mode_required: "Choose how the tier rates apply.",
  },
  empty: {
    title: "No commission plans yet",
    invite:
      "Decide what each team member earns on the services and products they sell.",
  },
  notifications: {},
};
