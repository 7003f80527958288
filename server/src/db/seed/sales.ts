import { sql } from "drizzle-orm";
import type { Db } from "../client.js";
import { checkoutSale } from "../../modules/sales/checkout.js";
import type { SaleActor } from "../../modules/sales/context.js";
import { refundSale } from "../../modules/sales/refunds.js";
import { voidSale } from "../../modules/sales/void.js";
import { expireDueVouchers } from "../../modules/sales/voucherLedger.js";
import type { SeedContext } from "./context.js";
import { localDate } from "./dates.js";
import { itemsFor, type HeldMembership } from "./salesItems.js";
import {
  attempt,
  paySale,
  vouchersOfSale,
  type HeldVoucher,
} from "./salesPay.js";
import { loadCatalogue, planSales } from "./salesPlan.js";

const DAY = 86_400_000;
const MINUTE = 60_000;

/**
 * Sales of the demo (DOMAIN §6, issue 22), all through the sales module:
 * checkout (checkoutSale), payments (takePayments and settleSale, as the
 * payments route), refunds (refundSale) and voids (voidSale), each dated
 * by the actor's `at` and drawn from the seed's random source (voucher
 * codes too). One sale per completed appointment plus product-only, voucher
 * and membership sales; card, cash, vouchers and other payments with tips;
 * some paid a day later, 10 left unpaid or part paid, about 2 % refunded
 * (some restocked), 5 voided, the active promotion code and memberships
 * used, about 80 vouchers ending in every status.
 */
