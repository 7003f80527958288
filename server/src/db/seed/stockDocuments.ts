import { sql } from "drizzle-orm";
import { actorTime, type Actor } from "../../lib/actor.js";
import { enqueueMail } from "../../modules/outbox/enqueue.js";
import { insertDraft } from "../../modules/purchase-orders/drafts.js";
import { draftFromLowStock } from "../../modules/purchase-orders/lowStock.js";
import { linesOf } from "../../modules/purchase-orders/lines.js";
import {
  composeOrderEmail,
  recordOrderEmail,
} from "../../modules/purchase-orders/orderEmails.js";
import {
  cancelOrder,
  closeShort,
  markOrdered,
  receiveOrder,
} from "../../modules/purchase-orders/workflow.js";
import type { ReceiveBody } from "../../modules/purchase-orders/schemas.js";
import { at, type SeedContext } from "./context.js";
import { addDays } from "./dates.js";
import { seedStockTake, type Level } from "./stockTakes.js";

/**
 * Purchase orders and stock takes of the demo merchant (DOMAIN §6), written
 * through the purchase-order and stock-take modules after the opening
 * balances, in date order: 12 orders covering every status (2 drafts, one
 * of them from low stock; 2 ordered; 1 partially received; 4 received, one
 * with a confirmed over-receipt and one in two deliveries; 1 closed short;
 * 2 cancelled), each order that was placed e-mailed to its supplier,
 * 2 completed stock takes with variances and 1 in progress.
 * Receipts and variances only touch products well above their low-stock
 * level, so the products the opening balances left low or out stay so.
 */
