import { describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import {
  purchaseOrders,
  stockMovements,
} from "../../../../server/src/db/schema";
import { postStockMovement } from "../../../../server/src/modules/stock/ledger";
import { planLowStockOrder } from "../../../../server/src/modules/purchase-orders/lowStock";
import { inventorySuite } from "../../support/inventory";
import { expectErrorShape, type Json } from "../../support/resourceHelpers";
import { createStockProduct } from "../../support/stock";

/**
 * Issue 28, "Numbers that can break the business's screens for good": every
 * amount a module computes (a movement's value, a line or order total, a
 * stock-take cost difference) is computed exactly and refused with 422 past
 * 10^12 minor units BEFORE anything is written, and stock figures stay
 * within ±1,000,000 units. Every list keeps answering.
 */
const suite = inventorySuite({ PG_POOL_MAX: 6 });
const { api, onHand, setup } = suite;

const T12 = 1_000_000_000_000;

const product = (over: Json = {}) =>
  createStockProduct(setup.t.app, setup.merchantId, {
    supplier_id: setup.fx.supplier,
    tax_rate_id: setup.fx.taxRate,
    ...over,
  });

const opening = (productId: number, quantity: number, unitCost: number) =>
  setup.t.app.db.transaction((tx) =>
    postStockMovement(tx, {
      merchantId: setup.merchantId,
      productId,
      locationId: setup.fx.location,
      type: "opening_balance",
      quantityChange: quantity,
      unitCost,
    }),
  );

const movementsOfProduct = async (productId: number) =>
  (
    await setup.t.app.db
      .select({ n: count() })
      .from(stockMovements)
      .where(eq(stockMovements.product_id, productId))
  )[0].n;

/** 422 in the SPEC §8 shape whose message (or the named field's) matches `text`. */
function expect422(
  res: { statusCode: number; body: string },
  text: RegExp,
  field?: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  const body = JSON.parse(res.body) as Json & { errors: Json };
  expectErrorShape(body);
  expect(field ? body.errors[field] : body.message).toMatch(text);
}

/** The lists that a stored out-of-range value used to break for the whole business. */
async function expectListsAnswer() {
  for (const url of ["stock-movements", "stock-levels", "purchase-orders"]) {
    const res = await api(
      "GET",
      `${url}?range=${encodeURIComponent("[0,99]")}`,
    );
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  }
}

describe("a stock adjustment", () => {
  it("refuses 1,000,000 units at 10^12 (the issue's example) with 422 and stores nothing", async () => {
    const p = await product();
    const res = await api("POST", "stock-adjustments", {
      product_id: p.id,
      location_id: setup.fx.location,
      type: "adjust_increase",
      quantity: 1_000_000,
      reason: "typo",
      unit_cost: T12,
    });
    expect422(
      res,
      /1,000,000 unit\(s\) at 1,000,000,000,000 each/,
      "unit_cost",
    );
    expect(JSON.parse(res.body).message).toMatch(
      /more than 1,000,000,000,000 in minor units/,
    );
    expect(await movementsOfProduct(p.id)).toBe(0);
    expect(await onHand(p.id)).toBe(0);
    await expectListsAnswer();
  });

  it("refuses a unit cost above 10^12 and accepts exactly 10^12 for one unit", async () => {
    const p = await product();
    const body = {
      product_id: p.id,
      location_id: setup.fx.location,
      type: "adjust_increase",
      quantity: 1,
      reason: "Delivery without order",
    };
    expect422(
      await api("POST", "stock-adjustments", { ...body, unit_cost: T12 + 1 }),
      /too large/,
      "unit_cost",
    );
    const ok = await api("POST", "stock-adjustments", {
      ...body,
      unit_cost: T12,
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ value_change: T12, unit_cost: T12 });
  });

  it("values a decrease at the average cost exactly and refuses it past 10^12", async () => {
    const p = await product();
    // 150 × 10^10 = 1.5·10^12 is refused by the ledger itself …
    await expect(opening(p.id, 150, 10_000_000_000)).rejects.toThrow(
      /would come to more than/,
    );
    expect(await movementsOfProduct(p.id)).toBe(0);
    await opening(p.id, 100, 10_000_000_000); // … 100 × 10^10 = 10^12 is the cap
    const res = await api("POST", "stock-adjustments", {
      product_id: p.id,
      location_id: setup.fx.location,
      type: "adjust_decrease",
      quantity: 101,
      reason: "Broken",
    });
    expect422(res, /101 unit\(s\) at 10,000,000,000 each/);
    expect(await movementsOfProduct(p.id)).toBe(1);
    expect(await onHand(p.id)).toBe(100);
  }, 30_000);

  it("keeps stock on hand within ±1,000,000 units", async () => {
    const p = await product();
    const body = {
      product_id: p.id,
      location_id: setup.fx.location,
      reason: "Count",
    };
    const up = await api("POST", "stock-adjustments", {
      ...body,
      type: "adjust_increase",
      quantity: 1_000_000,
      unit_cost: 1,
    });
    expect(up.statusCode, up.body).toBe(201);
    expect422(
      await api("POST", "stock-adjustments", {
        ...body,
        type: "adjust_increase",
        quantity: 1,
      }),
      /stock on hand to 1,000,001 units; it must stay within ±1,000,000/,
    );
    expect(await onHand(p.id)).toBe(1_000_000);
  });
});

describe("a purchase order", () => {
  const draft = (lines: Json[], over: Json = {}) =>
    api("POST", "purchase-orders", {
      supplier_id: setup.fx.supplier,
      location_id: setup.fx.location,
      lines,
      ...over,
    });
  const orderCount = async () =>
    (
      await setup.t.app.db
        .select({ n: count() })
        .from(purchaseOrders)
        .where(eq(purchaseOrders.merchant_id, setup.merchantId))
    )[0].n;

  it("refuses a line total, and an order total with tax and shipping, past 10^12, and stores no order", async () => {
    const p = await product();
    const q = await product();
    const before = await orderCount();
    expect422(
      await draft([
        {
          product_id: p.id,
          quantity_ordered: 1_000_000,
          unit_cost: 10_000_000,
        },
      ]),
      /Line 1 \(1,000,000 unit\(s\) at 10,000,000 each\) would come to more than/,
      "lines.0.unit_cost",
    );
    // 2 × 450,000,000,000 = 9·10^11, plus 20 % tax = 1.08·10^12.
    expect422(
      await draft([
        { product_id: p.id, quantity_ordered: 1, unit_cost: 450_000_000_000 },
        { product_id: q.id, quantity_ordered: 1, unit_cost: 450_000_000_000 },
      ]),
      /The order total \(lines, tax and shipping\) would come to more than/,
      "lines",
    );
    expect422(
      await draft([{ product_id: p.id, quantity_ordered: 1, unit_cost: 1 }], {
        shipping_cost: T12 + 1,
      }),
      /too large/,
      "shipping_cost",
    );
    expect(await orderCount()).toBe(before);
    // At the cap exactly, it is stored and read back exact.
    const ok = await draft(
      [{ product_id: p.id, quantity_ordered: 1, unit_cost: 800_000_000_000 }],
      { shipping_cost: 40_000_000_000 },
    );
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ total: T12 });
    // A later edit that passes the cap is refused; the draft keeps its lines.
    const id = (ok.json() as { id: number }).id;
    expect422(
      await api("PUT", `purchase-orders/${id}`, {
        shipping_cost: 40_000_000_001,
      }),
      /order total/,
      "lines",
    );
    const after = await api("GET", `purchase-orders/${id}`);
    expect(after.json()).toMatchObject({ total: T12 });
    await expectListsAnswer();
  });

  it("refuses a delivery that would bring a line past 1,000,000 received", async () => {
    const p = await product();
    const o = await draft([
      { product_id: p.id, quantity_ordered: 1_000_000, unit_cost: 1 },
    ]);
    const id = (o.json() as { id: number }).id;
    expect((await api("POST", `purchase-orders/${id}/order`)).statusCode).toBe(
      200,
    );
    const lineId = (o.json() as { lines: { id: number }[] }).lines[0].id;
    const first = await api("POST", `purchase-orders/${id}/receive`, {
      lines: [{ line_id: lineId, quantity: 999_999 }],
    });
    expect(first.statusCode, first.body).toBe(200);
    expect422(
      await api("POST", `purchase-orders/${id}/receive`, {
        lines: [{ line_id: lineId, quantity: 2 }],
        confirm_over_receipt: true,
      }),
      /Line 1 would have 1,000,001 units received; a line takes at most 1,000,000/,
      "lines.0.quantity",
    );
    expect(await onHand(p.id)).toBe(999_999);
  });
});

