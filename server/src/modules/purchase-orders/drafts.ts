import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { locations, purchaseOrders, suppliers } from "../../db/schema/index.js";
import { nextDocumentNumber } from "../../lib/documentNumbers.js";
import { invalid } from "../../lib/httpErrors.js";
import { orderTotals, productInfo, resolveLines, saveLines } from "./lines.js";
import type { LineInput } from "./schemas.js";
import type { Actor } from "../../lib/actor.js";

export interface DraftInput {
  supplier_id: number;
  location_id: number;
  order_date?: string;
  expected_date?: string | null;
  notes?: string | null;
  reference?: string | null;
  shipping_cost?: number;
  lines: LineInput[];
}

/** Today's date at a location (its timezone). */
export async function todayAt(tx: Tx, merchantId: number, locationId: number) {
  const result = await tx.execute<{ d: string }>(sql`
    select (now() at time zone timezone)::date::text as d
    from locations where merchant_id = ${merchantId} and id = ${locationId}`);
  return result.rows[0]?.d ?? new Date().toISOString().slice(0, 10);
}

/**
 * A new draft order with its number, lines and totals, as the create route
 * makes one (hooks in index.ts): for "from low stock" and the demo seed.
 */
export async function insertDraft(tx: Tx, a: Actor, input: DraftInput) {
  const info = await productInfo(
    tx,
    a.merchantId,
    input.location_id,
    input.lines.map((l) => l.product_id),
  );
  const lines = resolveLines(input.lines, info, new Map());
  const { lines: _lines, ...header } = input;
  const [order] = await tx
    .insert(purchaseOrders)
    .values({
      ...header,
      ...orderTotals(lines, input.shipping_cost ?? 0),
      merchant_id: a.merchantId,
      po_number: await nextDocumentNumber(tx, a.merchantId, "purchase_order"),
      status: "draft",
      order_date:
        input.order_date ??
        (await todayAt(tx, a.merchantId, input.location_id)),
      created_by: a.userId,
      ...(a.at ? { created_at: a.at, updated_at: a.at } : {}),
    })
    .returning();
  await saveLines(tx, a.merchantId, order.id, lines);
  return order;
}

/**
 * A draft for one supplier and delivery location with every stock-tracked,
 * active product of that supplier whose on hand there is at or under its
 * low-stock level; quantity = its reorder quantity, or what brings it back
 * above the level when it has none. 422 when there is no such product.
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
  const low = await tx.execute<{ id: number; quantity: number }>(sql`
    select p.id,
           coalesce(p.reorder_quantity,
                    greatest(p.low_stock_level - coalesce(s.on_hand, 0) + 1, 1)) as quantity
    from products p
    left join stock_levels s
      on s.merchant_id = p.merchant_id and s.product_id = p.id and s.location_id = ${locationId}
    where p.merchant_id = ${a.merchantId} and p.supplier_id = ${supplierId}
      and p.track_stock and p.archived_at is null and p.low_stock_level is not null
      and coalesce(s.on_hand, 0) <= p.low_stock_level
    order by p.name, p.id`);
  if (!low.rows.length)
    throw invalid({
      supplier_id: `No product of ${supplier!.name} is at or under its low-stock level at ${location!.name}.`,
    });
  return insertDraft(tx, a, {
    supplier_id: supplierId,
    location_id: locationId,
    lines: low.rows.map((r) => ({
      product_id: Number(r.id),
      quantity_ordered: Number(r.quantity),
    })),
  });
}