export async function seedStockDocuments(ctx: SeedContext) {
  const { tx, merchantId } = ctx;
  const rng = ctx.rng.fork("stock-documents");
  const ids = async (q: ReturnType<typeof sql>) =>
    (await tx.execute<{ id: number }>(q)).rows.map((r) => Number(r.id));
  const [owner, manager] = await ids(sql`
    select id from users where merchant_id = ${merchantId}
      and (role = 2 or email = 'manager@example.com') order by role, id`);
  const [main, second] = await ids(
    sql`select id from locations where merchant_id = ${merchantId} order by id`,
  );
  const levels = await stockLevelsOf(ctx);
  const suppliers = [...new Set(levels.map((s) => s.supplier_id))].sort(
    (a, b) => a - b,
  );
  const supplier = (i: number) => suppliers[i % suppliers.length];

  /**
   * `n` products of a supplier at a location: `low` ones (at or under their
   * low-stock level; others when too few) for orders that post nothing, or
   * `safe` ones (3 or more above the level, then any above it) for receipts,
   * never a low or out-of-stock one, so the state the stock seed left lasts.
   */
  const pick = (
    i: number,
    location: number,
    n: number,
    kind: "safe" | "low",
  ) => {
    const mine = levels.filter(
      (s) => s.supplier_id === supplier(i) && s.location_id === location,
    );
    const [first, then] =
      kind === "low"
        ? [
            mine.filter((s) => s.on_hand <= s.low),
            mine.filter((s) => s.on_hand > s.low),
          ]
        : [
            mine.filter((s) => s.on_hand >= s.low + 3),
            mine.filter((s) => s.on_hand > s.low && s.on_hand < s.low + 3),
          ];
    const chosen = rng.sample(first, n);
    return [...chosen, ...then.slice(0, n - chosen.length)];
  };
  const actor = (days: number, time: string, userId = owner): Actor => ({
    merchantId,
    userId,
    at: at(ctx, days, time),
  });

  const draft = async (
    days: number,
    i: number,
    location: number,
    items: Level[],
    notes: string | null = null,
  ) =>
    (
      await insertDraft(tx, actor(days, "09:15"), {
        supplier_id: supplier(i),
        location_id: location,
        order_date: addDays(ctx.today, days),
        expected_date: addDays(ctx.today, days + 5),
        notes,
        shipping_cost: rng.pick([0, 0, 590, 890]),
        lines: [...new Map(items.map((s) => [s.id, s])).values()].map((s) => ({
          product_id: s.id,
          quantity_ordered: rng.int(2, 4) * 3,
        })),
      })
    ).id;
  let mailed = 0;
  /** Placed and e-mailed to the supplier, every other one with a note on top. */
  const ordered = async (...args: Parameters<typeof draft>) => {
    const id = await draft(...args);
    await markOrdered(tx, actor(args[0], "09:20"), id);
    const sender = { ...actor(args[0], "09:25"), role: 2 as const };
    const message =
      mailed++ % 2 === 0
        ? "Please confirm the delivery date. Thank you!"
        : undefined;
    const mail = await composeOrderEmail(tx, sender, id, { message });
    // Sent long ago: in the outbox's history, never sent again.
    const outboxId = await enqueueMail(tx, {
      merchantId,
      kind: "purchase_order",
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      createdBy: sender.userId,
      sentAt: actorTime(sender),
    });
    await recordOrderEmail(tx, sender, id, mail, message, "sent", outboxId);
    return id;
  };
  const receive = (days: number, id: number, body: ReceiveBody = {}) =>
    receiveOrder(tx, actor(days, "11:30", manager), id, {
      supplier_invoice_no: `INV-${rng.digits(6)}`,
      ...body,
    });
  /** Half of the first line, nothing of the others. */
  const firstLine = async (id: number) =>
    (await linesOf(tx, merchantId, id)).map((l, i) => ({
      line_id: l.id,
      quantity: i > 0 ? 0 : Math.ceil(l.quantity_ordered / 2),
    }));
  const topId = (column: "category_id" | "brand_id") =>
    ids(sql`select ${sql.identifier(column)} as id from products
      where merchant_id = ${merchantId} and track_stock and archived_at is null
        and ${sql.identifier(column)} is not null
      group by 1 order by count(*) desc, 1 limit 1`);

  for (const [days, i] of [
    [-110, 0],
    [-95, 1],
  ] as const)
    await receive(
      days + 6,
      await ordered(days, i, main, pick(i, main, 3, "safe")),
    );
  await seedStockTake(ctx, rng, actor(-75, "08:00", manager), {
    location_id: main,
    scope: "all",
    variances: 4,
  });
  const over = await ordered(-70, 2, main, pick(2, main, 2, "safe"));
  const overLines = await linesOf(tx, merchantId, over);
  await receive(-66, over, {
    lines: overLines.map((l, i) => ({
      line_id: l.id,
      quantity: l.quantity_ordered + (i === 0 ? 2 : 0),
    })),
    confirm_over_receipt: true,
  });
  const short = await ordered(-60, 3, second, pick(3, second, 3, "safe"));
  await receive(-55, short, { lines: await firstLine(short) });
  const twice = await ordered(-50, 0, second, pick(0, second, 2, "safe"));
  await receive(-45, twice, { lines: await firstLine(twice) });
  await closeShort(tx, actor(-40, "16:00"), short);
  await receive(-38, twice);
  const cancelled = await ordered(-35, 1, main, pick(1, main, 2, "low"));
  await seedStockTake(ctx, rng, actor(-30, "08:00", manager), {
    location_id: second,
    scope: "category",
    scope_ids: await topId("category_id"),
    variances: 3,
  });
  await cancelOrder(tx, actor(-28, "10:00"), cancelled);
  const dropped = await draft(-22, 2, second, pick(2, second, 2, "low"));
  await cancelOrder(tx, actor(-20, "10:00"), dropped);
  // Partly arrived: half of the well-stocked line came, the low one is outstanding.
  const part = await ordered(-14, 3, main, [
    ...pick(3, main, 1, "safe"),
    ...pick(3, main, 1, "low"),
  ]);
  await receive(-9, part, { lines: await firstLine(part) });
  await ordered(-6, 0, main, pick(0, main, 3, "low"));
  await ordered(-3, 1, second, pick(1, second, 2, "low"));
  // Drafts: one from low stock (the supplier with the most low products), one typed by hand.
  const lowest = suppliers
    .map((s) => ({
      s,
      n: levels.filter(
        (l) =>
          l.supplier_id === s && l.location_id === main && l.on_hand <= l.low,
      ).length,
    }))
    .sort((a, b) => b.n - a.n || a.s - b.s)[0];
  if (lowest?.n)
    await draftFromLowStock(tx, actor(-1, "17:30"), lowest.s, main);
  else await draft(-1, 2, main, pick(2, main, 2, "low"));
  await draft(
    0,
    3,
    second,
    pick(3, second, 2, "safe"),
    "Ask about the autumn promotion.",
  );
  await seedStockTake(ctx, rng, actor(-1, "18:00", manager), {
    location_id: main,
    scope: "brand",
    scope_ids: await topId("brand_id"),
    variances: 1,
    complete: false,
  });
}

/** Stock-tracked products with a supplier, at every location, with their level now. */
async function stockLevelsOf(ctx: SeedContext): Promise<Level[]> {
  const result = await ctx.tx.execute<Record<string, unknown>>(sql`
    select p.id, p.supplier_id, l.id as location_id,
           coalesce(s.on_hand, 0) as on_hand, coalesce(p.low_stock_level, 0) as low
    from products p join locations l on l.merchant_id = p.merchant_id
    left join stock_levels s on s.merchant_id = p.merchant_id
      and s.product_id = p.id and s.location_id = l.id
    where p.merchant_id = ${ctx.merchantId} and p.track_stock
      and p.archived_at is null and p.supplier_id is not null
    order by l.id, p.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    supplier_id: Number(r.supplier_id),
    location_id: Number(r.location_id),
    on_hand: Number(r.on_hand),
    low: Number(r.low),
  }));
}
