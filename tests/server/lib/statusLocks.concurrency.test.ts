import { describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { purchaseOrderLines } from "../../../server/src/db/schema";
import { postStockMovement } from "../../../server/src/modules/stock/ledger";
import { inventorySuite } from "../support/inventory";
import type { Json } from "../support/resourceHelpers";
import { createStockProduct } from "../support/stock";

/**
 * A status change and the generic PUT or DELETE of the same document, at
 * once, against the real server and database. The generic writes lock the
 * row before any hook reads its status (lib/crudShared.ts lockOwned), so
 * each write either commits before the transition, or sees the new status
 * and is refused (409): never a change of what the transition has fixed.
 */
const suite = inventorySuite({ PG_POOL_MAX: 20 });
const { api, onHand, setup } = suite;
type Res = Awaited<ReturnType<typeof api>>;

const ROUNDS = 3;
const WRITERS = 8;

/** Every answer is 200 or a 409 naming the status. */
function expectOkOr409(answers: Res[], status: RegExp) {
  for (const a of answers) {
    expect([200, 409], a.body).toContain(a.statusCode);
    if (a.statusCode === 409) expect(a.json().message).toMatch(status);
  }
}

describe("a stock take completed while counts are saved", () => {
  it("posts exactly the counts it stores: a save after completion is refused (409)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const p = await createStockProduct(setup.t.app, setup.merchantId);
      await setup.t.app.db.transaction((tx) =>
        postStockMovement(tx, {
          merchantId: setup.merchantId,
          productId: p.id,
          locationId: setup.fx.location,
          type: "opening_balance",
          quantityChange: 10,
          unitCost: 300,
        }),
      );
      const started = await api("POST", "stock-takes", {
        location_id: setup.fx.location,
        scope: "selected",
        scope_ids: [p.id],
      });
      expect(started.statusCode, started.body).toBe(201);
      const take = started.json() as Json & {
        id: number;
        lines: { id: number }[];
      };
      const line = take.lines[0].id;
      await api("PUT", `stock-takes/${take.id}`, {
        lines: [{ id: line, counted_qty: 6 }],
      });

      const [completed, ...saves] = await Promise.all([
        api("POST", `stock-takes/${take.id}/complete`, {}),
        ...Array.from({ length: WRITERS }, (_, i) =>
          api("PUT", `stock-takes/${take.id}`, {
            lines: [{ id: line, counted_qty: 11 + i }],
          }),
        ),
      ]);
      expect(completed.statusCode, completed.body).toBe(200);
      expectOkOr409(saves, /^ST-\d{6} is completed/);
      // A save that went through did so while the take was in progress.
      for (const s of saves.filter((s) => s.statusCode === 200))
        expect(s.json().status).toBe("in_progress");

      const stored = (await api("GET", `stock-takes/${take.id}`)).json() as {
        status: string;
        lines: { counted_qty: number; difference: number }[];
      };
      expect(stored.status).toBe("completed");
      const posted = await suite.movementsOf("stock_take", take.id);
      const postedTotal = posted.reduce((s, m) => s + m.quantity_change, 0);
      expect(postedTotal).toBe(stored.lines[0].difference);
      expect(await onHand(p.id)).toBe(stored.lines[0].counted_qty);
    }
  });
});

describe("a purchase order marked as ordered while it is edited or deleted", () => {
  const draft = async () => {
    const p = await createStockProduct(setup.t.app, setup.merchantId, {
      supplier_id: setup.fx.supplier,
    });
    const res = await api("POST", "purchase-orders", {
      supplier_id: setup.fx.supplier,
      location_id: setup.fx.location,
      lines: [{ product_id: p.id, quantity_ordered: 1 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    return { p, order: res.json() as Json & { id: number } };
  };

  it("keeps the lines it was ordered with: a rewrite after ordering is refused (409)", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { p, order } = await draft();
      const [ordered, ...edits] = await Promise.all([
        api("POST", `purchase-orders/${order.id}/order`),
        ...Array.from({ length: WRITERS }, (_, i) =>
          api("PUT", `purchase-orders/${order.id}`, {
            lines: [{ product_id: p.id, quantity_ordered: 2 + i }],
          }),
        ),
      ]);
      expect(ordered.statusCode, ordered.body).toBe(200);
      expectOkOr409(edits, /is ordered: its lines can no longer be edited/);
      // An edit that went through did so while the order was a draft.
      for (const e of edits.filter((e) => e.statusCode === 200))
        expect(e.json().status).toBe("draft");
      // The lines stored are the ones the order answer showed when it was ordered.
      const lines = await setup.t.app.db
        .select()
        .from(purchaseOrderLines)
        .where(
          and(
            eq(purchaseOrderLines.merchant_id, setup.merchantId),
            eq(purchaseOrderLines.purchase_order_id, order.id),
          ),
        );
      expect(lines.map((l) => [l.product_id, l.quantity_ordered])).toEqual(
        (
          ordered.json() as {
            lines: { product_id: number; quantity_ordered: number }[];
          }
        ).lines.map((l) => [l.product_id, l.quantity_ordered]),
      );
    }
  });

  it("is either deleted as a draft or ordered, never both", async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const orders = await Promise.all(
        Array.from({ length: 4 }, () => draft()),
      );
      const answers = await Promise.all(
        orders.flatMap(({ order }) => [
          api("POST", `purchase-orders/${order.id}/order`),
          api("DELETE", `purchase-orders/${order.id}`),
        ]),
      );
      for (let i = 0; i < orders.length; i++) {
        const [ordered, deleted] = answers.slice(2 * i, 2 * i + 2);
        const now = await api("GET", `purchase-orders/${orders[i].order.id}`);
        if (deleted.statusCode === 200) {
          // Deleted while still a draft: the order found nothing (404).
          expect(deleted.json().status).toBe("draft");
          expect(ordered.statusCode, ordered.body).toBe(404);
          expect(now.statusCode).toBe(404);
        } else {
          expect(ordered.statusCode, ordered.body).toBe(200);
          expect(deleted.statusCode, deleted.body).toBe(409);
          expect(deleted.json().message).toMatch(
            /is ordered: only a draft order can be deleted/,
          );
          expect(now.json().status).toBe("ordered");
        }
      }
    }
  });
});
