import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { enumCheck, idColumn, tenantColumn, timestamps } from "../columns.js";
import { commissionPlans } from "./commissionPlans.js";

export const COMMISSION_ITEM_TYPES = [
  "service",
  "product",
  "membership",
  "voucher",
] as const;
export const COMMISSION_RATE_TYPES = ["percent", "fixed"] as const;

/**
 * One rule per item type of a plan (DOMAIN §3.19): `percent` of the base
 * (`rate_pct`) or `fixed` minor units per unit sold (`fixed_amount`).
 * Saved with the plan; deleted with it.
 */
export const commissionPlanRules = pgTable(
  "commission_plan_rules",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    commission_plan_id: integer("commission_plan_id")
      .notNull()
      .references(() => commissionPlans.id, { onDelete: "cascade" }),
    item_type: text("item_type").notNull(),
    enabled: boolean("enabled").notNull().default(true),
    rate_type: text("rate_type").notNull().default("percent"),
    rate_pct: numeric("rate_pct", { precision: 7, scale: 4 }),
    fixed_amount: bigint("fixed_amount", { mode: "number" }),
    ...timestamps(),
  },
  (t) => [
    index("commission_plan_rules_merchant_idx").on(t.merchant_id),
    uniqueIndex("commission_plan_rules_plan_item_type_key").on(
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
    check(
      "commission_plan_rules_rate_pct_check",
      sql`${t.rate_pct} between 0 and 100`,
    ),
    check(
      "commission_plan_rules_fixed_amount_check",
      sql`${t.fixed_amount} >= 0`,
    ),
    // An enabled rule carries the rate its type needs.
    check(
      "commission_plan_rules_rate_check",
      sql`not ${t.enabled} or (${t.rate_type} = 'percent' and ${t.rate_pct} is not null) or (${t.rate_type} = 'fixed' and ${t.fixed_amount} is not null)`,
    ),
  ],
);
