import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  clientMemberships,
  payments,
  saleItems,
  sales,
  saleTips,
  vouchers,
} from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/httpErrors.js";
import {
  cashChange,
  moneyOut,
  paymentStatus,
  splitTip,
  tipAmount,
  tipBase,
} from "../../shared/money/index.js";
import { moneyStep } from "./amounts.js";
import { voucherServiceScope } from "./catalogue.js";
import { accrueCommission } from "./commission.js";
import {
  loadPaymentTypes,
  loadTipSettings,
  loadVoucherSettings,
  localDateAt,
  nowOf,
  teamMemberOfUser,
  type SaleActor,
  type SaleRow,
} from "./context.js";
import type { PaymentInput } from "./schemas.js";
import { postVoucher, type VoucherRow } from "./voucherLedger.js";

type Item = typeof saleItems.$inferSelect;

export const itemsOfSale = (tx: Tx, merchantId: number, saleId: number) =>
  tx
    .select()
    .from(saleItems)
    .where(
      and(eq(saleItems.merchant_id, merchantId), eq(saleItems.sale_id, saleId)),
    )
    .orderBy(asc(saleItems.position));

const VOUCHER_REFUSAL: Record<string, string> = {
  unpaid: "This voucher has not been paid for yet.",
  redeemed: "This voucher has been used up.",
  refunded: "This voucher was refunded.",
  void: "This voucher was voided.",
  expired: "This voucher has expired.",
};

/**
 * How much of this sale a voucher may still pay (DOMAIN §3.28 scope): the
 * totals of the items it covers (services of its type's scope; products when
 * the voucher settings allow; never vouchers or memberships) less what
 * vouchers already paid on the sale.
 */
async function voucherRoom(
  tx: Tx,
  sale: SaleRow,
  items: Item[],
  v: VoucherRow,
  onProducts: boolean,
  paidByVouchers: number,
) {
  const scope = await voucherServiceScope(
    tx,
    sale.merchant_id,
    v.voucher_type_id,
  );
  const covered = items
    .filter((i) =>
      i.item_type === "service"
        ? scope.any || (i.item_id !== null && scope.serviceIds.has(i.item_id))
        : i.item_type === "product" && onProducts,
    )
    .reduce((a, i) => a + i.total_amount, 0);
  return covered - paidByVouchers;
}

/**
 * Takes payments on a sale whose row the caller locked (checkout inserted
 * it; later payments locked it): each payment's amount goes toward the
 * balance, a tip with it is split among the sale's team members (§4.3), a
 * voucher payment redeems the voucher (locked by the caller, `vouchers` by
 * upper-case code) after checking status, expiry, scope and balance, and
 * stays out of payment totals through its `payment_kind`. Mutates `sale`'s
 * amount_paid and tip_total; answers the change due on cash.
 */
