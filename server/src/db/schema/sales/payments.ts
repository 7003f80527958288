import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  type BusinessTarget,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import {
  PAYMENT_KINDS as PAYMENT_TYPE_KINDS,
  paymentTypes,
} from "../payment-types/paymentTypes.js";
import { users } from "../users/users.js";
import { vouchers } from "../vouchers/vouchers.js";
import { refunds } from "./refunds.js";
import { sales } from "./sales.js";
import { moneyCheck, signedMoneyCheck } from "../bounds.js";

export const PAYMENT_ROW_KINDS = ["payment", "refund"] as const;

/**
 * Payments (DOMAIN §3.31, ledger): insert-only (trigger, migration
 * sales_ledger_triggers). `amount` is signed: a payment (with any tip taken
 * with it, `tip_amount`) is positive; its void reversal (kind `payment`,
 * `reverses_payment_id`) and refunds (kind `refund`, `refund_id`) are
 * negative. `payment_kind` copies the payment type's kind at the time:
 * voucher payments stay out of payment totals (§4.2).
 */
export const payments = pgTable(
  "payments",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    sale_id: refColumn("sale_id").notNull(),
    location_id: refColumn("location_id").notNull(),
    payment_type_id: refColumn("payment_type_id").notNull(),
    payment_kind: text("payment_kind").notNull(),
    kind: text("kind").notNull().default("payment"),
    amount: bigint("amount", { mode: "number" }).notNull(),
    tip_amount: bigint("tip_amount", { mode: "number" }).notNull().default(0),
    voucher_id: refColumn("voucher_id"),
    refund_id: refColumn("refund_id"),
    reverses_payment_id: refColumn("reverses_payment_id"),
    /** Terminal reference, last 4 digits. */
    reference: text("reference"),
    /** Cash handed over, and the change given back (cash only). */
    tendered: bigint("tendered", { mode: "number" }),
    change_given: bigint("change_given", { mode: "number" }),
    paid_at: timestamp("paid_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    processed_by: integer("processed_by").references(
      (): AnyPgColumn => users.id,
    ),
    created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.sale_id, sales),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.payment_type_id, paymentTypes),
    businessRef(t, t.voucher_id, vouchers),
    businessRef(t, t.refund_id, (): BusinessTarget => refunds),
    businessRef(t, t.reverses_payment_id, (): BusinessTarget => payments),
    index("payments_sale_idx").on(t.merchant_id, t.sale_id, t.id),
    index("payments_paid_at_idx").on(t.merchant_id, t.paid_at),
    index("payments_payment_type_idx").on(t.merchant_id, t.payment_type_id),
    index("payments_location_idx").on(t.merchant_id, t.location_id),
    index("payments_voucher_idx")
      .on(t.voucher_id)
      .where(sql`${t.voucher_id} is not null`),
    index("payments_refund_idx")
      .on(t.refund_id)
      .where(sql`${t.refund_id} is not null`),
    index("payments_reverses_idx")
      .on(t.reverses_payment_id)
      .where(sql`${t.reverses_payment_id} is not null`),
    enumCheck("payments_kind_check", t.kind, PAYMENT_ROW_KINDS),
    enumCheck(
      "payments_payment_kind_check",
      t.payment_kind,
      PAYMENT_TYPE_KINDS,
    ),
    check(
      "payments_amount_check",
      sql`case
        when ${t.kind} = 'refund' then ${t.amount} < 0 and ${t.refund_id} is not null
        when ${t.reverses_payment_id} is not null then ${t.amount} < 0
        else ${t.amount} > 0 end`,
    ),
    check(
      "payments_tip_check",
      sql`abs(${t.tip_amount}) <= abs(${t.amount}) and sign(${t.tip_amount}) in (0, sign(${t.amount}))`,
    ),
    check(
      "payments_voucher_check",
      sql`(${t.payment_kind} = 'voucher') = (${t.voucher_id} is not null)`,
    ),
    signedMoneyCheck("payments_amount_range", t.amount),
    moneyCheck("payments_tendered_check", t.tendered),
    check(
      "payments_cash_check",
      sql`${t.tendered} is null or ${t.change_given} = ${t.tendered} - ${t.amount}`,
    ),
  ],
);
