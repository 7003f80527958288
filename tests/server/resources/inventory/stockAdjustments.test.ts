import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  locations,
  stockLevels,
  stockMovements,
} from "../../../../server/src/db/schema";
import { checkStockLedger } from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { expectErrorShape, ISO_INSTANT } from "../../support/resourceHelpers";
import { createStockProduct } from "../../support/stock";

type Json = Record<string, unknown>;

let t: TestApp;
let owner: TestUser;
let ownerB: TestUser;
let merchantId: number;
let loc: number;
let locB: number;
let fx: Record<string, number>;

beforeAll(async () => {
  t = await buildTestApp({ PG_POOL_MAX: 12 });
  const m = await createMerchant(t.app);
  owner = m.owner;
  merchantId = m.merchant.id;
  loc = m.fixtures.location;
  fx = m.fixtures;
  const b = await createMerchant(t.app);
  ownerB = b.owner;
  locB = b.fixtures.location;
});

const adjust = (token: string, body: Json, prefix = "merchant/") =>
  t.injectAs(token, {
    method: "POST",
    url: `${prefix}stock-adjustments`,
    payload: body,
  });

const level = async (productId: number, locationId = loc) =>
  (
    await t.app.db
      .select()
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.product_id, productId),
          eq(stockLevels.location_id, locationId),
        ),
      )
  )[0];

