import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { runDbChecks } from "../../../../server/src/db/checks";
import { stockLevels } from "../../../../server/src/db/schema";
import { HttpError } from "../../../../server/src/lib/httpErrors";
import {
  checkStockLedger,
  MANUAL_TYPES,
  MOVEMENT_TYPES,
  movingAverage,
  postStockMovement,
  type StockMovementInput,
} from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant } from "../../support/builders";
import { createStockProduct } from "../../support/stock";

let t: TestApp;
let merchantId: number;
let locationId: number;
let location2: number;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  merchantId = m.merchant.id;
  locationId = m.fixtures.location;
  location2 = m.fixtures.location2;
});

const post = (m: Omit<StockMovementInput, "merchantId">) =>
  t.app.db.transaction((tx) => postStockMovement(tx, { merchantId, ...m }));

const refusal = async (p: Promise<unknown>) => {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(HttpError);
  return {
    status: (err as HttpError).statusCode,
    ...(err as HttpError).errors,
  };
};

describe("movingAverage (DOMAIN §4.7)", () => {
  it("weights by quantity and rounds half up to the minor unit", () => {
    expect(movingAverage(10, 100, 10, 200)).toBe(150);
    // (1×100 + 2×101) / 3 = 100.666… → 101
    expect(movingAverage(1, 100, 2, 101)).toBe(101);
    // (1×100 + 1×101) / 2 = 100.5 → 101 (half up)
    expect(movingAverage(1, 100, 1, 101)).toBe(101);
    // (3×100 + 1×101) / 4 = 100.25 → 100
    expect(movingAverage(3, 100, 1, 101)).toBe(100);
  });

  it("takes the receipt cost when nothing (or less) was on hand, and leaves the average on the way out", () => {
    expect(movingAverage(0, 999, 5, 120)).toBe(120);
    expect(movingAverage(-4, 999, 5, 120)).toBe(120);
    expect(movingAverage(7, 300, -3, 0)).toBe(300);
  });

  it("stays exact beyond 2^53 intermediate products", () => {
    expect(movingAverage(2_000_000_000, 9_000_000, 1, 9_000_001)).toBe(
      9_000_000,
    );
  });
});