export async function seedSales(ctx: SeedContext) {
  const rng = ctx.rng.fork("sales");
  const codes = ctx.rng.fork("voucher-codes");
  const cat = await loadCatalogue(ctx);
  const events = await planSales(ctx, rng, cat);
  const anchor = ctx.anchor.getTime();
  const m = ctx.merchantId;
  const actor = (t: number): SaleActor => ({
    merchantId: m,
    userId: cat.ownerId,
    at: new Date(Math.min(t, anchor)).toISOString(),
    random: () => codes.float(),
  });
  const dateOf = (t: number) => localDate(new Date(t), ctx.timeZone);

  // (Not visits of members: a membership session can leave nothing to pay.)
  const members = new Set(
    events.flatMap((e) => (e.kind === "membership" ? [e.clientId] : [])),
  );
  const recent = events.flatMap((e, i) =>
    e.kind === "visit" && e.at > anchor - 14 * DAY && !members.has(e.clientId)
      ? [i]
      : [],
  );
  // Eight of the last fortnight's visits stay unpaid or part paid (two voucher sales too: 10).
  const picked = rng.sample(recent, 12);
  const open = new Map(
    picked.slice(0, 8).map((i, k) => [i, k < 4 ? "unpaid" : "part"]),
  );
  // Four visits are voided (entered on the wrong client), and one voucher sale.
  const voidVisits = new Set(picked.slice(8));
  const vouchers: HeldVoucher[] = [];
  const held = new Map<number, HeldMembership[]>();
  const glowUsed = new Set<number>();
  let memberships = 0;
  let voids = 0;
  let restocks = 0;
  let voidsOwed = 0;
  let voucherSales = 0;
  let voucherRefunds = 0;

  for (const [index, e] of events.entries()) {
    const a = actor(e.at);
    const date = dateOf(e.at);
    const items = itemsFor(
      e,
      cat,
      rng,
      held.get(e.clientId ?? 0) ?? [],
      date,
      e.at < anchor - 185 * DAY,
    );
    if (!items.length || (e.kind === "membership" && memberships >= 40))
      continue;
    if (
      e.kind === "visit" &&
      e.clientId &&
      memberships < 40 &&
      rng.chance(0.03)
    ) {
      const ms = cat.memberships.find(
        (x) =>
          x.locationIds.has(e.locationId) &&
          e.lines.some((l) => x.serviceIds?.has(l.service_id)),
      );
      if (ms && !held.has(e.clientId))
        items.push({ item_type: "membership", item_id: ms.id });
    }
    const glow =
      e.kind === "visit" &&
      e.clientId !== null &&
      !glowUsed.has(e.clientId) &&
      e.at >= cat.glow.from &&
      e.at <= cat.glow.to &&
      e.lines.some((l) => cat.glow.serviceIds.has(l.service_id)) &&
      rng.chance(0.4);
    const body = {
      location_id: e.locationId,
      client_id: e.clientId,
      appointment_id: e.kind === "visit" ? e.apptId : null,
      deal_code: glow ? "GLOW15" : null,
      items,
    };
    const risky = glow || items.some((i) => i.discount);
    let sale = risky
      ? await attempt(ctx.tx, (sp) => checkoutSale(sp, a, body))
      : await checkoutSale(ctx.tx, a, body);
    if (!sale) {
      const plain = items.map(({ discount: _d, ...i }) => i);
      sale = await checkoutSale(ctx.tx, a, {
        ...body,
        deal_code: null,
        items: plain,
      });
    } else {
      if (glow && e.clientId) glowUsed.add(e.clientId);
      for (const i of items)
        if (i.discount?.kind === "membership")
          for (const h of held.get(e.clientId ?? 0) ?? [])
            if (h.id === i.discount.client_membership_id && h.sessionsLeft)
              h.sessionsLeft -= 1;
    }
    const voucherSale = e.kind === "voucher";
    if (voucherSale) voucherSales += 1;

    const state = open.get(index);
    if (state === "unpaid") continue;
    // Two vouchers stay unpaid: sold, not yet paid for.
    if (voucherSale && (voucherSales === 37 || voucherSales === 61)) continue;
    const later = !state && e.at + DAY < anchor && rng.chance(0.04);
    const paidAt = later ? e.at + DAY + rng.int(-120, 120) * MINUTE : e.at;
    const { items: sold, paidWith } = await paySale(
      ctx.tx,
      actor(paidAt),
      sale.saleId,
      rng,
      cat,
      vouchers,
      dateOf(paidAt),
      state === "part",
    );
    if (state) continue;

    for (const v of await (voucherSale
      ? vouchersOfSale(ctx.tx, m, sale.saleId)
      : Promise.resolve([])))
      vouchers.push({
        code: v.code,
        balance: v.original_value,
        expiry: v.expiry_date,
        serviceIds:
          cat.voucherTypes.find((t) => t.id === v.voucher_type_id)
            ?.serviceIds ?? null,
      });
    if (sold.some((i) => i.item_type === "membership") && e.clientId) {
      const { rows } = await ctx.tx.execute<{
        id: number;
        expiry_date: string;
        sessions_total: number | null;
        membership_id: number;
      }>(
        sql`select id::int, expiry_date::text, sessions_total, membership_id::int from client_memberships
            where merchant_id = ${m} and client_id = ${e.clientId} and status = 'active'`,
      );
      held.set(
        e.clientId,
        rows.map((r) => {
          const ms = cat.memberships.find((x) => x.id === r.membership_id)!;
          return {
            id: r.id,
            expiry: r.expiry_date,
            sessionsLeft: r.sessions_total,
            serviceIds: ms.serviceIds,
            locationIds: ms.locationIds,
          };
        }),
      );
      memberships += sold.filter((i) => i.item_type === "membership").length;
    }

    // Five voids (one of a voucher sale), about 2 % refunds (two of vouchers).
    const after = actor(paidAt + rng.int(20, 4 * 24 * 60) * MINUTE);
    // A chosen visit paid by voucher or selling a membership passes its void on to the next one.
    if (voidVisits.has(index)) voidsOwed += 1;
    const canVoid =
      paidWith !== cat.pay.voucher &&
      !sold.some((i) => i.item_type === "membership");
    if (
      canVoid &&
      voids < 5 &&
      ((voucherSale && voucherSales === 30) || (!voucherSale && voidsOwed > 0))
    ) {
      await voidSale(ctx.tx, after, sale.saleId, "Entered on the wrong client");
      voids += 1;
      if (!voucherSale) voidsOwed -= 1;
      if (voucherSale) vouchers.splice(-sold[0].quantity);
      continue;
    }
    const refundVoucher =
      voucherSale && voucherRefunds < 2 && voucherSales % 20 === 5;
    if (
      paidWith !== null &&
      paidWith !== cat.pay.voucher &&
      (refundVoucher ||
        (!voucherSale && rng.chance(e.kind === "products" ? 0.05 : 0.015)))
    ) {
      const item =
        sold.find((i) => i.item_type === "product") ??
        sold.find((i) => i.total_amount > 0 && i.item_type !== "membership");
      if (!item || item.total_amount === 0) continue;
      await refundSale(ctx.tx, after, sale.saleId, {
        reason:
          item.item_type === "product"
            ? "Product returned unopened"
            : "Client unhappy with the result",
        items: [
          {
            sale_item_id: item.id,
            quantity: item.quantity,
            // Unopened products go back on the shelf (the first always).
            restock:
              item.item_type === "product" &&
              (restocks++ === 0 || rng.chance(0.6)),
          },
        ],
        payments: [{ payment_type_id: paidWith, amount: item.total_amount }],
      });
      if (refundVoucher) {
        voucherRefunds += 1;
        vouchers.pop();
      }
    }
  }
  // Vouchers past their expiry lose what is left (the nightly job, run at "now").
  await expireDueVouchers(ctx.tx as unknown as Db, m, ctx.anchor.toISOString());
}