it("drafts at most 1,000,000 units a line from low stock", () => {
  const { lines } = planLowStockOrder([
    {
      id: 7,
      name: "Deep in the red",
      on_hand: -999_999,
      on_order: 0,
      shortfall: 1_000_003,
      low_stock_level: 3,
    },
  ]);
  expect(lines).toEqual([{ product_id: 7, quantity_ordered: 1_000_000 }]);
});

describe("a stock take", () => {
  const start = async (productIds: number[]) => {
    const res = await api("POST", "stock-takes", {
      location_id: setup.fx.location,
      scope: "selected",
      scope_ids: productIds,
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as {
      id: number;
      lines: { id: number; product_id: number; counted_qty: number | null }[];
    };
  };

  it("refuses counts whose cost difference, per line or over the take, passes 10^12", async () => {
    const a = await product({ name: "Argan oil" });
    const b = await product({ name: "Body butter" });
    await opening(a.id, 1, 600_000_000_000);
    await opening(b.id, 1, 600_000_000_000);
    const take = await start([a.id, b.id]);
    const [la, lb] = [a, b].map((p) =>
      take.lines.find((l) => l.product_id === p.id)!,
    );
    // 3 counted − 1 expected = 2 × 6·10^11 = 1.2·10^12 on one line.
    expect422(
      await api("PUT", `stock-takes/${take.id}`, {
        lines: [{ id: la.id, counted_qty: 3 }],
      }),
      /A line's cost difference/,
      "lines",
    );
    // 0 counted on both: −6·10^11 each, −1.2·10^12 over the take.
    expect422(
      await api("PUT", `stock-takes/${take.id}`, {
        lines: [
          { id: la.id, counted_qty: 0 },
          { id: lb.id, counted_qty: 0 },
        ],
      }),
      /The stock take's total cost difference would come to more than/,
      "lines",
    );
    // Completing with "uncounted as zero" would count the same: refused, still in progress.
    expect422(
      await api("POST", `stock-takes/${take.id}/complete`, {
        treat_uncounted_as_zero: true,
      }),
      /total cost difference/,
      "lines",
    );
    const now = (await api("GET", `stock-takes/${take.id}`)).json() as {
      status: string;
      lines: { counted_qty: number | null }[];
    };
    expect(now.status).toBe("in_progress");
    expect(now.lines.map((l) => l.counted_qty)).toEqual([null, null]);
    expect(await onHand(a.id)).toBe(1);
  });
});

describe("stock on hand", () => {
  it("shows a value beyond 10^12 as null (not inexact) and keeps the list answering", async () => {
    const p = await product({ retail_price: T12 });
    await opening(p.id, 1_000_000, 1);
    const res = await api(
      "GET",
      `stock-levels?filter=${encodeURIComponent(JSON.stringify({ product_id: p.id, location_id: setup.fx.location }))}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject([
      { on_hand: 1_000_000, value_at_cost: 1_000_000, value_at_retail: null },
    ]);
  });
});
