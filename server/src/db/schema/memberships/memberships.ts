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
import { createdBy } from "../users/createdBy.js";
import { moneyCheck } from "../bounds.js";

export const MEMBERSHIP_SERVICE_SCOPES = ["all", "selected"] as const;
export const MEMBERSHIP_SESSION_TYPES = ["limited", "unlimited"] as const;
/** Validity units of memberships and vouchers. */
export const VALIDITY_UNITS = ["days", "months", "years"] as const;

/**
 * Memberships sold to clients (DOMAIN §3.25). Covered services
 * (`services_scope = 'selected'`) and locations are the join tables in
 * membershipLinks.ts; sold memberships are `client_memberships`.
 */
export const memberships = pgTable(
  "memberships",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    description: text("description"),
    colour: text("colour"),
    terms: text("terms"),
    services_scope: text("services_scope").notNull().default("all"),
    session_type: text("session_type").notNull().default("unlimited"),
    /** Required (> 0) when limited. */
    sessions_count: integer("sessions_count"),
    valid_for_value: integer("valid_for_value").notNull(),
    valid_for_unit: text("valid_for_unit").notNull().default("months"),
    price: bigint("price", { mode: "number" }).notNull(),
    tax_rate_id: refColumn("tax_rate_id"),
    online_sales_enabled: boolean("online_sales_enabled")
      .notNull()
      .default(true),
    commission_enabled: boolean("commission_enabled").notNull().default(true),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [memberships.name]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.tax_rate_id, taxRates),
    index("memberships_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("memberships_merchant_name_key", t),
    searchIndex("memberships_search_idx", t.search_text),
    index("memberships_tax_rate_idx").on(t.tax_rate_id),
    enumCheck(
      "memberships_services_scope_check",
      t.services_scope,
      MEMBERSHIP_SERVICE_SCOPES,
    ),
    enumCheck(
      "memberships_session_type_check",
      t.session_type,
      MEMBERSHIP_SESSION_TYPES,
    ),
    enumCheck(
      "memberships_valid_for_unit_check",
      t.valid_for_unit,
      VALIDITY_UNITS,
    ),
    check(
      "memberships_sessions_count_check",
      sql`(${t.session_type} = 'limited' and ${t.sessions_count} is not null and ${t.sessions_count} > 0) or (${t.session_type} = 'unlimited' and ${t.sessions_count} is null)`,
    ),
    check("memberships_valid_for_value_check", sql`${t.valid_for_value} > 0`),
    moneyCheck("memberships_price_check", t.price),
  ],
);
