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
  enumCheck,
  idColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { VALIDITY_UNITS } from "../memberships/memberships.js";
import { createdBy } from "../users/createdBy.js";
import { moneyCheck } from "../bounds.js";

export const VOUCHER_REDEEMABLE_FOR = ["any", "selected_services"] as const;

/**
 * Voucher products the business sells (DOMAIN §3.28). Services
 * (`redeemable_for = 'selected_services'`) and locations are the join tables
 * in voucherTypeLinks.ts. No validity = the voucher settings default.
 */
export const voucherTypes = pgTable(
  "voucher_types",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    /** Face value. */
    value: bigint("value", { mode: "number" }).notNull(),
    /** Price charged; may differ from the value. */
    retail_price: bigint("retail_price", { mode: "number" }).notNull(),
    valid_for_value: integer("valid_for_value"),
    valid_for_unit: text("valid_for_unit"),
    redeemable_for: text("redeemable_for").notNull().default("any"),
    online_sales_enabled: boolean("online_sales_enabled")
      .notNull()
      .default(true),
    title: text("title"),
    description: text("description"),
    colour: text("colour"),
    note_for_client: text("note_for_client"),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      voucherTypes.name,
      voucherTypes.title,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    index("voucher_types_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("voucher_types_merchant_name_key", t),
    searchIndex("voucher_types_search_idx", t.search_text),
    enumCheck(
      "voucher_types_redeemable_for_check",
      t.redeemable_for,
      VOUCHER_REDEEMABLE_FOR,
    ),
    enumCheck(
      "voucher_types_valid_for_unit_check",
      t.valid_for_unit,
      VALIDITY_UNITS,
    ),
    moneyCheck("voucher_types_value_check", t.value, 1),
    moneyCheck("voucher_types_retail_price_check", t.retail_price),
    check(
      "voucher_types_valid_for_check",
      sql`(${t.valid_for_value} is null and ${t.valid_for_unit} is null) or (${t.valid_for_value} > 0 and ${t.valid_for_unit} is not null)`,
    ),
  ],
);
