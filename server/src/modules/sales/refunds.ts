import { and, desc, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  clientMemberships,
  payments,
  refundItems,
  refunds,
  saleTips,
  stockMovements,
  voucherTransactions,
  vouchers,
} from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/httpErrors.js";
import {
  refundLine,
  refundTotal,
  splitTipRefund,
  type RefundAmounts,
} from "../../shared/money/index.js";
import { postStockMovements } from "../stock/ledger.js";
import { moneyStep } from "./amounts.js";
import { reverseCommissionForRefund } from "./commission.js";
import {
  loadLocation,
  loadPaymentTypes,
  lockSale,
  nextInvoiceNumber,
  nowOf,
  refuseVoided,
  type SaleActor,
} from "./context.js";
import { itemsOfSale } from "./payments.js";
import type { RefundBody } from "./schemas.js";
import {
  lockVouchersById,
  postVoucher,
  setVoucherStatus,
} from "./voucherLedger.js";

type Sums = {
  quantity: number;
  net_amount: number;
  tax_amount: number;
  total_amount: number;
};
const ZERO: Sums = {
  quantity: 0,
  net_amount: 0,
  tax_amount: 0,
  total_amount: 0,
};

/** What earlier refunds of the sale returned, per sale item. */
async function refundedSoFar(tx: Tx, merchantId: number, saleId: number) {
  const rows = await tx
    .select({
      sale_item_id: refundItems.sale_item_id,
      quantity: sql<number>`sum(${refundItems.quantity})::int`,
      net_amount: sql<number>`sum(${refundItems.net_amount})::bigint`,
      tax_amount: sql<number>`sum(${refundItems.tax_amount})::bigint`,
      total_amount: sql<number>`sum(${refundItems.total_amount})::bigint`,
    })
    .from(refundItems)
    .innerJoin(
      refunds,
      and(
        eq(refunds.merchant_id, refundItems.merchant_id),
        eq(refunds.id, refundItems.refund_id),
      ),
    )
    .where(
      and(
        eq(refundItems.merchant_id, merchantId),
        eq(refunds.original_sale_id, saleId),
      ),
    )
    .groupBy(refundItems.sale_item_id);
  return new Map<number, Sums>(
    rows.map((r) => [
      r.sale_item_id,
      {
        quantity: Number(r.quantity),
        net_amount: Number(r.net_amount),
        tax_amount: Number(r.tax_amount),
        total_amount: Number(r.total_amount),
      },
    ]),
  );
}

/** Per voucher: what it paid on this sale and has not had back (redeemed − reversed). */
async function voucherPaidOnSale(tx: Tx, merchantId: number, saleId: number) {
  const rows = await tx
    .select({
      voucher_id: voucherTransactions.voucher_id,
      code: vouchers.code,
      left: sql<number>`(-sum(${voucherTransactions.amount}))::bigint`,
    })
    .from(voucherTransactions)
    .innerJoin(
      vouchers,
      and(
        eq(vouchers.merchant_id, voucherTransactions.merchant_id),
        eq(vouchers.id, voucherTransactions.voucher_id),
      ),
    )
    .where(
      and(
        eq(voucherTransactions.merchant_id, merchantId),
        eq(voucherTransactions.sale_id, saleId),
        sql`${voucherTransactions.kind} in ('redeem', 'redeem_reversal')`,
      ),
    )
    .groupBy(voucherTransactions.voucher_id, vouchers.code);
  return new Map(
    rows.map((r) => [r.code, { id: r.voucher_id, left: Number(r.left) }]),
  );
}

/**
 * A refund (DOMAIN §3.32) of a locked sale that is paid or part paid:
 * item amounts from the money module's refundLine (never more than sold or
 * left), a tip refund split over the tip shares, money back as refund
 * payments adding up to the refund's total (onto a voucher that paid the
 * sale as a `redeem_reversal`), the refund number from the location's
 * sequence (taken after every other lock but the stock levels'),
 * `sale_return` movements for restocked products, commission reversals in
 * proportion, vouchers sold set `refunded`, memberships sold cancelled.
 * The sale itself is not edited. Answers the refund id.
 */
