import { cleanFormValues } from "../../components/forms/cleanFormValues";

export const ITEM_TYPES = [
  "service",
  "product",
  "membership",
  "voucher",
] as const;
export type ItemType = (typeof ITEM_TYPES)[number];
export const RATE_TYPES = ["percent", "fixed"] as const;
export type RateType = (typeof RATE_TYPES)[number];

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
    if (rule?.enabled) {
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

/** Rules with numbers, only the rate of the rule's type, overrides with their item. */
export const transformCommissionPlan = (
  values: Partial<CommissionPlan>,
): Partial<CommissionPlan> => {
  const result = cleanFormValues(values);
  const rules = (values.rules ?? []).map((rule) => {
    const field = rateField(rule);
    return {
      item_type: rule.item_type,
      enabled: Boolean(rule.enabled),
      rate_type: rule.rate_type ?? "percent",
      rate_pct: field === "rate_pct" ? num(rule.rate_pct) : null,
      fixed_amount: field === "fixed_amount" ? num(rule.fixed_amount) : null,
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
