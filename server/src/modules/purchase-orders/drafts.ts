import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { purchaseOrders } from "../../db/schema/index.js";
import { nextDocumentNumber } from "../../lib/documentNumbers.js";
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

/** The date at a location (its timezone) now, or at the instant `at`. */
export async function todayAt(
  tx: Tx,
  merchantId: number,
  locationId: number,
  at?: string,
) {
  const instant = at ? sql`${at}::timestamptz` : sql`now()`;
  const result = await tx.execute<{ d: string }>(sql`
    select (${instant} at time zone timezone)::date::text as d
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
        (await todayAt(tx, a.merchantId, input.location_id, a.at)),
      created_by: a.userId,
      ...(a.at ? { created_at: a.at, updated_at: a.at } : {}),
    })
    .returning();
  await saveLines(tx, a.merchantId, order.id, lines, a.at);
  return order;
}
