import { and, eq } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { purchaseOrderLines, purchaseOrders } from "../../db/schema/index.js";
import { conflict, invalid } from "../../lib/httpErrors.js";
import { lockOwnedRow } from "../../lib/rowLocks.js";
import { actorTime, type Actor } from "../../lib/actor.js";
import { grouped, QUANTITY_MAX } from "../../lib/schemas.js";
import { postStockMovements } from "../stock/ledger.js";
import { linesOf } from "./lines.js";
import { requireStatus } from "./rules.js";
import type { ReceiveBody } from "./schemas.js";

type Order = typeof purchaseOrders.$inferSelect;

/** The order, locked for the rest of the transaction (lib/rowLocks.ts): transitions of one order run one at a time. */
export const lockOrder = (tx: Tx, merchantId: number, id: number) =>
  lockOwnedRow(tx, purchaseOrders, merchantId, id);

async function setOrder(
  tx: Tx,
  a: Actor,
  order: Order,
  values: Partial<Order> | Record<string, unknown>,
) {
  await tx
    .update(purchaseOrders)
    .set({ ...values, updated_at: actorTime(a) })
    .where(
      and(
        eq(purchaseOrders.merchant_id, order.merchant_id),
        eq(purchaseOrders.id, order.id),
      ),
    );
}

/** draft → ordered: the lines are locked from now on. */
export async function markOrdered(tx: Tx, a: Actor, id: number) {
  const order = await lockOrder(tx, a.merchantId, id);
  requireStatus(order, ["draft"], "marked as ordered");
  if (!(await linesOf(tx, a.merchantId, id)).length)
    throw invalid({ lines: "Add at least one line before ordering." });
  await setOrder(tx, a, order, { status: "ordered", ordered_at: actorTime(a) });
}

/** draft or ordered → cancelled; nothing was received, so nothing is posted. */
export async function cancelOrder(tx: Tx, a: Actor, id: number) {
  const order = await lockOrder(tx, a.merchantId, id);
  requireStatus(order, ["draft", "ordered"], "cancelled", {
    partially_received: "Close it short instead: what arrived stays in stock.",
  });
  await setOrder(tx, a, order, { status: "cancelled" });
}

/** partially received → received, dropping what is outstanding (closed short). */
export async function closeShort(tx: Tx, a: Actor, id: number) {
  const order = await lockOrder(tx, a.merchantId, id);
  requireStatus(order, ["partially_received"], "closed short", {
    ordered: "Nothing has arrived yet: cancel it instead.",
  });
  await setOrder(tx, a, order, { status: "received", closed_short: true });
}

/**
 * A delivery (DOMAIN §3.13 step 3): each line with a quantity > 0 posts one
 * `purchase_received` movement at the line's unit cost and adds to its
 * quantity received. Lines not listed receive nothing; without `lines`,
 * everything outstanding arrives. More than ordered needs
 * `confirm_over_receipt` (else 409, code `over_receipt`). The order row is
 * locked first, so two receipts of one order apply one after the other and
 * the second sees what the first received.
 */
export async function receiveOrder(
  tx: Tx,
  a: Actor,
  id: number,
  body: ReceiveBody,
) {
  const order = await lockOrder(tx, a.merchantId, id);
  requireStatus(order, ["ordered", "partially_received"], "received", {
    draft: "Mark it as ordered first.",
    received: "Everything has been received.",
  });
  const lines = await linesOf(tx, a.merchantId, id);
  const byId = new Map(lines.map((l) => [l.id, l]));
  const wanted =
    body.lines ??
    lines.map((l) => ({
      line_id: l.id,
      quantity: Math.max(0, l.quantity_ordered - l.quantity_received),
    }));
  const errors: Record<string, string> = {};
  const seen = new Set<number>();
  wanted.forEach((w, i) => {
    if (!byId.has(w.line_id))
      errors[`lines.${i}.line_id`] = "This line is not on this order.";
    else if (seen.has(w.line_id))
      errors[`lines.${i}.line_id`] = "This line is listed twice.";
    seen.add(w.line_id);
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const arriving = wanted.filter((w) => w.quantity > 0);
  if (!arriving.length)
    throw invalid({
      lines: "Enter the quantity that arrived for at least one line.",
    });
  arriving.forEach((w) => {
    const l = byId.get(w.line_id)!;
    if (l.quantity_received + w.quantity > QUANTITY_MAX)
      errors[`lines.${wanted.indexOf(w)}.quantity`] =
        `Line ${lines.indexOf(l) + 1} would have ${grouped(l.quantity_received + w.quantity)} units received; a line takes at most ${grouped(QUANTITY_MAX)}.`;
  });
  if (Object.keys(errors).length) throw invalid(errors);
  const over = arriving.filter((w) => {
    const l = byId.get(w.line_id)!;
    return l.quantity_received + w.quantity > l.quantity_ordered;
  });
  if (over.length && !body.confirm_over_receipt) {
    const l = byId.get(over[0].line_id)!;
    throw conflict(
      `Receiving ${over[0].quantity} on line ${lines.indexOf(l) + 1} of ${order.po_number} would bring it to ${l.quantity_received + over[0].quantity}, more than the ${l.quantity_ordered} ordered${over.length > 1 ? ` (and ${over.length - 1} more line(s) over)` : ""}. Confirm to receive more than ordered.`,
      "over_receipt",
    );
  }
  // One batch: the ledger locks the levels in key order, so receipts of
  // orders sharing products cannot deadlock.
  await postStockMovements(
    tx,
    arriving.map((w) => {
      const l = byId.get(w.line_id)!;
      return {
        merchantId: a.merchantId,
        productId: l.product_id,
        locationId: order.location_id,
        type: "purchase_received" as const,
        quantityChange: w.quantity,
        unitCost: l.unit_cost,
        referenceType: "purchase_order" as const,
        referenceId: order.id,
        performedBy: a.userId,
        occurredAt: a.at,
      };
    }),
  );
  for (const w of arriving) {
    const l = byId.get(w.line_id)!;
    l.quantity_received += w.quantity;
    await tx
      .update(purchaseOrderLines)
      .set({ quantity_received: l.quantity_received, updated_at: actorTime(a) })
      .where(
        and(
          eq(purchaseOrderLines.merchant_id, a.merchantId),
          eq(purchaseOrderLines.id, l.id),
        ),
      );
  }
  const complete = lines.every(
    (l) => l.quantity_received >= l.quantity_ordered,
  );
  await setOrder(tx, a, order, {
    status: complete ? "received" : "partially_received",
    received_at: actorTime(a),
    received_by: a.userId,
    ...(body.supplier_invoice_no !== undefined
      ? { supplier_invoice_no: body.supplier_invoice_no }
      : {}),
  });
}
