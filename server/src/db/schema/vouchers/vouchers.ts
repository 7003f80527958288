import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  type BusinessTarget,
} from "../columns.js";
import { clients } from "../clients/clients.js";
import { locations } from "../locations/locations.js";
import { createdBy } from "../users/createdBy.js";
import { voucherTypes } from "../voucher-types/voucherTypes.js";
import { saleItems } from "../sales/saleItems.js";
import { moneyCheck } from "../bounds.js";

export const VOUCHER_STATUSES = [
  "unpaid",
  "valid",
  "expired",
  "redeemed",
  "refunded",
  "void",
] as const;

/**
 * Issued vouchers (DOMAIN §3.28), created with their sale. `balance` is a
 * cache of `voucher_transactions`: change it only in the transaction that
 * inserts the ledger row, after SELECT ... FOR UPDATE on this row.
 * `sale_item_id` is the sale item that sold it (one voucher per unit).
 */
export const vouchers = pgTable(
  "vouchers",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    /** Random upper-case letters and digits; unique per merchant. */
    code: text("code").notNull(),
    /** Null for a custom amount. */
    voucher_type_id: refColumn("voucher_type_id"),
    sale_item_id: refColumn("sale_item_id").notNull(),
    location_id: refColumn("location_id"),
    purchaser_client_id: refColumn("purchaser_client_id"),
    recipient_name: text("recipient_name"),
    recipient_email: text("recipient_email"),
    message: text("message"),
    issue_date: date("issue_date", { mode: "string" }),
    expiry_date: date("expiry_date", { mode: "string" }),
    original_value: bigint("original_value", { mode: "number" }).notNull(),
    balance: bigint("balance", { mode: "number" }).notNull().default(0),
    status: text("status").notNull().default("unpaid"),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      vouchers.code,
      vouchers.recipient_name,
      vouchers.recipient_email,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.voucher_type_id, voucherTypes),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.purchaser_client_id, clients),
    businessRef(t, t.sale_item_id, (): BusinessTarget => saleItems),
    index("vouchers_merchant_idx").on(t.merchant_id, t.status, t.expiry_date),
    uniqueIndex("vouchers_merchant_code_key").on(t.merchant_id, t.code),
    index("vouchers_voucher_type_idx").on(t.voucher_type_id),
    index("vouchers_sale_item_idx").on(t.sale_item_id),
    index("vouchers_location_idx").on(t.location_id),
    index("vouchers_purchaser_idx").on(t.purchaser_client_id),
    enumCheck("vouchers_status_check", t.status, VOUCHER_STATUSES),
    check("vouchers_code_check", sql`${t.code} = upper(${t.code})`),
    moneyCheck("vouchers_original_value_check", t.original_value, 1),
    moneyCheck("vouchers_balance_check", t.balance),
    check(
      "vouchers_dates_check",
      sql`${t.expiry_date} is null or ${t.issue_date} is null or ${t.expiry_date} >= ${t.issue_date}`,
    ),
    searchIndex("vouchers_search_idx", t.search_text),
  ],
);
