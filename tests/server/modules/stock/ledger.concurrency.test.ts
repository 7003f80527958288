import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stockLevels, stockMovements } from "../../../../server/src/db/schema";
import {
  checkStockLedger,
  postStockMovement,
  type StockMovementInput,
} from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant } from "../../support/builders";
import { createStockProduct, StockModel } from "../../support/stock";

/**
 * 20 receipts and adjustments of one product at one location, each in its
 * own transaction on its own connection, all at once: the level row lock
 * serialises them, so none is lost and the average follows the order in
 * which they committed (the movement ids).
 */
let t: TestApp;
let merchantId: number;
let locationId: number;

beforeAll(async () => {
  t = await buildTestApp({ PG_POOL_MAX: 22 });
  const m = await createMerchant(t.app);
  merchantId = m.merchant.id;
  locationId = m.fixtures.location;
});

describe("concurrent movements on one product", () => {
  it("end with the exact quantity and value", async () => {
    const product = await createStockProduct(t.app, merchantId);
    const base = { merchantId, productId: product.id, locationId };
    await t.app.db.transaction((tx) =>
      postStockMovement(tx, {
        ...base,
        type: "opening_balance",
        quantityChange: 40,
        unitCost: 500,
      }),
    );
    const moves: StockMovementInput[] = Array.from({ length: 20 }, (_, i) =>
      i % 2 === 0
        ? {
            ...base,
            type: "purchase_received",
            quantityChange: 3 + i,
            unitCost: 400 + 37 * i,
          }
        : {
            ...base,
            type: i % 4 === 1 ? "adjust_decrease" : "adjust_increase",
            quantityChange: i % 4 === 1 ? -(1 + (i % 3)) : 2,
            reasonText: "Concurrency test",
          },
    );
    // Each transaction holds its connection until all have started, so the
    // twenty really run at the same time.
    let started = 0;
    let release!: () => void;
    const allStarted = new Promise<void>((r) => (release = r));
    await Promise.all(
      moves.map((m) =>
        t.app.db.transaction(async (tx) => {
          await tx.execute("select 1");
          if (++started === moves.length) release();
          await allStarted;
          return postStockMovement(tx, m);
        }),
      ),
    );

    const moved = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, product.id))
      .orderBy(asc(stockMovements.id));
    expect(moved).toHaveLength(21);
    const total = moves.reduce((s, m) => s + m.quantityChange, 40);
    // Replay in commit order with the reference model.
    const model = new StockModel();
    for (const m of moved) {
      const { unitCost, avgAfter } = model.apply(
        m.quantity_change,
        m.quantity_change > 0 && m.type !== "adjust_increase"
          ? m.unit_cost
          : undefined,
      );
      expect(m.unit_cost).toBe(unitCost);
      expect(m.avg_cost_after).toBe(avgAfter);
      expect(m.quantity_after).toBe(model.onHand);
    }
    const [level] = await t.app.db
      .select()
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.product_id, product.id),
          eq(stockLevels.location_id, locationId),
        ),
      );
    expect(level!.on_hand).toBe(total);
    expect(model.onHand).toBe(total);
    expect(level!.on_hand * level!.avg_cost).toBe(model.onHand * model.avg);
    expect(await checkStockLedger(t.app.db, merchantId)).toEqual([]);
  });
});