describe("POST stock-adjustments", () => {
  it("posts an increase at a cost, a decrease and internal use through the ledger, answering the movement record", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const inc = await adjust(owner.token, {
      product_id: p.id,
      location_id: loc,
      type: "adjust_increase",
      quantity: 6,
      unit_cost: 350,
      reason: "  Found a box in the store room ",
    });
    expect(inc.statusCode, inc.body).toBe(201);
    const record = inc.json() as Json;
    expect(record).toEqual({
      id: expect.any(Number),
      product_id: p.id,
      product_name: p.name,
      location_id: loc,
      location_name: expect.any(String),
      occurred_at: expect.stringMatching(ISO_INSTANT),
      created_at: expect.stringMatching(ISO_INSTANT),
      type: "adjust_increase",
      quantity_change: 6,
      quantity_after: 6,
      unit_cost: 350,
      value_change: 2100,
      avg_cost_after: 350,
      reference_type: "manual",
      reference_id: null,
      reference_label: null,
      reason_text: "Found a box in the store room",
      performed_by: owner.id,
      performed_by_name: "Owner",
    });
    const dec = await adjust(owner.token, {
      product_id: p.id,
      location_id: loc,
      type: "adjust_decrease",
      quantity: 2,
      reason: "Damaged",
    });
    expect(dec.statusCode, dec.body).toBe(201);
    expect(dec.json()).toMatchObject({
      quantity_change: -2,
      quantity_after: 4,
      unit_cost: 350,
      value_change: -700,
    });
    const use = await adjust(owner.token, {
      product_id: p.id,
      location_id: loc,
      type: "internal_use",
      quantity: 5,
      reason: "Back-bar",
    });
    expect(use.json()).toMatchObject({
      quantity_change: -5,
      quantity_after: -1,
    });
    expect(await level(p.id)).toMatchObject({ on_hand: -1, avg_cost: 350 });
    // An increase without a cost comes in at the average.
    const plain = await adjust(owner.token, {
      product_id: p.id,
      location_id: loc,
      type: "adjust_increase",
      quantity: 1,
      reason: "Recount",
    });
    expect(plain.json()).toMatchObject({ unit_cost: 350, quantity_after: 0 });
    expect(await checkStockLedger(t.app.db, merchantId)).toEqual([]);
  });

  it("refuses bad input with 422 on the field, and writes nothing", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const untracked = await createStockProduct(t.app, merchantId, {
      track_stock: false,
    });
    const archived = { id: fx.tipLocation0 };
    await t.app.db
      .update(locations)
      .set({ archived_at: "2026-01-01T00:00:00Z" })
      .where(eq(locations.id, archived.id));
    const theirs = await createStockProduct(t.app, ownerB.merchantId);
    const base = {
      product_id: p.id,
      location_id: loc,
      type: "adjust_decrease",
      quantity: 1,
      reason: "Broken",
    };
    const cases: [Json, string, RegExp?][] = [
      [{ reason: undefined }, "reason"],
      [{ reason: "   " }, "reason"],
      [{ quantity: 0 }, "quantity"],
      [{ quantity: -3 }, "quantity"],
      [{ quantity: 1.5 }, "quantity"],
      [{ type: "sale" }, "type"],
      [{ type: "purchase_received" }, "type"],
      [{ unit_cost: 100 }, "unit_cost", /Only an increase/],
      [{ type: "adjust_increase", unit_cost: -1 }, "unit_cost"],
      [{ product_id: untracked.id }, "product_id", /does not track stock/],
      [{ product_id: theirs.id }, "product_id", /does not exist/],
      [{ location_id: locB }, "location_id", /does not exist/],
      [{ location_id: archived.id }, "location_id", /archived/],
      [{ product_id: "x" }, "product_id"],
    ];
    for (const [change, field, message] of cases) {
      const res = await adjust(owner.token, { ...base, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(
        422,
      );
      const body = res.json();
      expectErrorShape(body);
      expect(body.errors, JSON.stringify(change)).toHaveProperty(field);
      if (message) expect(body.errors[field]).toMatch(message);
    }
    const moved = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, p.id));
    expect(moved).toEqual([]);
    expect(await level(theirs.id, locB)).toBeUndefined();
  });

  it("ignores server-owned fields in the body (mass assignment)", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const res = await adjust(owner.token, {
      product_id: p.id,
      location_id: loc,
      type: "adjust_increase",
      quantity: 3,
      unit_cost: 200,
      reason: "Delivery without an order",
      merchant_id: ownerB.merchantId,
      on_hand: 1000,
      avg_cost: 1,
      quantity_after: 999,
      quantity_change: 500,
      value_change: 1,
      avg_cost_after: 7,
      performed_by: ownerB.id,
      occurred_at: "2000-01-01T00:00:00Z",
      reference_type: "purchase_order",
      reference_id: 5,
      id: 999_999,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, p.id));
    expect(row).toMatchObject({
      merchant_id: merchantId,
      quantity_change: 3,
      quantity_after: 3,
      value_change: 600,
      avg_cost_after: 200,
      performed_by: owner.id,
      reference_type: "manual",
      reference_id: null,
    });
    expect(row!.id).not.toBe(999_999);
    expect(Date.parse(row!.occurred_at)).toBeGreaterThan(
      Date.now() - 5 * 60_000,
    );
    expect(await level(p.id)).toMatchObject({ on_hand: 3, avg_cost: 200 });
  });

  it("lets staff with service 5 adjust under staff/, and records who did it", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const staff = await createStaff(t.app, merchantId, [5]);
    const res = await adjust(
      staff.token,
      {
        product_id: p.id,
        location_id: loc,
        type: "internal_use",
        quantity: 1,
        reason: "Used for a treatment",
      },
      "staff/",
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      performed_by: staff.id,
      performed_by_name: "Staff",
    });
    const refused = await adjust(
      (await createStaff(t.app, merchantId, [4])).token,
      {
        product_id: p.id,
        location_id: loc,
        type: "internal_use",
        quantity: 1,
        reason: "x",
      },
      "staff/",
    );
    expect(refused.statusCode).toBe(403);
  });

  it("keeps every one of 20 parallel adjustments (real server and database)", async () => {
    const p = await createStockProduct(t.app, merchantId);
    const bodies = Array.from({ length: 20 }, (_, i) => ({
      product_id: p.id,
      location_id: loc,
      type: i % 3 === 0 ? "adjust_decrease" : "adjust_increase",
      quantity: 1 + (i % 4),
      ...(i % 3 === 0 ? {} : { unit_cost: 500 }),
      reason: `Parallel ${i}`,
    }));
    const answers = await Promise.all(
      bodies.map((b) => adjust(owner.token, b)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(bodies.map(() => 201));
    const total = bodies.reduce(
      (s, b) => s + (b.type === "adjust_decrease" ? -b.quantity : b.quantity),
      0,
    );
    const after = await level(p.id);
    expect(after!.on_hand).toBe(total);
    const moved = await t.app.db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.product_id, p.id));
    expect(moved).toHaveLength(20);
    expect(await checkStockLedger(t.app.db, merchantId)).toEqual([]);
  });
});
