import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { products, stockMovements } from "../../../../server/src/db/schema";
import { postStockMovement } from "../../../../server/src/modules/stock/ledger";
import { inventorySuite } from "../../support/inventory";
import type { Json } from "../../support/resourceHelpers";
import { createStockProduct } from "../../support/stock";

/**
 * The stock writes honour `Idempotency-Key` through the one mechanism
 * checkout uses (server/src/lib/idempotency.ts): a retried adjustment or
 * stock-take completion (a dropped connection at the stock room's tablet)
 * answers the first result and moves stock once.
 */
const suite = inventorySuite({ PG_POOL_MAX: 14 });
const { setup, onHand } = suite;

const post = (url: string, payload: Json, key: string) =>
  setup.t.injectAs(setup.owner.token, {
    method: "POST",
    url: `merchant/${url}`,
    payload,
    headers: { "idempotency-key": key },
  });

const movementsOfProduct = (productId: number) =>
  setup.t.app.db
    .select({ id: stockMovements.id })
    .from(stockMovements)
    .where(
      and(
        eq(stockMovements.merchant_id, setup.merchantId),
        eq(stockMovements.product_id, productId),
      ),
    );

describe("a stock adjustment with an Idempotency-Key", () => {
  it("sent ten times at once moves stock once, and every answer is the first", async () => {
    const product = await createStockProduct(setup.t.app, setup.merchantId);
    const body = {
      product_id: product.id,
      location_id: setup.fx.location,
      type: "adjust_increase",
      quantity: 4,
      unit_cost: 300,
      reason: "Found in the back room",
    };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        post("stock-adjustments", body, "adjust-found-4"),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBe(201);
    const ids = new Set(answers.map((a) => (a.json() as { id: number }).id));
    expect(ids.size).toBe(1);
    expect(
      answers.filter((a) => a.headers["idempotency-replayed"] === "true"),
    ).toHaveLength(9);
    expect(await movementsOfProduct(product.id)).toHaveLength(1);
    expect(await onHand(product.id)).toBe(4);
  });

  it("refuses the same key with another body, and moves nothing for it", async () => {
    const product = await createStockProduct(setup.t.app, setup.merchantId);
    const body = {
      product_id: product.id,
      location_id: setup.fx.location,
      type: "adjust_increase",
      quantity: 2,
      reason: "Delivery without an order",
    };
    expect((await post("stock-adjustments", body, "k-2")).statusCode).toBe(201);
    const other = await post(
      "stock-adjustments",
      { ...body, quantity: 3 },
      "k-2",
    );
    expect(other.statusCode, other.body).toBe(422);
    expect(other.json()).toMatchObject({
      errors: { "Idempotency-Key": expect.any(String) },
    });
    expect(await onHand(product.id)).toBe(2);
  });

  it("runs again after a refusal: a refused write keeps no answer for its key", async () => {
    const product = await createStockProduct(setup.t.app, setup.merchantId, {
      track_stock: false,
    });
    const body = {
      product_id: product.id,
      location_id: setup.fx.location,
      type: "adjust_increase",
      quantity: 1,
      reason: "Count",
    };
    const refused = await post("stock-adjustments", body, "k-refused");
    expect(refused.statusCode, refused.body).toBe(422);
    // The owner turns stock tracking on; the same request with the same key now runs.
    await setup.t.app.db
      .update(products)
      .set({ track_stock: true })
      .where(eq(products.id, product.id));
    const retried = await post("stock-adjustments", body, "k-refused");
    expect(retried.statusCode, retried.body).toBe(201);
    expect(retried.headers["idempotency-replayed"]).toBeUndefined();
    expect(await onHand(product.id)).toBe(1);
  });
});

describe("completing a stock take with an Idempotency-Key", () => {
  it("a retry answers the completed take instead of 409, and the difference is posted once", async () => {
    const product = await createStockProduct(setup.t.app, setup.merchantId);
    await setup.t.app.db.transaction((tx) =>
      postStockMovement(tx, {
        merchantId: setup.merchantId,
        productId: product.id,
        locationId: setup.fx.location,
        type: "opening_balance",
        quantityChange: 10,
        unitCost: 200,
      }),
    );
    const started = await suite.api("POST", "stock-takes", {
      location_id: setup.fx.location,
      scope: "selected",
      scope_ids: [product.id],
    });
    expect(started.statusCode, started.body).toBe(201);
    const take = started.json() as {
      id: number;
      lines: { id: number; product_id: number }[];
    };
    const counted = await suite.api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: take.lines[0].id, counted_qty: 7, reason: "Broken" }],
    });
    expect(counted.statusCode, counted.body).toBe(200);

    const url = `stock-takes/${take.id}/complete`;
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(url, {}, `complete-${take.id}`)),
    );
    for (const a of answers) {
      expect(a.statusCode, a.body).toBe(200);
      expect(a.json()).toMatchObject({ status: "completed" });
    }
    // Without the key a second completion is refused: the take is read-only.
    expect((await suite.api("POST", url, {})).statusCode).toBe(409);
    expect(await suite.movementsOf("stock_take", take.id)).toHaveLength(1);
    expect(await onHand(product.id)).toBe(7);
  });
});