export async function takePayments(
  tx: Tx,
  a: SaleActor,
  sale: SaleRow,
  items: Item[],
  inputs: readonly PaymentInput[],
  lockedVouchers: Map<string, VoucherRow>,
  timeZone?: string,
): Promise<{ change_due: number }> {
  if (!inputs.length) return { change_due: 0 };
  const at = nowOf(a);
  const m = a.merchantId;
  // Sent together (the pool pipelines them): one round trip, not six.
  const [types, tipRules, voucherRules, fallback, [{ byVouchers }], tz] =
    await Promise.all([
      loadPaymentTypes(tx, m),
      loadTipSettings(tx, m, sale.location_id),
      loadVoucherSettings(tx, m),
      teamMemberOfUser(tx, m, a.userId),
      tx
        .select({
          byVouchers: sql<number>`coalesce(sum(${payments.amount}), 0)::bigint`,
        })
        .from(payments)
        .where(
          and(
            eq(payments.merchant_id, m),
            eq(payments.sale_id, sale.id),
            eq(payments.kind, "payment"),
            eq(payments.payment_kind, "voucher"),
          ),
        ),
      timeZone ??
        tx
          .execute<{ tz: string }>(
            sql`select timezone as tz from locations where merchant_id = ${m} and id = ${sale.location_id}`,
          )
          .then((r) => r.rows[0]?.tz ?? "UTC"),
    ]);
  let paidByVouchers = Number(byVouchers);
  const today = localDateAt(tz, at);
  let change = 0;
  for (const [i, p] of inputs.entries()) {
    const field = (f: string) => `payments.${i}.${f}`;
    const type = types.get(p.payment_type_id);
    if (!type)
      throw invalid({
        [field("payment_type_id")]: "The selected payment type does not exist.",
      });
    if (type.archived_at)
      throw invalid({
        [field("payment_type_id")]: "This payment type is archived.",
      });
    let voucher: VoucherRow | undefined;
    if (type.kind === "voucher") {
      if (!p.voucher_code)
        throw invalid({ [field("voucher_code")]: "Enter the voucher's code." });
      voucher = lockedVouchers.get(p.voucher_code.trim().toUpperCase());
      if (!voucher)
        throw invalid({
          [field("voucher_code")]: "There is no voucher with this code.",
        });
      const refusal =
        VOUCHER_REFUSAL[voucher.status] ??
        (voucher.expiry_date && voucher.expiry_date < today
          ? `This voucher expired on ${voucher.expiry_date}.`
          : undefined);
      if (refusal) throw invalid({ [field("voucher_code")]: refusal });
      if (p.amount > voucher.balance)
        throw invalid({
          [field("amount")]: `This voucher has only ${voucher.balance} left.`,
        });
      if (
        !voucherRules.allow_partial_redemption &&
        p.amount !== voucher.balance
      )
        throw invalid({
          [field("amount")]:
            "Vouchers are used in full: the amount must be the voucher's whole balance.",
        });
      const room = await voucherRoom(
        tx,
        sale,
        items,
        voucher,
        voucherRules.redeemable_on_products,
        paidByVouchers,
      );
      if (p.amount > room)
        throw invalid({
          [field("voucher_code")]:
            room > 0
              ? `This voucher can pay at most ${room} of this sale (the items it covers).`
              : "This voucher does not cover any item of this sale.",
        });
      if (p.tip)
        throw invalid({
          [field("tip")]: "A tip can't be paid with a voucher.",
        });
    } else if (p.voucher_code)
      throw invalid({
        [field("voucher_code")]: "Only a voucher payment takes a voucher code.",
      });
    const tip = p.tip
      ? moneyStep(`payments.${i}.`, () =>
          tipAmount(tipRules, tipBase(items, tipRules.calculate_on), p.tip!),
        )
      : 0;
    const due = sale.total + sale.tip_total - sale.amount_paid;
    if (p.amount > due)
      throw invalid({
        [field("amount")]:
          due > 0
            ? `The payments can't be more than the amount due (${due}).`
            : "Nothing is left to pay on this sale.",
      });
    // The payment with its tip, and the sale's total with all its tips, are
    // sums the money module bounds like any figure (bounds.ts): refused on
    // the tip before anything is written, not by the database's CHECK.
    const charged = moneyStep(
      `payments.${i}.`,
      () => {
        moneyOut(BigInt(sale.total) + BigInt(sale.tip_total) + BigInt(tip));
        return moneyOut(BigInt(p.amount) + BigInt(tip));
      },
      "tip",
    );
    let changeGiven: number | null = null;
    if (p.tendered != null) {
      if (type.kind !== "cash")
        throw invalid({
          [field("tendered")]:
            "Only a cash payment takes the cash handed over.",
        });
      changeGiven = cashChange(charged, p.tendered);
      if (changeGiven === null)
        throw invalid({
          [field("tendered")]: `The cash handed over is less than ${charged}.`,
        });
      change += changeGiven;
    }
    const [row] = await tx
      .insert(payments)
      .values({
        merchant_id: a.merchantId,
        sale_id: sale.id,
        location_id: sale.location_id,
        payment_type_id: type.id,
        payment_kind: type.kind,
        kind: "payment",
        amount: charged,
        tip_amount: tip,
        voucher_id: voucher?.id ?? null,
        reference: p.reference ?? null,
        tendered: p.tendered ?? null,
        change_given: changeGiven,
        paid_at: at,
        processed_by: a.userId,
      })
      .returning({ id: payments.id });
    if (voucher) {
      await postVoucher(tx, voucher, "redeem", -p.amount, {
        saleId: sale.id,
        paymentId: row.id,
        performedBy: a.userId,
        at,
      });
      paidByVouchers += p.amount;
    }
    if (tip > 0) {
      const shares = splitTip(tip, items, fallback);
      await tx.insert(saleTips).values(
        shares.map((s) => ({
          merchant_id: a.merchantId,
          sale_id: sale.id,
          payment_id: row.id,
          team_member_id: s.team_member_id,
          amount: s.amount,
          occurred_at: at,
        })),
      );
    }
    sale.amount_paid += charged;
    sale.tip_total += tip;
  }
  return { change_due: change };
}

