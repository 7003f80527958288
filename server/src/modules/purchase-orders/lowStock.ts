import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { locations, suppliers } from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import type { Actor } from "../../lib/actor.js";
import { insertDraft } from "./drafts.js";
import { QUANTITY_MAX } from "../../lib/schemas.js";

/** A low product the draft leaves out, and why. */
export interface LeftOut {
  product_id: number;
  product_name: string;
  on_hand: number;
  /** Units still outstanding on ordered / partially received orders. */
  on_order: number;
  /** `on_order`: what is already on order covers the shortfall. */
  reason: "on_order";
}

export interface Candidate {
  id: number;
  name: string;
  on_hand: number;
  on_order: number;
  /** What the order would be without any open order. */
  shortfall: number;
  low_stock_level: number;
}

/**
 * Every stock-tracked, active product of the supplier at or under its
 * low-stock level at the location, with its on hand, the units still
 * outstanding on open orders (ordered or partially received, any supplier)
 * for that location, and its shortfall: its reorder quantity, or what brings
 * it back above the level when it has none.
 */
async function lowProducts(
  tx: Tx,
  merchantId: number,
  supplierId: number,
  locationId: number,
): Promise<Candidate[]> {
  const result = await tx.execute<Record<string, string | number>>(sql`
    with open_qty as (
      select l.product_id,
             sum(greatest(l.quantity_ordered - l.quantity_received, 0)) as qty
      from purchase_order_lines l
      join purchase_orders o
        on o.merchant_id = l.merchant_id and o.id = l.purchase_order_id
      where l.merchant_id = ${merchantId} and o.location_id = ${locationId}
        and o.status in ('ordered', 'partially_received')
      group by l.product_id
    )
    select p.id, p.name, p.low_stock_level,
           coalesce(s.on_hand, 0) as on_hand,
           coalesce(q.qty, 0) as on_order,
           coalesce(p.reorder_quantity,
                    greatest(p.low_stock_level - coalesce(s.on_hand, 0) + 1, 1)) as shortfall
    from products p
    left join stock_levels s
      on s.merchant_id = p.merchant_id and s.product_id = p.id and s.location_id = ${locationId}
    left join open_qty q on q.product_id = p.id
    where p.merchant_id = ${merchantId} and p.supplier_id = ${supplierId}
      and p.track_stock and p.archived_at is null and p.low_stock_level is not null
      and coalesce(s.on_hand, 0) <= p.low_stock_level
    order by p.name, p.id`);
  return result.rows.map((r) => ({
    id: Number(r.id),
    name: String(r.name),
    on_hand: Number(r.on_hand),
    on_order: Number(r.on_order),
    shortfall: Number(r.shortfall),
    low_stock_level: Number(r.low_stock_level),
  }));
}

/**
 * What to order of each low product once open orders are counted: the
 * reorder target is on hand + shortfall, so the remaining quantity is
 * target − on hand − on order. A product is covered (left out) when that is
 * nothing, or when what is on order already brings it back above its level.
 */
export function planLowStockOrder(candidates: Candidate[]) {
  const lines: { product_id: number; quantity_ordered: number }[] = [];
  const leftOut: LeftOut[] = [];
  for (const c of candidates) {
    const remaining = c.shortfall - c.on_order;
    if (remaining <= 0 || c.on_hand + c.on_order > c.low_stock_level)
      leftOut.push({
        product_id: c.id,
        product_name: c.name,
        on_hand: c.on_hand,
        on_order: c.on_order,
        reason: "on_order",
      });
    // A line takes at most QUANTITY_MAX units (db/schema/bounds.ts).
    else
      lines.push({
        product_id: c.id,
        quantity_ordered: Math.min(remaining, QUANTITY_MAX),
      });
  }
  return { lines, leftOut };
}

/**
 * A draft for one supplier and delivery location with every stock-tracked,
 * active product of that supplier whose on hand there is at or under its
 * low-stock level, less what is already on order (see planLowStockOrder);
 * with the products it left out. 422 when there is nothing to order.
 */
export async function draftFromLowStock(
  tx: Tx,
  a: Actor,
  supplierId: number,
  locationId: number,
) {
  const [supplier] = await tx
    .select({ name: suppliers.name })
    .from(suppliers)
    .where(
      and(
        eq(suppliers.merchant_id, a.merchantId),
        eq(suppliers.id, supplierId),
      ),
    );
  const [location] = await tx
    .select({ name: locations.name })
    .from(locations)
    .where(
      and(
        eq(locations.merchant_id, a.merchantId),
        eq(locations.id, locationId),
      ),
    );
  const errors: Record<string, string> = {};
  if (!supplier) errors.supplier_id = "The selected record does not exist.";
  if (!location) errors.location_id = "The selected record does not exist.";
  if (Object.keys(errors).length) throw invalid(errors);
  const candidates = await lowProducts(
    tx,
    a.merchantId,
    supplierId,
    locationId,
  );
  if (!candidates.length)
    throw invalid({
      supplier_id: `No product of ${supplier!.name} is at or under its low-stock level at ${location!.name}.`,
    });
  const { lines, leftOut } = planLowStockOrder(candidates);
  if (!lines.length)
    throw invalid({
      supplier_id: `Every product of ${supplier!.name} at or under its low-stock level at ${location!.name} is already on order: ${leftOut
        .map((l) => `${l.product_name} (${l.on_order} on order)`)
        .join(", ")}.`,
    });
  const order = await insertDraft(tx, a, {
    supplier_id: supplierId,
    location_id: locationId,
    lines,
  });
  return { order, leftOut };
}
