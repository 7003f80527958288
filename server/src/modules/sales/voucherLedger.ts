import { randomInt } from "node:crypto";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import {
  locations,
  saleItems,
  voucherTransactions,
  vouchers,
} from "../../db/schema/index.js";
import type { VoucherRules } from "./context.js";

/**
 * Issued vouchers and their balance ledger (DOMAIN §3.28): the only code
 * that writes `vouchers.balance` and inserts `voucher_transactions`, always
 * on a row locked FOR UPDATE in the caller's transaction, so the balance is
 * the sum of the ledger.
 */
export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherKind = (typeof voucherTransactions.$inferInsert)["kind"];

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";

/**
 * A random code of upper-case letters and digits (no 0/O, 1/I), with the
 * settings' prefix; `random` (a float in [0, 1)) replaces crypto for the
 * demo seed's repeatable codes.
 */
export function voucherCode(
  rules: Pick<VoucherRules, "code_length" | "code_prefix">,
  random?: () => number,
) {
  const n = CODE_ALPHABET.length;
  let code = "";
  for (let i = 0; i < rules.code_length; i++)
    code += CODE_ALPHABET[random ? Math.floor(random() * n) : randomInt(n)];
  return `${(rules.code_prefix ?? "").toUpperCase()}${code}`;
}

/** Vouchers by code (case ignored), locked in id order. */
export async function lockVouchersByCode(
  tx: Tx,
  merchantId: number,
  codes: string[],
): Promise<Map<string, VoucherRow>> {
  const wanted = [...new Set(codes.map((c) => c.trim().toUpperCase()))];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select()
    .from(vouchers)
    .where(
      and(eq(vouchers.merchant_id, merchantId), inArray(vouchers.code, wanted)),
    )
    .orderBy(asc(vouchers.id))
    .for("update");
  return new Map(rows.map((r) => [r.code, r]));
}

export async function lockVouchersById(
  tx: Tx,
  merchantId: number,
  ids: number[],
): Promise<Map<number, VoucherRow>> {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await tx
    .select()
    .from(vouchers)
    .where(
      and(eq(vouchers.merchant_id, merchantId), inArray(vouchers.id, wanted)),
    )
    .orderBy(asc(vouchers.id))
    .for("update");
  return new Map(rows.map((r) => [r.id, r]));
}

/**
 * One ledger row and the balance and status it leaves, on a locked voucher
 * (mutated in place): balance 0 after a redemption → `redeemed`; money back
 * onto a redeemed voucher → `valid`; `status` overrides (refunded, void,
 * expired).
 */
export async function postVoucher(
  tx: Tx,
  v: VoucherRow,
  kind: VoucherKind,
  amount: number,
  o: {
    saleId?: number | null;
    paymentId?: number | null;
    performedBy?: number | null;
    at: string;
    note?: string;
    status?: VoucherRow["status"];
  },
) {
  const balance = v.balance + amount;
  const status =
    o.status ??
    (kind === "redeem" && balance === 0
      ? "redeemed"
      : kind === "redeem_reversal" && v.status === "redeemed"
        ? "valid"
        : v.status);
  await tx.insert(voucherTransactions).values({
    merchant_id: v.merchant_id,
    voucher_id: v.id,
    kind,
    amount,
    balance_after: balance,
    sale_id: o.saleId ?? null,
    payment_id: o.paymentId ?? null,
    occurred_at: o.at,
    performed_by: o.performedBy ?? null,
    note: o.note ?? null,
  });
  await tx
    .update(vouchers)
    .set({ balance, status, updated_at: o.at })
    .where(and(eq(vouchers.merchant_id, v.merchant_id), eq(vouchers.id, v.id)));
  v.balance = balance;
  v.status = status;
}

/** Sets a status without moving money (an unpaid voucher voided or refunded). */
export async function setVoucherStatus(
  tx: Tx,
  v: VoucherRow,
  status: VoucherRow["status"],
  at: string,
) {
  await tx
    .update(vouchers)
    .set({ status, updated_at: at })
    .where(and(eq(vouchers.merchant_id, v.merchant_id), eq(vouchers.id, v.id)));
  v.status = status;
}

/** The vouchers a sale sold, locked in id order. */
export async function lockVouchersOfSale(
  tx: Tx,
  merchantId: number,
  saleId: number,
) {
  return tx
    .select({ v: vouchers })
    .from(vouchers)
    .innerJoin(
      saleItems,
      and(
        eq(saleItems.merchant_id, vouchers.merchant_id),
        eq(saleItems.id, vouchers.sale_item_id),
      ),
    )
    .where(
      and(eq(vouchers.merchant_id, merchantId), eq(saleItems.sale_id, saleId)),
    )
    .orderBy(asc(vouchers.id))
    .for("update", { of: vouchers })
    .then((rows) => rows.map((r) => r.v));
}

/**
 * Valid vouchers whose expiry date has passed at their location (or the
 * business's timezone) lose what is left with an `expire` row (DOMAIN
 * §3.28, the nightly job; also run at boot and hourly).
 */
export async function expireDueVouchers(
  db: Db,
  merchantId?: number,
  at?: string,
) {
  const when = at ?? new Date().toISOString();
  return db.transaction(async (tx) => {
    const due = await tx
      .select()
      .from(vouchers)
      .leftJoin(
        locations,
        and(
          eq(locations.merchant_id, vouchers.merchant_id),
          eq(locations.id, vouchers.location_id),
        ),
      )
      .where(
        and(
          merchantId === undefined
            ? sql`true`
            : eq(vouchers.merchant_id, merchantId),
          eq(vouchers.status, "valid"),
          sql`${vouchers.expiry_date} < (${when}::timestamptz at time zone coalesce(${locations.timezone}, 'UTC'))::date`,
        ),
      )
      .orderBy(asc(vouchers.id))
      .for("update", { of: vouchers, skipLocked: true });
    for (const { vouchers: v } of due)
      if (v.balance > 0)
        await postVoucher(tx, v, "expire", -v.balance, {
          at: when,
          status: "expired",
        });
      else await setVoucherStatus(tx, v, "expired", when);
    return due.length;
  });
}
