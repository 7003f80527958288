import { sql } from "drizzle-orm";
import type { Tx } from "../client.js";
import { HttpError } from "../../lib/httpErrors.js";
import { lockSale, type SaleActor } from "../../modules/sales/context.js";
import {
  itemsOfSale,
  settleSale,
  takePayments,
} from "../../modules/sales/payments.js";
import type { PaymentInput } from "../../modules/sales/schemas.js";
import { lockVouchersByCode } from "../../modules/sales/voucherLedger.js";
import type { Catalogue } from "./salesPlan.js";
import type { Rng } from "./random.js";

/** A voucher the demo sold and that is paid for: what a later sale may redeem. */
export interface HeldVoucher {
  code: string;
  balance: number;
  expiry: string;
  serviceIds: Set<number> | null;
}

/**
 * A module call that the module may refuse (a deal code used up, a
 * membership out of sessions, a voucher out of scope): run in a savepoint,
 * so a refusal after a first write leaves nothing behind; null when refused.
 */
export async function attempt<T>(
  tx: Tx,
  step: (sp: Tx) => Promise<T>,
): Promise<T | null> {
  try {
    return await tx.transaction((sp) => step(sp as Tx));
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}

type Item = Awaited<ReturnType<typeof itemsOfSale>>[number];

/** How a sale is paid (DOMAIN §6): card 70 %, cash 20 %, vouchers and other the rest; tips on about 30 %. */
function choosePayments(
  rng: Rng,
  cat: Catalogue,
  items: Item[],
  due: number,
  vouchers: HeldVoucher[],
  date: string,
  part: boolean,
  locationId: number,
): PaymentInput[] {
  if (part)
    return [
      {
        payment_type_id: cat.pay.card,
        amount: Math.max(1, Math.floor(due * 0.4)),
      },
    ];
  const how = rng.weighted([
    ["card", 70],
    ["cash", 20],
    ["voucher", 5],
    ["other", 5],
  ] as const);
  const offered = cat.tips.get(locationId) ?? [];
  const tipChoice =
    offered.length > 0 && rng.chance(0.3)
      ? { percent: rng.pick(offered) }
      : null;
  if (how === "voucher") {
    for (const v of vouchers) {
      if (v.balance <= 0 || v.expiry < date) continue;
      const covered = items
        .filter(
          (i) =>
            i.item_type === "service" &&
            (v.serviceIds === null || v.serviceIds.has(i.item_id ?? 0)),
        )
        .reduce((s, i) => s + i.total_amount, 0);
      const amount = Math.min(v.balance, covered, due);
      if (amount <= 0) continue;
      const rest = due - amount;
      return [
        {
          payment_type_id: cat.pay.voucher,
          amount,
          voucher_code: v.code,
        },
        ...(rest > 0 ? [{ payment_type_id: cat.pay.card, amount: rest }] : []),
      ];
    }
  }
  if (how === "cash")
    return [
      {
        payment_type_id: cat.pay.cash,
        amount: due,
        tip: tipChoice,
        // Notes handed over: enough for the amount and any tip offered (at most 25 %).
        tendered:
          Math.ceil((due * 1.25) / 1000) * 1000 + (rng.chance(0.3) ? 5000 : 0),
      },
    ];
  if (how === "other")
    return [{ payment_type_id: rng.pick(cat.pay.other), amount: due }];
  return [
    {
      payment_type_id: cat.pay.card,
      amount: due,
      tip: tipChoice,
    },
  ];
}

/**
 * Pays a sale the seed checked out, as `POST sales/:id/payments` does:
 * the sale locked, then the module's takePayments and settleSale. A voucher
 * payment goes through a savepoint and falls back to the card. Answers the
 * sale's items and the payment type used first (null when nothing was due).
 */
export async function paySale(
  tx: Tx,
  a: SaleActor,
  saleId: number,
  rng: Rng,
  cat: Catalogue,
  vouchers: HeldVoucher[],
  date: string,
  part = false,
): Promise<{ items: Item[]; paidWith: number | null }> {
  const sale = await lockSale(tx, a.merchantId, saleId);
  const items = await itemsOfSale(tx, a.merchantId, saleId);
  const due = sale.total - sale.amount_paid;
  if (due <= 0) return { items, paidWith: null };
  const wanted = choosePayments(
    rng,
    cat,
    items,
    due,
    vouchers,
    date,
    part,
    sale.location_id,
  );
  const pay = async (sp: Tx, inputs: PaymentInput[]) => {
    const codes = inputs.flatMap((p) =>
      p.voucher_code ? [p.voucher_code] : [],
    );
    const locked = await lockVouchersByCode(sp, a.merchantId, codes);
    const row = { ...sale };
    await takePayments(sp, a, row, items, inputs, locked);
    await settleSale(sp, a, row, items);
    return inputs;
  };
  const viaVoucher = wanted.find((p) => p.voucher_code);
  if (viaVoucher) {
    const done = await attempt(tx, (sp) => pay(sp, wanted));
    if (done) {
      const v = vouchers.find((x) => x.code === viaVoucher.voucher_code)!;
      v.balance -= viaVoucher.amount;
      return { items, paidWith: cat.pay.voucher };
    }
    wanted.splice(0, wanted.length, {
      payment_type_id: cat.pay.card,
      amount: due,
    });
  }
  await pay(tx, wanted);
  return { items, paidWith: wanted[0].payment_type_id };
}

/** The vouchers a sale issued, by their codes (read after checkout). */
export async function vouchersOfSale(
  tx: Tx,
  merchantId: number,
  saleId: number,
) {
  const { rows } = await tx.execute<{
    code: string;
    original_value: number;
    expiry_date: string;
    voucher_type_id: number | null;
  }>(
    sql`select v.code, v.original_value::int, v.expiry_date::text, v.voucher_type_id::int
        from vouchers v join sale_items i on i.merchant_id = v.merchant_id and i.id = v.sale_item_id
        where v.merchant_id = ${merchantId} and i.sale_id = ${saleId} order by v.id`,
  );
  return rows;
}
