import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  numeric,
  pgTable,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { memberships } from "../memberships/memberships.js";
import { products } from "../products/products.js";
import { services } from "../services/services.js";
import { voucherTypes } from "../voucher-types/voucherTypes.js";
import { commissionPlanRules } from "./commissionPlanRules.js";
import { moneyCheck } from "../bounds.js";

/**
 * Per-item exceptions to a rule (DOMAIN §3.19 `item_overrides`): another rate
 * for one service, product, membership or voucher type, or `excluded`.
 * Exactly one item column is set, matching the rule's item_type (the API
 * checks the match). `fixed_amount` lets a `fixed` rule be overridden too.
 */
export const commissionPlanOverrides = pgTable(
  "commission_plan_overrides",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    /** Deleted with its rule (foreign key below). */
    commission_plan_rule_id: refColumn("commission_plan_rule_id").notNull(),
    service_id: refColumn("service_id"),
    product_id: refColumn("product_id"),
    membership_id: refColumn("membership_id"),
    voucher_type_id: refColumn("voucher_type_id"),
    excluded: boolean("excluded").notNull().default(false),
    rate_pct: numeric("rate_pct", { precision: 7, scale: 4 }),
    fixed_amount: bigint("fixed_amount", { mode: "number" }),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.service_id, services),
    businessRef(t, t.product_id, products),
    businessRef(t, t.membership_id, memberships),
    businessRef(t, t.voucher_type_id, voucherTypes),
    businessRef(t, t.commission_plan_rule_id, commissionPlanRules, "cascade"),
    index("commission_plan_overrides_merchant_idx").on(t.merchant_id),
    uniqueIndex("commission_plan_overrides_rule_item_key").on(
      t.merchant_id,
      t.commission_plan_rule_id,
      sql`coalesce(${t.service_id}, 0)`,
      sql`coalesce(${t.product_id}, 0)`,
      sql`coalesce(${t.membership_id}, 0)`,
      sql`coalesce(${t.voucher_type_id}, 0)`,
    ),
    index("commission_plan_overrides_service_idx")
      .on(t.service_id)
      .where(sql`${t.service_id} is not null`),
    index("commission_plan_overrides_product_idx")
      .on(t.product_id)
      .where(sql`${t.product_id} is not null`),
    index("commission_plan_overrides_membership_idx")
      .on(t.membership_id)
      .where(sql`${t.membership_id} is not null`),
    index("commission_plan_overrides_voucher_type_idx")
      .on(t.voucher_type_id)
      .where(sql`${t.voucher_type_id} is not null`),
    check(
      "commission_plan_overrides_one_item_check",
      sql`num_nonnulls(${t.service_id}, ${t.product_id}, ${t.membership_id}, ${t.voucher_type_id}) = 1`,
    ),
    check(
      "commission_plan_overrides_rate_check",
      sql`${t.excluded} or ${t.rate_pct} is not null or ${t.fixed_amount} is not null`,
    ),
    check(
      "commission_plan_overrides_rate_pct_check",
      sql`${t.rate_pct} between 0 and 100`,
    ),
    moneyCheck("commission_plan_overrides_fixed_amount_check", t.fixed_amount),
  ],
);
