import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  enumCheck,
  idColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { VALIDITY_UNITS } from "../memberships/memberships.js";

/** Voucher defaults (DOMAIN §3.29), one row per merchant. */
export const voucherSettings = pgTable(
  "voucher_settings",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    default_valid_for_value: integer("default_valid_for_value")
      .notNull()
      .default(12),
    default_valid_for_unit: text("default_valid_for_unit")
      .notNull()
      .default("months"),
    code_length: smallint("code_length").notNull().default(8),
    code_prefix: text("code_prefix"),
    allow_partial_redemption: boolean("allow_partial_redemption")
      .notNull()
      .default(true),
    redeemable_on_products: boolean("redeemable_on_products")
      .notNull()
      .default(false),
    online_sales_enabled: boolean("online_sales_enabled")
      .notNull()
      .default(true),
    terms_text: text("terms_text"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    uniqueIndex("voucher_settings_merchant_key").on(t.merchant_id),
    enumCheck(
      "voucher_settings_valid_for_unit_check",
      t.default_valid_for_unit,
      VALIDITY_UNITS,
    ),
    check(
      "voucher_settings_valid_for_value_check",
      sql`${t.default_valid_for_value} > 0`,
    ),
    check(
      "voucher_settings_code_length_check",
      sql`${t.code_length} between 6 and 16`,
    ),
    check(
      "voucher_settings_code_prefix_check",
      sql`${t.code_prefix} = upper(${t.code_prefix})`,
    ),
  ],
);
