import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  addressColumns,
  archivedAt,
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import type { WeekHours } from "../jsonTypes.js";
import { invoiceSequences } from "../invoice-sequences/invoiceSequences.js";
import { taxRates } from "../tax-rates/taxRates.js";
import { createdBy } from "../users/createdBy.js";

/** Business locations (DOMAIN §3.4); name and address print on invoices. */
export const locations = pgTable(
  "locations",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    ...addressColumns(),
    address_line1: text("address_line1").notNull(),
    city: text("city").notNull(),
    /** IANA zone; the API defaults it to merchants.default_timezone. */
    timezone: text("timezone").notNull(),
    phone: text("phone"),
    email: text("email"),
    /** Bounds the calendar; `[]` or a missing day = closed. */
    opening_hours: jsonb("opening_hours").$type<WeekHours>().notNull(),
    /** Used when an item has no own rate; null = untaxed. */
    default_service_tax_rate_id: refColumn("default_service_tax_rate_id"),
    default_product_tax_rate_id: refColumn("default_product_tax_rate_id"),
    invoice_sequence_id: refColumn("invoice_sequence_id").notNull(),
    online_booking_enabled: boolean("online_booking_enabled")
      .notNull()
      .default(false),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      locations.name,
      locations.city,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.default_service_tax_rate_id, taxRates),
    businessRef(t, t.default_product_tax_rate_id, taxRates),
    businessRef(t, t.invoice_sequence_id, invoiceSequences),
    index("locations_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("locations_merchant_name_key", t),
    searchIndex("locations_search_idx", t.search_text),
    index("locations_invoice_sequence_idx").on(t.invoice_sequence_id),
    index("locations_service_tax_rate_idx").on(t.default_service_tax_rate_id),
    index("locations_product_tax_rate_idx").on(t.default_product_tax_rate_id),
    check(
      "locations_opening_hours_check",
      sql`jsonb_typeof(${t.opening_hours}) = 'object'`,
    ),
  ],
);
