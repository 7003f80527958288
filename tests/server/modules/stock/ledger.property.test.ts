import fc from "fast-check";
import { and, asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { stockLevels, stockMovements } from "../../../../server/src/db/schema";
import {
  checkStockLedger,
  postStockMovement,
  postStockMovements,
  type MovementType,
} from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant } from "../../support/builders";
import { propertyRuns } from "../../support/propertyRuns";
import { createStockProduct, StockModel } from "../../support/stock";

/**
 * Random sequences of stock operations at two locations keep every level
 * equal to the sum of its movements and the average cost equal to a
 * reference model computed here (DOMAIN §4.7). CI runs a few sequences;
 * `npm run test:props` many (PROPERTY_RUNS).
 */
let t: TestApp;
let merchantId: number;
let locations: number[];

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  merchantId = m.merchant.id;
  locations = [m.fixtures.location, m.fixtures.location2];
});

interface Op {
  type: MovementType;
  at: 0 | 1;
  quantity: number;
  unitCost?: number;
}

const at = fc.constantFrom<0 | 1>(0, 1);
const cost = fc.integer({ min: 0, max: 100_000 });
const qty = (max: number) => fc.integer({ min: 1, max });
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({
    type: fc.constant<MovementType>("opening_balance"),
    at,
    quantity: qty(60),
    unitCost: cost,
  }),
  fc.record({
    type: fc.constant<MovementType>("purchase_received"),
    at,
    quantity: qty(200),
    unitCost: cost,
  }),
  fc.record(
    {
      type: fc.constant<MovementType>("adjust_increase"),
      at,
      quantity: qty(20),
      unitCost: cost,
    },
    { requiredKeys: ["type", "at", "quantity"] },
  ),
  fc.record({
    type: fc.constantFrom<MovementType>("adjust_decrease", "internal_use"),
    at,
    quantity: qty(20).map((q) => -q),
  }),
  fc.record({
    type: fc.constant<MovementType>("sale"),
    at,
    quantity: qty(15).map((q) => -q),
  }),
  fc.record(
    {
      type: fc.constant<MovementType>("sale_return"),
      at,
      quantity: qty(5),
      unitCost: cost,
    },
    { requiredKeys: ["type", "at", "quantity"] },
  ),
  fc.record({
    type: fc.constant<MovementType>("stock_take_adjustment"),
    at,
    quantity: fc.integer({ min: -25, max: 25 }).filter((q) => q !== 0),
  }),
);

/** Posts the ops one by one (a transaction each), or all in one batch. */
async function postOps(productId: number, ops: Op[], batch: boolean) {
  const inputs = ops.map((o) => ({
    merchantId,
    productId,
    locationId: locations[o.at]!,
    type: o.type,
    quantityChange: o.quantity,
    unitCost: o.unitCost,
    reasonText: "Property test",
  }));
  if (batch) await t.app.db.transaction((tx) => postStockMovements(tx, inputs));
  else
    for (const m of inputs)
      await t.app.db.transaction((tx) => postStockMovement(tx, m));
}

describe("the stock ledger (property)", () => {
  it.each([
    ["one by one", false],
    ["as one batch (postStockMovements)", true],
  ] as const)(
    "keeps on hand = Σ movements and the average = the reference model, posted %s",
    async (_how, batch) => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(op, { minLength: 1, maxLength: 25 }),
          async (ops) => {
            const product = await createStockProduct(t.app, merchantId);
            const models = [new StockModel(), new StockModel()];
            const expected: { after: number; unitCost: number; avg: number }[] =
              [];
            for (const o of ops) {
              const model = models[o.at]!;
              const r = model.apply(o.quantity, o.unitCost);
              expected.push({
                after: model.onHand,
                unitCost: r.unitCost,
                avg: r.avgAfter,
              });
            }
            await postOps(product.id, ops, batch);
            const moved = await t.app.db
              .select()
              .from(stockMovements)
              .where(eq(stockMovements.product_id, product.id))
              .orderBy(asc(stockMovements.id));
            expect(
              moved.map((m) => ({
                after: m.quantity_after,
                unitCost: m.unit_cost,
                avg: m.avg_cost_after,
              })),
            ).toEqual(expected);
            for (const [i, locationId] of locations.entries()) {
              const [level] = await t.app.db
                .select()
                .from(stockLevels)
                .where(
                  and(
                    eq(stockLevels.product_id, product.id),
                    eq(stockLevels.location_id, locationId),
                  ),
                );
              const sum = moved
                .filter((m) => m.location_id === locationId)
                .reduce((s, m) => s + m.quantity_change, 0);
              if (!level) {
                expect(sum).toBe(0);
                continue;
              }
              expect(level.on_hand).toBe(sum);
              expect({ onHand: level.on_hand, avg: level.avg_cost }).toEqual({
                onHand: models[i]!.onHand,
                avg: models[i]!.avg,
              });
            }
            // This product only: a failed run leaves its rows behind while
            // fast-check shrinks.
            expect(
              (await checkStockLedger(t.app.db, merchantId)).filter(
                (m) => m.productId === product.id,
              ),
            ).toEqual([]);
          },
        ),
        { numRuns: propertyRuns(15) },
      );
    },
  );
});
