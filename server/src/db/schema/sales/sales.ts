import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
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
import { appointments } from "../appointments/appointments.js";
import { clients } from "../clients/clients.js";
import { invoiceSequences } from "../invoice-sequences/invoiceSequences.js";
import { locations } from "../locations/locations.js";
import { users } from "../users/users.js";
import { moneyCheck } from "../bounds.js";

export const SALE_STATUSES = ["unpaid", "part_paid", "paid", "voided"] as const;
export type SaleStatus = (typeof SALE_STATUSES)[number];
export const SALE_CHANNELS = [
  "in_store",
  "phone",
  "online",
  "walk_in",
] as const;

const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "string" });
const money = (name: string) =>
  bigint(name, { mode: "number" }).notNull().default(0);

/**
 * Sales (DOMAIN §3.31), written only by the checkout module
 * (server/src/modules/sales/): the money columns are sums of the rounded
 * items (shared/money totals.ts); `amount_paid` is a cache of Σ payments of
 * kind `payment` (void reversals included, refunds not), changed only in the
 * transaction that inserts them, after SELECT … FOR UPDATE on this row.
 * `invoice_sequence_id` + `invoice_seq_no` say which number of which
 * sequence `invoice_number` is (§3.37: never lowered below one issued).
 */
export const sales = pgTable(
  "sales",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    invoice_number: text("invoice_number").notNull(),
    invoice_sequence_id: refColumn("invoice_sequence_id").notNull(),
    invoice_seq_no: bigint("invoice_seq_no", { mode: "number" }).notNull(),
    location_id: refColumn("location_id").notNull(),
    client_id: refColumn("client_id"),
    appointment_id: refColumn("appointment_id"),
    channel: text("channel").notNull().default("in_store"),
    sale_at: instant("sale_at").notNull(),
    status: text("status").notNull().default("unpaid"),
    processed_by: integer("processed_by")
      .notNull()
      .references((): AnyPgColumn => users.id),
    subtotal: money("subtotal"),
    discount_total: money("discount_total"),
    tax_total: money("tax_total"),
    total: money("total"),
    tip_total: money("tip_total"),
    amount_paid: money("amount_paid"),
    balance_due: money("balance_due"),
    /** When the sale became fully paid (commission is dated there, §4.4). */
    paid_at: instant("paid_at"),
    /** The promotion code typed at the till. */
    deal_code: text("deal_code"),
    notes: text("notes"),
    void_reason: text("void_reason"),
    voided_at: instant("voided_at"),
    voided_by: integer("voided_by").references((): AnyPgColumn => users.id),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [sales.invoice_number]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.client_id, clients),
    businessRef(t, t.appointment_id, (): BusinessTarget => appointments),
    businessRef(t, t.invoice_sequence_id, invoiceSequences),
    uniqueIndex("sales_merchant_invoice_key").on(
      t.merchant_id,
      t.invoice_number,
    ),
    // 0 only inside the checkout transaction, until its number is drawn last.
    uniqueIndex("sales_sequence_number_key")
      .on(t.merchant_id, t.invoice_sequence_id, t.invoice_seq_no)
      .where(sql`${t.invoice_seq_no} > 0`),
    // One live sale per appointment; a voided one may be checked out again.
    uniqueIndex("sales_appointment_key")
      .on(t.merchant_id, t.appointment_id)
      .where(sql`${t.appointment_id} is not null and ${t.status} <> 'voided'`),
    index("sales_merchant_sale_at_idx").on(t.merchant_id, t.sale_at, t.id),
    index("sales_location_sale_at_idx").on(
      t.merchant_id,
      t.location_id,
      t.sale_at,
    ),
    index("sales_client_idx")
      .on(t.merchant_id, t.client_id, t.sale_at)
      .where(sql`${t.client_id} is not null`),
    index("sales_status_idx")
      .on(t.merchant_id, t.status)
      .where(sql`${t.status} in ('unpaid', 'part_paid')`),
    searchIndex("sales_search_idx", t.search_text),
    enumCheck("sales_status_check", t.status, SALE_STATUSES),
    enumCheck("sales_channel_check", t.channel, SALE_CHANNELS),
    moneyCheck("sales_subtotal_check", t.subtotal),
    moneyCheck("sales_discount_total_check", t.discount_total),
    moneyCheck("sales_tax_total_check", t.tax_total),
    moneyCheck("sales_total_check", t.total),
    moneyCheck("sales_tip_total_check", t.tip_total),
    moneyCheck("sales_amount_paid_check", t.amount_paid),
    check(
      "sales_balance_check",
      sql`${t.balance_due} = ${t.total} + ${t.tip_total} - ${t.amount_paid}`,
    ),
    check(
      "sales_status_paid_check",
      sql`case ${t.status}
        when 'voided' then ${t.amount_paid} = 0 and ${t.voided_at} is not null
        when 'paid' then ${t.balance_due} = 0 and ${t.paid_at} is not null
        when 'unpaid' then ${t.amount_paid} = 0 and ${t.balance_due} > 0
        else ${t.amount_paid} > 0 and ${t.balance_due} > 0 end`,
    ),
  ],
);
