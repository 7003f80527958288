import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { taxRates } from "../tax-rates/taxRates.js";
import { treatmentTypes } from "../treatment-types/treatmentTypes.js";
import { createdBy } from "../users/createdBy.js";
import { moneyCheck } from "../bounds.js";

/** none: no deposit; fixed: `deposit_amount` (minor units); percentage: `deposit_percent` of the price. */
export const DEPOSIT_TYPES = ["none", "fixed", "percentage"] as const;

export const EXTRA_TIME_TYPES = [
  "none",
  "processing_after",
  "blocked_after",
] as const;

/**
 * Bookable services (DOMAIN §3.23). Durations and prices are on
 * `service_pricing_options`; locations, team members and resources are the
 * join tables in serviceLinks.ts.
 */
export const services = pgTable(
  "services",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    description: text("description"),
    treatment_type_id: refColumn("treatment_type_id").notNull(),
    /** processing_after: member free for others; blocked_after: member busy. */
    extra_time_type: text("extra_time_type").notNull().default("none"),
    extra_time_minutes: integer("extra_time_minutes"),
    /** When true, one of the service's resources must be booked. */
    resources_required: boolean("resources_required").notNull().default(false),
    online_booking_enabled: boolean("online_booking_enabled")
      .notNull()
      .default(true),
    voucher_sales_enabled: boolean("voucher_sales_enabled")
      .notNull()
      .default(true),
    commission_enabled: boolean("commission_enabled").notNull().default(true),
    /** Paid when booking online; deducted at checkout (DOMAIN §3.23, deposits). */
    deposit_type: text("deposit_type").notNull().default("none"),
    deposit_amount: bigint("deposit_amount", { mode: "number" }),
    deposit_percent: integer("deposit_percent"),
    /** Null = the location's default service tax. */
    tax_rate_id: refColumn("tax_rate_id"),
    /** Null = the treatment type's colour. */
    colour: text("colour"),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [services.name]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.treatment_type_id, treatmentTypes),
    businessRef(t, t.tax_rate_id, taxRates),
    index("services_merchant_idx").on(t.merchant_id, t.sort_order, t.id),
    uniqueActiveName("services_merchant_name_key", t),
    searchIndex("services_search_idx", t.search_text),
    index("services_treatment_type_idx").on(t.treatment_type_id),
    index("services_tax_rate_idx").on(t.tax_rate_id),
    enumCheck(
      "services_extra_time_type_check",
      t.extra_time_type,
      EXTRA_TIME_TYPES,
    ),
    enumCheck("services_deposit_type_check", t.deposit_type, DEPOSIT_TYPES),
    check(
      "services_deposit_check",
      sql`(${t.deposit_type} = 'none' and ${t.deposit_amount} is null and ${t.deposit_percent} is null)
        or (${t.deposit_type} = 'fixed' and ${t.deposit_amount} is not null and ${t.deposit_amount} > 0 and ${t.deposit_percent} is null)
        or (${t.deposit_type} = 'percentage' and ${t.deposit_percent} is not null and ${t.deposit_percent} between 1 and 100 and ${t.deposit_amount} is null)`,
    ),
    moneyCheck("services_deposit_amount_range", t.deposit_amount),
    check(
      "services_extra_time_minutes_check",
      sql`${t.extra_time_type} = 'none' or (${t.extra_time_minutes} is not null and ${t.extra_time_minutes} between 5 and 120)`,
    ),
  ],
);