describe("postStockMovement", () => {
  it("exports the contract's types", () => {
    expect(MOVEMENT_TYPES).toEqual([
      "opening_balance",
      "purchase_received",
      "sale",
      "sale_return",
      "stock_take_adjustment",
      "adjust_increase",
      "adjust_decrease",
      "internal_use",
    ]);
    expect(MANUAL_TYPES).toEqual([
      "adjust_increase",
      "adjust_decrease",
      "internal_use",
    ]);
  });

  it("creates the level with the first movement, keeps quantity_after, unit cost, value and the average", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const first = await post({
      productId: p.id,
      locationId,
      type: "opening_balance",
      quantityChange: 10,
      unitCost: 400,
    });
    expect(first.movement).toMatchObject({
      quantity_change: 10,
      quantity_after: 10,
      unit_cost: 400,
      value_change: 4000,
      avg_cost_after: 400,
      reason_text: null,
      performed_by: null,
    });
    expect(first.level).toMatchObject({ on_hand: 10, avg_cost: 400 });
    const receipt = await post({
      productId: p.id,
      locationId,
      type: "purchase_received",
      quantityChange: 5,
      unitCost: 700,
      referenceType: "purchase_order",
      referenceId: 42,
      occurredAt: "2026-03-01T10:00:00.000Z",
    });
    // (10×400 + 5×700) / 15 = 500
    expect(receipt.level).toMatchObject({ on_hand: 15, avg_cost: 500 });
    expect(receipt.movement).toMatchObject({
      reference_type: "purchase_order",
      reference_id: 42,
      value_change: 3500,
    });
    expect(new Date(receipt.movement.occurred_at).toISOString()).toBe(
      "2026-03-01T10:00:00.000Z",
    );
    const use = await post({
      productId: p.id,
      locationId,
      type: "internal_use",
      quantityChange: -3,
      reasonText: "  Back-bar refill  ",
    });
    expect(use.movement).toMatchObject({
      quantity_after: 12,
      unit_cost: 500,
      value_change: -1500,
      avg_cost_after: 500,
      reason_text: "Back-bar refill",
    });
    // The other location has its own level.
    const other = await post({
      productId: p.id,
      locationId: location2,
      type: "adjust_increase",
      quantityChange: 2,
      reasonText: "Found in the store room",
    });
    expect(other.level).toMatchObject({ on_hand: 2, avg_cost: 0 });
    expect(await checkStockLedger(t.app.db, merchantId)).toEqual([]);
  });

  it("lets stock go negative (sales are never blocked), and a receipt after it sets the average to its cost", async () => {
    const p = await createStockProduct(t.app, merchantId);
    await post({
      productId: p.id,
      locationId,
      type: "opening_balance",
      quantityChange: 1,
      unitCost: 300,
    });
    const sale = await post({
      productId: p.id,
      locationId,
      type: "sale",
      quantityChange: -4,
      referenceType: "sale",
      referenceId: 7,
    });
    expect(sale.level).toMatchObject({ on_hand: -3, avg_cost: 300 });
    expect(sale.movement).toMatchObject({
      unit_cost: 300,
      value_change: -1200,
    });
    const receipt = await post({
      productId: p.id,
      locationId,
      type: "purchase_received",
      quantityChange: 10,
      unitCost: 350,
    });
    expect(receipt.level).toMatchObject({ on_hand: 7, avg_cost: 350 });
    const surplus = await post({
      productId: p.id,
      locationId,
      type: "stock_take_adjustment",
      quantityChange: 1,
    });
    expect(surplus.movement).toMatchObject({ unit_cost: 350 });
    expect(surplus.level).toMatchObject({ on_hand: 8, avg_cost: 350 });
    expect(await checkStockLedger(t.app.db, merchantId)).toEqual([]);
  });

  it("refuses a zero quantity, a sign that does not fit the type, a missing cost or reason, with the field named", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const base = { productId: p.id, locationId };
    expect(
      await refusal(post({ ...base, type: "sale", quantityChange: 0 })),
    ).toMatchObject({ status: 422, quantity_change: expect.any(String) });
    expect(
      await refusal(post({ ...base, type: "sale", quantityChange: 2 })),
    ).toMatchObject({ quantity_change: "A sale movement must remove stock." });
    expect(
      await refusal(
        post({
          ...base,
          type: "purchase_received",
          quantityChange: -2,
          unitCost: 1,
        }),
      ),
    ).toMatchObject({ quantity_change: expect.any(String) });
    expect(
      await refusal(post({ ...base, type: "sale", quantityChange: 1.5 })),
    ).toMatchObject({ quantity_change: expect.any(String) });
    expect(
      await refusal(
        post({ ...base, type: "purchase_received", quantityChange: 2 }),
      ),
    ).toMatchObject({
      unit_cost: "A purchase_received movement needs a unit cost.",
    });
    expect(
      await refusal(
        post({
          ...base,
          type: "opening_balance",
          quantityChange: 2,
          unitCost: -1,
        }),
      ),
    ).toMatchObject({ unit_cost: expect.any(String) });
    expect(
      await refusal(
        post({
          ...base,
          type: "adjust_decrease",
          quantityChange: -1,
          unitCost: 5,
          reasonText: "x",
        }),
      ),
    ).toMatchObject({ unit_cost: expect.any(String) });
    for (const type of MANUAL_TYPES)
      expect(
        await refusal(
          post({
            ...base,
            type,
            quantityChange: type === "adjust_increase" ? 1 : -1,
            reasonText: "   ",
          }),
        ),
      ).toMatchObject({ reason_text: expect.any(String) });
    expect(
      await refusal(
        post({ ...base, type: "bogus" as "sale", quantityChange: -1 }),
      ),
    ).toMatchObject({ type: expect.any(String) });
    // Nothing was written.
    const n = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from stock_movements where product_id = ${p.id}`,
    );
    expect(n.rows[0]!.n).toBe(0);
  });

  it("rolls back with the caller's transaction", async () => {
    const p = await createStockProduct(t.app, merchantId);
    await expect(
      t.app.db.transaction(async (tx) => {
        await postStockMovement(tx, {
          merchantId,
          productId: p.id,
          locationId,
          type: "opening_balance",
          quantityChange: 3,
          unitCost: 10,
        });
        throw new Error("caller failed");
      }),
    ).rejects.toThrow("caller failed");
    const r = await t.app.db.execute<{ n: number }>(
      sql`select (select count(*) from stock_movements where product_id = ${p.id})
            + (select count(*) from stock_levels where product_id = ${p.id}) as n`,
    );
    expect(Number(r.rows[0]!.n)).toBe(0);
  });
});

describe("the append-only ledger", () => {
  it("refuses UPDATE, DELETE and TRUNCATE on stock_movements", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const { movement } = await post({
      productId: p.id,
      locationId,
      type: "opening_balance",
      quantityChange: 4,
      unitCost: 100,
    });
    for (const stmt of [
      sql`update stock_movements set quantity_change = 40 where id = ${movement.id}`,
      sql`delete from stock_movements where id = ${movement.id}`,
      sql`truncate stock_movements`,
    ])
      await expect(t.app.db.execute(stmt)).rejects.toMatchObject({
        cause: {
          message: expect.stringMatching(
            /stock_movements is an append-only ledger: (UPDATE|DELETE|TRUNCATE) is not allowed/,
          ),
        },
      });
    const r = await t.app.db.execute<{ quantity_change: number }>(
      sql`select quantity_change from stock_movements where id = ${movement.id}`,
    );
    expect(r.rows).toEqual([{ quantity_change: 4 }]);
  });
});

describe("checkStockLedger", () => {
  it("finds a level that disagrees with its movements, and a movement that breaks the arithmetic", async () => {
    const m = await createMerchant(t.app);
    const id = m.merchant.id;
    const p = await createStockProduct(t.app, id);
    await t.app.db.transaction((tx) =>
      postStockMovement(tx, {
        merchantId: id,
        productId: p.id,
        locationId: m.fixtures.location,
        type: "opening_balance",
        quantityChange: 6,
        unitCost: 250,
      }),
    );
    expect(await checkStockLedger(t.app.db, id)).toEqual([]);
    // A cache written behind the ledger's back.
    await t.app.db
      .update(stockLevels)
      .set({ on_hand: 7, avg_cost: 251 })
      .where(sql`${stockLevels.merchant_id} = ${id}`);
    expect(await checkStockLedger(t.app.db, id)).toEqual([
      {
        merchantId: id,
        productId: p.id,
        locationId: m.fixtures.location,
        movementId: null,
        problem: "on_hand 7 but the movements add up to 6",
      },
    ]);
    await t.app.db
      .update(stockLevels)
      .set({ on_hand: 6 })
      .where(sql`${stockLevels.merchant_id} = ${id}`);
    expect((await checkStockLedger(t.app.db, id))[0]?.problem).toBe(
      "avg_cost 251 but the last movement leaves 250",
    );
    await t.app.db
      .update(stockLevels)
      .set({ avg_cost: 250 })
      .where(sql`${stockLevels.merchant_id} = ${id}`);
    // A movement inserted behind the ledger's back, with a wrong average.
    const bad = await t.app.db.execute<{ id: number }>(sql`
      insert into stock_movements (merchant_id, product_id, location_id, type,
        quantity_change, quantity_after, unit_cost, value_change, avg_cost_after)
      values (${id}, ${p.id}, ${m.fixtures.location}, 'purchase_received', 2, 8, 350, 700, 300)
      returning id`);
    const found = await checkStockLedger(t.app.db, id);
    expect(found).toEqual([
      expect.objectContaining({
        movementId: null,
        problem: "on_hand 6 but the movements add up to 8",
      }),
      expect.objectContaining({
        movementId: Number(bad.rows[0]!.id),
        // (6×250 + 2×350) / 8 = 275
        problem: "avg_cost_after 300 should be 275",
      }),
    ]);
    // Scoped to a merchant: the first merchant's ledger is still clean.
    expect(await checkStockLedger(t.app.db, merchantId)).toEqual([]);
    expect((await checkStockLedger(t.app.db)).length).toBe(2);
    // npm run db:check runs the same check from its list.
    const [stock] = await runDbChecks(t.app.db, id);
    expect(stock!.name).toMatch(/^stock ledger/);
    expect(stock!.findings).toEqual([
      `merchant ${id}, product ${p.id}, location ${m.fixtures.location}: on_hand 6 but the movements add up to 8`,
      `merchant ${id}, product ${p.id}, location ${m.fixtures.location}, movement ${bad.rows[0]!.id}: avg_cost_after 300 should be 275`,
    ]);
  });
});
