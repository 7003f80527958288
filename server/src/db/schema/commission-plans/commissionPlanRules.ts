import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { commissionPlans } from "./commissionPlans.js";
import { moneyCheck } from "../bounds.js";

export const COMMISSION_ITEM_TYPES = [
  "service",
  "product",
  "membership",
  "voucher",
] as const;
export const COMMISSION_RATE_TYPES = ["percent", "fixed", "tiered"] as const;
/** The period whose sales a tiered rule counts (DOMAIN §3.19). */
export const COMMISSION_TIER_PERIODS = ["day", "week", "month"] as const;
/**
 * `progressive`: each tier's rate applies to the sales within that tier;
 * `retroactive`: the rate of the tier reached applies to all sales of the period.
 */
export const COMMISSION_TIER_MODES = ["progressive", "retroactive"] as const;
export const COMMISSION_MAX_TIERS = 10;

/**
 * One band of a tiered rule: sales in minor units within the period, from
 * `from` (inclusive) up to `to` (exclusive; null = open-ended, last tier only).
 */
export interface CommissionTier {
  from: number;
  to: number | null;
  rate_pct: number;
}

/**
 * One rule per item type of a plan (DOMAIN §3.19): `percent` of the base
 * (`rate_pct`), `fixed` minor units per unit sold (`fixed_amount`), or
 * `tiered` rates by the member's sales over a period (`tiers`, ordered and
 * contiguous from 0, with `tier_period` and `tier_mode`; the API checks the
 * order). Saved with the plan; deleted with it.
 */
export const commissionPlanRules = pgTable(
  "commission_plan_rules",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    commission_plan_id: refColumn("commission_plan_id").notNull(),
    item_type: text("item_type").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    rate_type: text("rate_type").notNull().default("percent"),
    rate_pct: numeric("rate_pct", { precision: 7, scale: 4 }),
    fixed_amount: bigint("fixed_amount", { mode: "number" }),
    tiers: jsonb("tiers").$type<CommissionTier[]>(),
    tier_period: text("tier_period"),
    tier_mode: text("tier_mode"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.commission_plan_id, commissionPlans, "cascade"),
    index("commission_plan_rules_merchant_idx").on(t.merchant_id),
    uniqueIndex("commission_plan_rules_plan_item_type_key").on(
      t.merchant_id,
      t.commission_plan_id,
      t.item_type,
    ),
    enumCheck(
      "commission_plan_rules_item_type_check",
      t.item_type,
      COMMISSION_ITEM_TYPES,
    ),
    enumCheck(
      "commission_plan_rules_rate_type_check",
      t.rate_type,
      COMMISSION_RATE_TYPES,
    ),
    enumCheck(
      "commission_plan_rules_tier_period_check",
      t.tier_period,
      COMMISSION_TIER_PERIODS,
    ),
    enumCheck(
      "commission_plan_rules_tier_mode_check",
      t.tier_mode,
      COMMISSION_TIER_MODES,
    ),
    check(
      "commission_plan_rules_rate_pct_check",
      sql`${t.rate_pct} between 0 and 100`,
    ),
    moneyCheck("commission_plan_rules_fixed_amount_check", t.fixed_amount),
    // An enabled rule carries the rate its type needs.
    check(
      "commission_plan_rules_rate_check",
      sql`not ${t.enabled} or (${t.rate_type} = 'percent' and ${t.rate_pct} is not null) or (${t.rate_type} = 'fixed' and ${t.fixed_amount} is not null) or (${t.rate_type} = 'tiered' and jsonb_typeof(${t.tiers}) = 'array' and ${t.tiers} <> '[]'::jsonb and ${t.tier_period} is not null and ${t.tier_mode} is not null)`,
    ),
  ],
);
