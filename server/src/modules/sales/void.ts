import { and, asc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  clientMemberships,
  payments,
  refunds,
  sales,
  saleTips,
  stockMovements,
  voucherTransactions,
} from "../../db/schema/index.js";
import { conflict } from "../../lib/httpErrors.js";
import { postStockMovements } from "../stock/ledger.js";
import { reverseAllCommission } from "./commission.js";
import { lockSale, nowOf, refuseVoided, type SaleActor } from "./context.js";
import { itemsOfSale } from "./payments.js";
import {
  lockVouchersById,
  lockVouchersOfSale,
  postVoucher,
  setVoucherStatus,
} from "./voucherLedger.js";

/**
 * Void (DOMAIN §3.31): the sale row is locked first, then its status is
 * read. Allowed while the sale is not voided, has no refunds and no voucher
 * sold on it has been used. Keeps the invoice number; inserts a reversing
 * payment for every payment, dated now (voucher payments get their balance
 * back), reverses tips, stock, commission, vouchers and memberships sold
 * and the membership sessions used.
 */
export async function voidSale(
  tx: Tx,
  a: SaleActor,
  id: number,
  reason: string,
) {
  const at = nowOf(a);
  const m = a.merchantId;
  const sale = await lockSale(tx, m, id);
  refuseVoided(sale, "voided again");
  const [refund] = await tx
    .select({ n: refunds.refund_number })
    .from(refunds)
    .where(and(eq(refunds.merchant_id, m), eq(refunds.original_sale_id, id)))
    .limit(1);
  if (refund)
    throw conflict(
      `Sale ${sale.invoice_number} has a refund (${refund.n}): it can't be voided. Refund what is left instead.`,
      "sale_refunded",
    );
  const sold = await lockVouchersOfSale(tx, m, id);
  const redeemed = sold.length
    ? await tx
        .select({ id: voucherTransactions.id })
        .from(voucherTransactions)
        .where(
          and(
            eq(voucherTransactions.merchant_id, m),
            eq(voucherTransactions.kind, "redeem"),
            sql`${voucherTransactions.voucher_id} = any(${sql.param(sold.map((v) => v.id))}::bigint[])`,
          ),
        )
        .limit(1)
    : [];
  if (redeemed.length)
    throw conflict(
      `A voucher sold on sale ${sale.invoice_number} has been used: the sale can't be voided.`,
      "voucher_used",
    );
  const paid = await tx
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.merchant_id, m),
        eq(payments.sale_id, id),
        eq(payments.kind, "payment"),
      ),
    )
    .orderBy(asc(payments.id));
  const reversed = new Set(
    paid.map((p) => p.reverses_payment_id).filter((v) => v !== null),
  );
  const open = paid.filter(
    (p) => p.reverses_payment_id === null && !reversed.has(p.id),
  );
  const used = await lockVouchersById(
    tx,
    m,
    open.flatMap((p) => (p.voucher_id !== null ? [p.voucher_id] : [])),
  );
  const reversalOf = new Map<number, number>();
  for (const p of open) {
    const [r] = await tx
      .insert(payments)
      .values({
        merchant_id: m,
        sale_id: id,
        location_id: p.location_id,
        payment_type_id: p.payment_type_id,
        payment_kind: p.payment_kind,
        kind: "payment",
        amount: -p.amount,
        tip_amount: -p.tip_amount,
        voucher_id: p.voucher_id,
        reverses_payment_id: p.id,
        paid_at: at,
        processed_by: a.userId,
      })
      .returning({ id: payments.id });
    reversalOf.set(p.id, r.id);
    if (p.voucher_id !== null)
      await postVoucher(
        tx,
        used.get(p.voucher_id)!,
        "redeem_reversal",
        p.amount,
        {
          saleId: id,
          paymentId: r.id,
          performedBy: a.userId,
          at,
          note: `Sale ${sale.invoice_number} voided`,
        },
      );
  }
  const tips = await tx
    .select()
    .from(saleTips)
    .where(and(eq(saleTips.merchant_id, m), eq(saleTips.sale_id, id)));
  const tipBack = tips
    .filter(
      (t) =>
        t.amount > 0 && t.payment_id !== null && reversalOf.has(t.payment_id),
    )
    .map((t) => ({
      merchant_id: m,
      sale_id: id,
      payment_id: reversalOf.get(t.payment_id!)!,
      team_member_id: t.team_member_id,
      amount: -t.amount,
      occurred_at: at,
    }));
  if (tipBack.length) await tx.insert(saleTips).values(tipBack);

  const moved = await tx
    .select()
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.merchant_id, m),
        eq(stockMovements.reference_type, "sale"),
        eq(stockMovements.reference_id, id),
      ),
    )
    .orderBy(asc(stockMovements.id));
  await postStockMovements(
    tx,
    moved.map((mv) => ({
      merchantId: m,
      productId: mv.product_id,
      locationId: mv.location_id,
      type: "sale_return" as const,
      quantityChange: -mv.quantity_change,
      unitCost: mv.unit_cost,
      referenceType: "sale" as const,
      referenceId: id,
      performedBy: a.userId,
      occurredAt: at,
    })),
  );

  await reverseAllCommission(tx, sale, at);

  for (const v of sold)
    if (v.balance > 0)
      await postVoucher(tx, v, "refund", -v.balance, {
        saleId: id,
        performedBy: a.userId,
        at,
        status: "void",
        note: `Sale ${sale.invoice_number} voided`,
      });
    else if (v.status !== "void") await setVoucherStatus(tx, v, "void", at);

  const items = await itemsOfSale(tx, m, id);
  const itemIds = items.map((i) => i.id);
  if (items.some((i) => i.item_type === "membership"))
    await tx
      .update(clientMemberships)
      .set({ status: "cancelled", updated_at: at })
      .where(
        and(
          eq(clientMemberships.merchant_id, m),
          sql`${clientMemberships.sale_item_id} = any(${sql.param(itemIds)}::bigint[])`,
        ),
      );
  const sessions = new Map<number, number>();
  for (const i of items)
    if (i.client_membership_id !== null)
      sessions.set(
        i.client_membership_id,
        (sessions.get(i.client_membership_id) ?? 0) + i.quantity,
      );
  for (const [cm, n] of [...sessions].sort((x, y) => x[0] - y[0]))
    await tx
      .update(clientMemberships)
      .set({
        sessions_used: sql`greatest(${clientMemberships.sessions_used} - ${n}, 0)`,
        updated_at: at,
      })
      .where(
        and(eq(clientMemberships.merchant_id, m), eq(clientMemberships.id, cm)),
      );

  await tx
    .update(sales)
    .set({
      status: "voided",
      amount_paid: 0,
      balance_due: sale.total + sale.tip_total,
      voided_at: at,
      voided_by: a.userId,
      void_reason: reason,
      updated_at: at,
    })
    .where(and(eq(sales.merchant_id, m), eq(sales.id, id)));
}