/**
 * Writes the sale's payment columns and status (it follows amount_paid);
 * when the sale becomes fully paid: `paid_at`, vouchers sold become valid
 * with an `issue` row, memberships sold become active, commission accrues.
 */
export async function settleSale(
  tx: Tx,
  a: SaleActor,
  sale: SaleRow,
  items: Item[],
) {
  const at = nowOf(a);
  const due = sale.total + sale.tip_total;
  const status = moneyStep(
    "payments.",
    () => paymentStatus(due, sale.amount_paid),
    "amount",
  );
  const becomesPaid = status === "paid" && !sale.paid_at;
  sale.status = status;
  sale.balance_due = due - sale.amount_paid;
  if (becomesPaid) sale.paid_at = at;
  await tx
    .update(sales)
    .set({
      status: sale.status,
      amount_paid: sale.amount_paid,
      tip_total: sale.tip_total,
      balance_due: sale.balance_due,
      paid_at: sale.paid_at,
      updated_at: at,
    })
    .where(and(eq(sales.merchant_id, sale.merchant_id), eq(sales.id, sale.id)));
  if (!becomesPaid) return;
  await activateSold(tx, a, sale, items, at);
  await accrueCommission(tx, sale, items, at);
}

/** Vouchers and memberships sold on a sale that is now fully paid. */
async function activateSold(
  tx: Tx,
  a: SaleActor,
  sale: SaleRow,
  items: Item[],
  at: string,
) {
  const voucherItems = items
    .filter((i) => i.item_type === "voucher")
    .map((i) => i.id);
  if (voucherItems.length) {
    const sold = await tx
      .select()
      .from(vouchers)
      .where(
        and(
          eq(vouchers.merchant_id, sale.merchant_id),
          sql`${vouchers.sale_item_id} = any(${sql.param(voucherItems)}::bigint[])`,
          eq(vouchers.status, "unpaid"),
        ),
      )
      .orderBy(asc(vouchers.id))
      .for("update");
    for (const v of sold)
      await postVoucher(tx, v, "issue", v.original_value, {
        saleId: sale.id,
        performedBy: a.userId,
        at,
        status: "valid",
      });
  }
  if (items.some((i) => i.item_type === "membership"))
    await tx
      .update(clientMemberships)
      .set({ status: "active", updated_at: at })
      .where(
        and(
          eq(clientMemberships.merchant_id, sale.merchant_id),
          eq(clientMemberships.status, "pending"),
          sql`${clientMemberships.sale_item_id} = any(${sql.param(
            items.filter((i) => i.item_type === "membership").map((i) => i.id),
          )}::bigint[])`,
        ),
      );
}

/** Later payments are for unpaid and part-paid sales only. */
export function refuseUnpayable(sale: SaleRow) {
  if (sale.status === "voided")
    throw conflict(
      `Sale ${sale.invoice_number} was voided: it can't be paid.`,
      "sale_voided",
    );
  if (sale.status === "paid")
    throw conflict(
      `Sale ${sale.invoice_number} is already paid in full.`,
      "sale_paid",
    );
}
