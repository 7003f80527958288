import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  enumCheck,
  idColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { createdBy } from "../users/createdBy.js";
import { moneyCheck } from "../bounds.js";

export const DEAL_TYPES = ["promotion_code", "flash_sale"] as const;
export const DEAL_DISCOUNT_TYPES = ["percent", "fixed"] as const;
export const DEAL_APPLIES_TO = [
  "all_services",
  "selected_services",
  "all_products",
  "selected_products",
  "memberships",
  "vouchers",
] as const;
export const DEAL_CHANNELS = ["online", "in_store", "both"] as const;
export const DEAL_STATUSES = ["active", "inactive", "archived"] as const;

/**
 * Promotions applied at checkout (DOMAIN §3.27). DOMAIN's single
 * `discount_value` is split by the §1.2 money and rate rules: `discount_pct`
 * (numeric percent) when percent, `discount_amount` (bigint minor units) when
 * fixed. `item_ids` are deal_services / deal_products by `applies_to`;
 * `location_ids` is deal_locations. Archiving sets `archived_at` (the generic
 * archive); keep `status` = 'archived' in step in the API.
 */
export const deals = pgTable(
  "deals",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    /** Required for promotion codes; unique per merchant, case-insensitive. */
    code: text("code"),
    discount_type: text("discount_type").notNull(),
    discount_pct: numeric("discount_pct", { precision: 7, scale: 4 }),
    discount_amount: bigint("discount_amount", { mode: "number" }),
    applies_to: text("applies_to").notNull(),
    channels: text("channels").notNull().default("both"),
    starts_at: timestamp("starts_at", {
      withTimezone: true,
      mode: "string",
    }).notNull(),
    ends_at: timestamp("ends_at", { withTimezone: true, mode: "string" }),
    /** Counted on sale items of non-voided sales. */
    usage_limit_total: integer("usage_limit_total"),
    usage_limit_per_client: integer("usage_limit_per_client"),
    status: text("status").notNull().default("active"),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [deals.name, deals.code]),
  },
  (t) => [
    businessKey(t, t.id),
    index("deals_merchant_idx").on(t.merchant_id, t.starts_at, t.id),
    uniqueActiveName("deals_merchant_name_key", t),
    uniqueIndex("deals_merchant_code_key")
      .on(t.merchant_id, sql`lower(${t.code})`)
      .where(sql`${t.code} is not null and ${t.archived_at} is null`),
    searchIndex("deals_search_idx", t.search_text),
    enumCheck("deals_type_check", t.type, DEAL_TYPES),
    enumCheck(
      "deals_discount_type_check",
      t.discount_type,
      DEAL_DISCOUNT_TYPES,
    ),
    enumCheck("deals_applies_to_check", t.applies_to, DEAL_APPLIES_TO),
    enumCheck("deals_channels_check", t.channels, DEAL_CHANNELS),
    enumCheck("deals_status_check", t.status, DEAL_STATUSES),
    check(
      "deals_code_check",
      sql`${t.type} <> 'promotion_code' or ${t.code} is not null`,
    ),
    check(
      "deals_discount_check",
      sql`(${t.discount_type} = 'percent' and ${t.discount_pct} is not null and ${t.discount_pct} between 0 and 100 and ${t.discount_amount} is null) or (${t.discount_type} = 'fixed' and ${t.discount_amount} is not null and ${t.discount_amount} >= 0 and ${t.discount_pct} is null)`,
    ),
    moneyCheck("deals_discount_amount_range", t.discount_amount),
    check(
      "deals_period_check",
      sql`${t.ends_at} is null or ${t.ends_at} > ${t.starts_at}`,
    ),
    check(
      "deals_usage_limits_check",
      sql`${t.usage_limit_total} > 0 and ${t.usage_limit_per_client} > 0`,
    ),
  ],
);
