import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
  type BusinessTarget,
} from "../columns.js";
import { users } from "../users/users.js";
import { vouchers } from "./vouchers.js";
import { payments } from "../sales/payments.js";
import { sales } from "../sales/sales.js";
import { moneyCheck, signedMoneyCheck } from "../bounds.js";

export const VOUCHER_TRANSACTION_KINDS = [
  "issue",
  "redeem",
  "redeem_reversal",
  "refund",
  "expire",
  "adjust",
] as const;

/**
 * Voucher balance ledger (DOMAIN §3.28, §1.2 "Append-only ledgers"):
 * insert-only, a trigger (migration ledger_triggers) refuses UPDATE and
 * DELETE. A mistake is corrected by a reversing row pointing at the original
 * (`reverses_transaction_id`). `sale_id` and `payment_id` name the sale and
 * payment that moved the balance.
 */
export const voucherTransactions = pgTable(
  "voucher_transactions",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    voucher_id: refColumn("voucher_id").notNull(),
    kind: text("kind").notNull(),
    /** Signed: issue and redeem_reversal add, redeem, refund and expire subtract. */
    amount: bigint("amount", { mode: "number" }).notNull(),
    balance_after: bigint("balance_after", { mode: "number" }).notNull(),
    sale_id: refColumn("sale_id"),
    payment_id: refColumn("payment_id"),
    /** The row this one corrects (foreign key below). */
    reverses_transaction_id: refColumn("reverses_transaction_id"),
    occurred_at: timestamp("occurred_at", {
      withTimezone: true,
      mode: "string",
    })
      .notNull()
      .defaultNow(),
    /** User; null = system (e.g. the nightly expiry job). */
    performed_by: integer("performed_by").references(() => users.id),
    note: text("note"),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.voucher_id, vouchers),
    businessRef(t, t.reverses_transaction_id, t),
    businessRef(t, t.sale_id, (): BusinessTarget => sales),
    businessRef(t, t.payment_id, (): BusinessTarget => payments),
    index("voucher_transactions_merchant_idx").on(t.merchant_id, t.occurred_at),
    index("voucher_transactions_voucher_idx").on(
      t.voucher_id,
      t.occurred_at,
      t.id,
    ),
    index("voucher_transactions_sale_idx")
      .on(t.sale_id)
      .where(sql`${t.sale_id} is not null`),
    index("voucher_transactions_payment_idx")
      .on(t.payment_id)
      .where(sql`${t.payment_id} is not null`),
    index("voucher_transactions_reverses_idx")
      .on(t.reverses_transaction_id)
      .where(sql`${t.reverses_transaction_id} is not null`),
    enumCheck(
      "voucher_transactions_kind_check",
      t.kind,
      VOUCHER_TRANSACTION_KINDS,
    ),
    check(
      "voucher_transactions_amount_check",
      sql`case ${t.kind} when 'issue' then ${t.amount} > 0 when 'redeem_reversal' then ${t.amount} > 0 when 'adjust' then ${t.amount} <> 0 else ${t.amount} < 0 end`,
    ),
    moneyCheck("voucher_transactions_balance_after_check", t.balance_after),
    signedMoneyCheck("voucher_transactions_amount_range", t.amount),
  ],
);
