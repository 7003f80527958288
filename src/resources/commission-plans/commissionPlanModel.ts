import { cleanFormValues } from "../../components/forms/cleanFormValues";

export const ITEM_TYPES = [
  "service",
  "product",
  "membership",
  "voucher",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const RATE_TYPES = ["percent", "fixed", "tiered"] as const;
export type RateType = (typeof RATE_TYPES)[number];
export const TIER_PERIODS = ["day", "week", "month"] as const;
export type TierPeriod = (typeof TIER_PERIODS)[number];
export const TIER_MODES = ["progressive", "retroactive"] as const;
export type TierMode = (typeof TIER_MODES)[number];
export const MAX_TIERS = 10;

/** Sales in minor units within the period: from `from` up to `to` (null = open-ended, last tier only). */
export interface CommissionTier {
  from: number | null;
  to: number | null;
  rate_pct: number | null;
}

export interface CommissionOverride {
  item_id: number;
  excluded: boolean;
  rate_pct?: number | null;
  fixed_amount?: number | null;
}

export interface CommissionRule {
  item_type: ItemType;
  enabled: boolean;
  rate_type: RateType;
  rate_pct?: number | null;
  fixed_amount?: number | null;
  tiers?: CommissionTier[] | null;
  tier_period?: TierPeriod | null;
  tier_mode?: TierMode | null;
  overrides: CommissionOverride[];
}

export interface CommissionPlan {
  id: number;
  team_member_id: number;
  deduct_discounts: boolean;
  rules: CommissionRule[];
}

/** The option list each item type's overrides pick from. */
export const ITEM_REFERENCE: Record<ItemType, string> = {
  service: "services",
  product: "products",
  membership: "memberships",
  voucher: "voucher-types",
};

export const itemTypeChoices = ITEM_TYPES.map((id) => ({
  id,
  name: `resources.commission-plans.item_types.${id}`,
}));
export const rateTypeChoices = RATE_TYPES.map((id) => ({
  id,
  name: `resources.commission-plans.rate_types.${id}`,
}));
export const tierPeriodChoices = TIER_PERIODS.map((id) => ({
  id,
  name: `resources.commission-plans.tier_periods.${id}`,
}));
export const tierModeChoices = TIER_MODES.map((id) => ({
  id,
  name: `resources.commission-plans.tier_modes.${id}`,
}));

/** A new plan: discounts deducted, 10 % on services. */
export const commissionPlanDefaults = (): Partial<CommissionPlan> => ({
  deduct_discounts: true,
  rules: [
    {
      item_type: "service",
      enabled: true,
      rate_type: "percent",
      rate_pct: 10,
      fixed_amount: null,
      overrides: [],
    },
  ],
});

const V = "resources.commission-plans.validation";
/** The rate an override carries (a tiered rule's overrides take a flat percent). */
const rateField = (r: Partial<CommissionRule>) =>
  r.rate_type === "fixed" ? "fixed_amount" : "rate_pct";
const blank = (v: unknown) => v === null || v === undefined || v === "";

const rateError = (value: unknown, field: "rate_pct" | "fixed_amount") => {
  if (blank(value)) return `${V}.${field}_required`;
  const n = Number(value);
  if (field === "rate_pct" && !(n >= 0 && n <= 100))
    return `${V}.rate_pct_range`;
  if (field === "fixed_amount" && !(Number.isInteger(n) && n >= 0))
    return `${V}.fixed_amount_range`;
  return undefined;
};

const amountError = (value: unknown) =>
  Number.isInteger(Number(value)) && Number(value) >= 0
    ? undefined
    : `${V}.tier_amount`;

/**
 * The server's tier rules: at least one and at most ten tiers, the first from
 * 0, each `from` the previous `to`, each `to` above its `from`, only (and
 * always) the last open-ended. An error for the whole list is a string.
 */
export const validateTiers = (
  tiers: Partial<CommissionTier>[] | null | undefined,
): string | Record<string, string>[] | undefined => {
  const list = tiers ?? [];
  if (!list.length) return `${V}.tiers_required`;
  if (list.length > MAX_TIERS) return `${V}.tiers_max`;
  const errors = list.map((tier, k) => {
    const e: Record<string, string> = {};
    const last = k === list.length - 1;
    const prevTo = k > 0 ? list[k - 1]?.to : undefined;
    const from = tier?.from;
    const to = tier?.to;
    if (blank(from)) e.from = "app.validation.required";
    else if (amountError(from)) e.from = `${V}.tier_amount`;
    else if (k === 0 && Number(from) !== 0) e.from = `${V}.tier_first_from`;
    else if (k > 0 && !blank(prevTo) && Number(from) !== Number(prevTo))
      e.from = `${V}.tier_order`;
    if (blank(to)) {
      if (!last) e.to = `${V}.tier_open_middle`;
    } else if (amountError(to)) e.to = `${V}.tier_amount`;
    else if (last) e.to = `${V}.tier_open_last`;
    else if (!blank(from) && Number(to) <= Number(from))
      e.to = `${V}.tier_order`;
    const rate = rateError(tier?.rate_pct, "rate_pct");
    if (rate) e.rate_pct = rate;
    return e;
  });
  return errors.some((e) => Object.keys(e).length) ? errors : undefined;
};

/** Form-level rules, the same the server enforces: one rule per item type, a rate for each enabled rule and override. */
export const validateCommissionPlan = (values: Partial<CommissionPlan>) => {
  const errors: Record<string, unknown> = {};
  if (!values.team_member_id) errors.team_member_id = "app.validation.required";
  const seen = new Set<string>();
  const ruleErrors = (values.rules ?? []).map((rule) => {
    const e: Record<string, unknown> = {};
    if (!rule?.item_type) e.item_type = "app.validation.required";
    else if (seen.has(rule.item_type)) e.item_type = `${V}.duplicate_type`;
    if (rule?.item_type) seen.add(rule.item_type);
    const field = rateField(rule ?? {});
    if (rule?.rate_type === "tiered") {
      if (rule.enabled || rule.tiers?.length) {
        const tierErrors = validateTiers(rule.tiers);
        if (tierErrors) e.tiers = tierErrors;
      }
      if (rule.enabled && !rule.tier_period)
        e.tier_period = `${V}.tier_period_required`;
      if (rule.enabled && !rule.tier_mode)
        e.tier_mode = `${V}.tier_mode_required`;
    } else if (rule?.enabled) {
      const problem = rateError(rule[field], field);
      if (problem) e[field] = problem;
    }
    const items = new Set<number>();
    const overrideErrors = (rule?.overrides ?? []).map((o) => {
      const oe: Record<string, string> = {};
      if (!o?.item_id) oe.item_id = "app.validation.required";
      else if (items.has(o.item_id)) oe.item_id = `${V}.duplicate_item`;
      if (o?.item_id) items.add(o.item_id);
      if (!o?.excluded) {
        const problem = rateError(o?.[field], field);
        if (problem) oe[field] = problem;
      }
      return oe;
    });
    if (overrideErrors.some((oe) => Object.keys(oe).length))
      e.overrides = overrideErrors;
    return e;
  });
  if (ruleErrors.some((e) => Object.keys(e).length)) errors.rules = ruleErrors;
  return errors;
};

const num = (v: unknown) => (blank(v) ? null : Number(v));

/** Rules with numbers, only the rate of the rule's type (tiers for a tiered rule), overrides with their item. */
export const transformCommissionPlan = (
  values: Partial<CommissionPlan>,
): Partial<CommissionPlan> => {
  const result = cleanFormValues(values);
  const rules = (values.rules ?? []).map((rule) => {
    const field = rateField(rule);
    const rateType = rule.rate_type ?? "percent";
    const tiered = rateType === "tiered";
    return {
      item_type: rule.item_type,
      enabled: Boolean(rule.enabled),
      rate_type: rateType,
      rate_pct: rateType === "percent" ? num(rule.rate_pct) : null,
      fixed_amount: rateType === "fixed" ? num(rule.fixed_amount) : null,
      // Tier fields only for a tiered rule (the server clears them on the others).
      ...(tiered
        ? {
            tiers: rule.tiers?.length
              ? rule.tiers.map((t) => ({
                  from: num(t.from),
                  to: num(t.to),
                  rate_pct: num(t.rate_pct),
                }))
              : null,
            tier_period: rule.tier_period ?? null,
            tier_mode: rule.tier_mode ?? null,
          }
        : {}),
      overrides: (rule.overrides ?? []).map((o) => ({
        item_id: Number(o.item_id),
        excluded: Boolean(o.excluded),
        rate_pct: !o.excluded && field === "rate_pct" ? num(o.rate_pct) : null,
        fixed_amount:
          !o.excluded && field === "fixed_amount" ? num(o.fixed_amount) : null,
      })),
    };
  });
  return { ...result, rules };
};