export async function refundSale(
  tx: Tx,
  a: SaleActor,
  saleId: number,
  body: RefundBody,
) {
  const at = nowOf(a);
  const m = a.merchantId;
  const sale = await lockSale(tx, m, saleId);
  refuseVoided(sale, "refunded");
  if (sale.amount_paid === 0)
    throw conflict(
      `Nothing has been paid on sale ${sale.invoice_number}: there is nothing to refund. Void it instead.`,
      "sale_unpaid",
    );
  const items = await itemsOfSale(tx, m, saleId);
  const itemOf = new Map(items.map((i) => [i.id, i]));
  const before = await refundedSoFar(tx, m, saleId);
  const wanted = body.items ?? [];
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  const lines: {
    item: (typeof items)[number];
    amounts: RefundAmounts;
    restock: boolean;
  }[] = [];
  wanted.forEach((w, i) => {
    const item = itemOf.get(w.sale_item_id);
    const f = (k: string, msg: string) => (errors[`items.${i}.${k}`] ??= msg);
    if (!item) return f("sale_item_id", "This item is not on this sale.");
    if (seen.has(item.id))
      return f("sale_item_id", "This item is listed twice.");
    seen.add(item.id);
    if (w.restock && item.item_type !== "product")
      return f("restock", "Only products go back into stock.");
    if (item.item_type === "voucher" && (w.amount != null || !w.quantity))
      return f("quantity", "Vouchers are refunded whole: enter how many.");
    const done = before.get(item.id) ?? ZERO;
    const amounts = moneyStep(`items.${i}.`, () =>
      refundLine(item, done, { quantity: w.quantity ?? 0, amount: w.amount }),
    );
    lines.push({ item, amounts, restock: !!w.restock && amounts.quantity > 0 });
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const tip = body.tip_refund_amount ?? 0;
  const tipRows = await tx
    .select()
    .from(saleTips)
    .where(and(eq(saleTips.merchant_id, m), eq(saleTips.sale_id, saleId)));
  const shares = [...new Set(tipRows.map((t) => t.team_member_id))].map(
    (member) => ({
      team_member_id: member,
      amount: tipRows
        .filter((t) => t.team_member_id === member && t.amount > 0)
        .reduce((s, t) => s + t.amount, 0),
      refunded: -tipRows
        .filter((t) => t.team_member_id === member && t.amount < 0)
        .reduce((s, t) => s + t.amount, 0),
    }),
  );
  const tipParts =
    tip > 0 ? moneyStep("", () => splitTipRefund(tip, shares)) : [];
  if (!lines.length && tip === 0)
    throw invalid({ items: "Choose the items or the tip to refund." });
  const total = moneyStep(
    "",
    () =>
      refundTotal(
        lines.map((l) => l.amounts),
        tip,
      ),
    "total",
  );

  const [{ earlier }] = await tx
    .select({
      earlier: sql<number>`coalesce(sum(${refunds.total}), 0)::bigint`,
    })
    .from(refunds)
    .where(
      and(eq(refunds.merchant_id, m), eq(refunds.original_sale_id, saleId)),
    );
  const refundable = sale.amount_paid - Number(earlier);
  if (total > refundable)
    throw invalid({
      payments: `Only ${refundable} of what was paid on sale ${sale.invoice_number} can still be given back; this refund comes to ${total}.`,
    });

  const types = await loadPaymentTypes(tx, m);
  const byVoucher = await voucherPaidOnSale(tx, m, saleId);
  let back = body.payments;
  if (!back && total > 0) {
    const [last] = await tx
      .select({
        payment_type_id: payments.payment_type_id,
        voucher_id: payments.voucher_id,
      })
      .from(payments)
      .where(
        and(
          eq(payments.merchant_id, m),
          eq(payments.sale_id, saleId),
          eq(payments.kind, "payment"),
          sql`${payments.amount} > 0`,
        ),
      )
      .orderBy(desc(payments.id))
      .limit(1);
    const code = [...byVoucher].find(([, v]) => v.id === last?.voucher_id)?.[0];
    back = last
      ? [
          {
            payment_type_id: last.payment_type_id,
            amount: total,
            voucher_code: code ?? null,
          },
        ]
      : [];
  }
  back ??= [];
  const sum = back.reduce((s, p) => s + p.amount, 0);
  if (sum !== total)
    throw invalid({
      payments: `The money given back (${sum}) must equal the refund's total (${total}).`,
    });
  const voucherIds: number[] = [];
  back.forEach((p, i) => {
    const type = types.get(p.payment_type_id);
    const f = (k: string, msg: string) =>
      (errors[`payments.${i}.${k}`] ??= msg);
    if (!type)
      return f("payment_type_id", "The selected payment type does not exist.");
    if (type.kind !== "voucher") {
      if (p.voucher_code)
        f("voucher_code", "Only a voucher refund takes a voucher code.");
      return;
    }
    const paid = p.voucher_code
      ? byVoucher.get(p.voucher_code.trim().toUpperCase())
      : undefined;
    if (!paid)
      return f(
        "voucher_code",
        "Money goes back onto a voucher only when that voucher paid this sale.",
      );
    if (p.amount > paid.left)
      return f(
        "amount",
        `This voucher paid ${paid.left} of this sale: no more can go back onto it.`,
      );
    voucherIds.push(paid.id);
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const voucherLines = lines.filter((l) => l.item.item_type === "voucher");
  const soldIds = voucherLines.length
    ? (
        await tx
          .select({ id: vouchers.id })
          .from(vouchers)
          .where(
            and(
              eq(vouchers.merchant_id, m),
              sql`${vouchers.sale_item_id} = any(${sql.param(voucherLines.map((l) => l.item.id))}::bigint[])`,
            ),
          )
      ).map((r) => r.id)
    : [];
  const locked = await lockVouchersById(tx, m, [...voucherIds, ...soldIds]);
  const usedIds = soldIds.length
    ? new Set(
        (
          await tx
            .select({ id: voucherTransactions.voucher_id })
            .from(voucherTransactions)
            .where(
              and(
                eq(voucherTransactions.merchant_id, m),
                eq(voucherTransactions.kind, "redeem"),
                sql`${voucherTransactions.voucher_id} = any(${sql.param(soldIds)}::bigint[])`,
              ),
            )
        ).map((r) => r.id),
      )
    : new Set<number>();
  const toRefund = voucherLines.map((l, k) => {
    const free = [...locked.values()].filter(
      (v) =>
        v.sale_item_id === l.item.id &&
        !usedIds.has(v.id) &&
        (v.status === "valid" || v.status === "unpaid"),
    );
    if (free.length < l.amounts.quantity)
      throw invalid({
        [`items.${lines.indexOf(voucherLines[k])}.quantity`]: `Only ${free.length} of these vouchers can be refunded: the others have been used, refunded or voided.`,
      });
    return free.slice(0, l.amounts.quantity);
  });

  const location = await loadLocation(tx, m, sale.location_id);
  const number = await nextInvoiceNumber(tx, m, location.invoice_sequence_id);
  const [refund] = await tx
    .insert(refunds)
    .values({
      merchant_id: m,
      refund_number: number.number,
      invoice_sequence_id: number.sequenceId,
      invoice_seq_no: number.seqNo,
      original_sale_id: saleId,
      location_id: sale.location_id,
      refund_at: at,
      reason: body.reason ?? null,
      processed_by: a.userId,
      tip_refund_amount: tip,
      total,
      created_at: at,
      updated_at: at,
    })
    .returning();
  if (lines.length)
    await tx.insert(refundItems).values(
      lines.map((l) => ({
        merchant_id: m,
        refund_id: refund.id,
        sale_item_id: l.item.id,
        quantity: l.amounts.quantity,
        net_amount: l.amounts.net_amount,
        tax_amount: l.amounts.tax_amount,
        total_amount: l.amounts.total_amount,
        restock: l.restock,
        created_at: at,
        updated_at: at,
      })),
    );
  for (const p of back) {
    const type = types.get(p.payment_type_id)!;
    const voucher =
      type.kind === "voucher"
        ? locked.get(byVoucher.get(p.voucher_code!.trim().toUpperCase())!.id)!
        : null;
    const [row] = await tx
      .insert(payments)
      .values({
        merchant_id: m,
        sale_id: saleId,
        location_id: sale.location_id,
        payment_type_id: type.id,
        payment_kind: type.kind,
        kind: "refund",
        amount: -p.amount,
        voucher_id: voucher?.id ?? null,
        refund_id: refund.id,
        reference: p.reference ?? null,
        paid_at: at,
        processed_by: a.userId,
      })
      .returning({ id: payments.id });
    if (voucher)
      await postVoucher(tx, voucher, "redeem_reversal", p.amount, {
        saleId,
        paymentId: row.id,
        performedBy: a.userId,
        at,
        note: `Refund ${refund.refund_number}`,
      });
  }
  const tipBack = shares
    .map((s, i) => ({ s, amount: tipParts[i] ?? 0 }))
    .filter((x) => x.amount > 0)
    .map((x) => ({
      merchant_id: m,
      sale_id: saleId,
      refund_id: refund.id,
      team_member_id: x.s.team_member_id,
      amount: -x.amount,
      occurred_at: at,
    }));
  if (tipBack.length) await tx.insert(saleTips).values(tipBack);

  for (const list of toRefund)
    for (const v of list)
      if (v.balance > 0)
        await postVoucher(tx, v, "refund", -v.balance, {
          saleId,
          performedBy: a.userId,
          at,
          status: "refunded",
          note: `Refund ${refund.refund_number}`,
        });
      else await setVoucherStatus(tx, v, "refunded", at);

  await membershipEffects(tx, m, lines, at);

  const restock = lines.filter((l) => l.restock);
  if (restock.length) {
    const tracked = new Set(
      (
        await tx
          .select({ product_id: stockMovements.product_id })
          .from(stockMovements)
          .where(
            and(
              eq(stockMovements.merchant_id, m),
              eq(stockMovements.reference_type, "sale"),
              eq(stockMovements.reference_id, saleId),
            ),
          )
      ).map((r) => r.product_id),
    );
    await postStockMovements(
      tx,
      restock
        .filter((l) => tracked.has(l.item.item_id!))
        .map((l) => ({
          merchantId: m,
          productId: l.item.item_id!,
          locationId: sale.location_id,
          type: "sale_return" as const,
          quantityChange: l.amounts.quantity,
          unitCost: l.item.cost_snapshot ?? undefined,
          referenceType: "refund" as const,
          referenceId: refund.id,
          performedBy: a.userId,
          occurredAt: at,
        })),
    );
  }

  await reverseCommissionForRefund(
    tx,
    sale,
    refund.id,
    at,
    new Map(
      lines.map((l) => {
        const done = before.get(l.item.id) ?? ZERO;
        return [
          l.item.id,
          {
            line: l.item,
            before: { quantity: done.quantity, net_amount: done.net_amount },
            after: {
              quantity: done.quantity + l.amounts.quantity,
              net_amount: done.net_amount + l.amounts.net_amount,
            },
          },
        ];
      }),
    ),
  );
  return refund.id;
}

/** A refunded membership cancels the client membership; refunded covered sessions are given back. */
async function membershipEffects(
  tx: Tx,
  m: number,
  lines: {
    item: {
      id: number;
      item_type: string;
      client_membership_id: number | null;
    };
    amounts: RefundAmounts;
  }[],
  at: string,
) {
  const sold = lines.filter(
    (l) => l.item.item_type === "membership" && l.amounts.quantity > 0,
  );
  if (sold.length)
    await tx
      .update(clientMemberships)
      .set({ status: "cancelled", updated_at: at })
      .where(
        and(
          eq(clientMemberships.merchant_id, m),
          sql`${clientMemberships.sale_item_id} = any(${sql.param(sold.map((l) => l.item.id))}::bigint[])`,
        ),
      );
  for (const l of lines)
    if (l.item.client_membership_id !== null && l.amounts.quantity > 0)
      await tx
        .update(clientMemberships)
        .set({
          sessions_used: sql`greatest(${clientMemberships.sessions_used} - ${l.amounts.quantity}, 0)`,
          updated_at: at,
        })
        .where(
          and(
            eq(clientMemberships.merchant_id, m),
            eq(clientMemberships.id, l.item.client_membership_id),
          ),
        );
}
