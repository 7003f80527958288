import pg from "pg";
import { describe, expect, it, vi } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import {
  brands,
  productCategories,
  products,
} from "../../../../server/src/db/schema";
import {
  checkStockLedger,
  postStockMovement,
} from "../../../../server/src/modules/stock/ledger";
import { createMerchant, createStaff } from "../../support/builders";
import type { Json } from "../../support/resourceHelpers";
import { createStockProduct } from "../../support/stock";
import { expect409, inventorySuite } from "../../support/inventory";
import { lockWaiters } from "../../support/lockWaits";

const suite = inventorySuite({ PG_POOL_MAX: 8 });
const { api, onHand, setup } = suite;
type Line = Json & {
  id: number;
  product_id: number;
  expected_qty: number;
  counted_qty: number | null;
  moved_since_snapshot: boolean;
};
type Take = Json & { id: number; status: string; lines: Line[] };

/** A stock-tracked product with `qty` on hand at the fixture location at `cost`. */
async function stocked(qty: number, cost: number, over: Json = {}) {
  const p = await createStockProduct(setup.t.app, setup.merchantId, over);
  if (qty > 0) await move(p.id, "opening_balance", qty, cost);
  return p;
}

const move = (
  productId: number,
  type: "opening_balance" | "adjust_decrease" | "adjust_increase",
  quantityChange: number,
  unitCost?: number,
) =>
  setup.t.app.db.transaction((tx) =>
    postStockMovement(tx, {
      merchantId: setup.merchantId,
      productId,
      locationId: setup.fx.location,
      type,
      quantityChange,
      unitCost,
      reasonText: type === "opening_balance" ? undefined : "Test",
    }),
  );

async function start(productIds: number[], over: Json = {}): Promise<Take> {
  const res = await api("POST", "stock-takes", {
    location_id: setup.fx.location,
    scope: "selected",
    scope_ids: productIds,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const lineOf = (take: Take, productId: number) =>
  take.lines.find((l) => l.product_id === productId)!;

const adjustmentsOf = (takeId: number) =>
  suite.movementsOf("stock_take", takeId);

describe("starting a stock take", () => {
  it("snapshots one line per stock-tracked, active product in scope: on hand and average cost now", async () => {
    const fresh = await createMerchant(setup.t.app);
    const id = fresh.merchant.id;
    const add = (over: Json) =>
      createStockProduct(setup.t.app, id, {
        ...over,
        name: `P ${String(over.name)}`,
      });
    const a = await add({ name: "a" });
    const b = await add({ name: "b" });
    await add({ name: "untracked", track_stock: false });
    await add({ name: "archived", archived_at: "2026-01-01T00:00:00Z" });
    await setup.t.app.db.transaction(async (tx) => {
      await postStockMovement(tx, {
        merchantId: id,
        productId: a.id,
        locationId: fresh.fixtures.location,
        type: "opening_balance",
        quantityChange: 7,
        unitCost: 300,
      });
    });
    const res = await setup.t.injectAs(fresh.owner.token, {
      method: "POST",
      url: "merchant/stock-takes",
      payload: { location_id: fresh.fixtures.location, scope: "all" },
    });
    expect(res.statusCode, res.body).toBe(201);
    const take = res.json() as Take;
    expect(take).toMatchObject({
      reference: "ST-000001",
      status: "in_progress",
      scope: "all",
      scope_ids: [],
      location_name: "Central",
      counted_lines: 0,
      variance_units: 0,
      variance_cost: 0,
      completed_at: null,
    });
    expect(Date.parse(String(take.started_at))).not.toBeNaN();
    const tracked = await setup.t.app.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          eq(products.merchant_id, id),
          eq(products.track_stock, true),
          isNull(products.archived_at),
        ),
      );
    expect(take.lines.map((l) => l.product_id).sort()).toEqual(
      tracked.map((p) => p.id).sort(),
    );
    expect(take.lines).toContainEqual(
      expect.objectContaining({ product_id: b.id }),
    );
    expect(take.total_lines).toBe(tracked.length);
    expect(lineOf(take, a.id)).toMatchObject({
      expected_qty: 7,
      unit_cost: 300,
      counted_qty: null,
      difference: null,
      cost_difference: null,
      moved_since_snapshot: false,
      product_name: "P a",
    });
    expect(lineOf(take, b.id)).toMatchObject({ expected_qty: 0, unit_cost: 0 });
  });

  it("scopes by category, brand or selected products, and refuses an empty or foreign scope (422)", async () => {
    const [category] = await setup.t.app.db
      .insert(productCategories)
      .values({ merchant_id: setup.merchantId, name: "Take category" })
      .returning();
    const [brand] = await setup.t.app.db
      .insert(brands)
      .values({ merchant_id: setup.merchantId, name: "Take brand" })
      .returning();
    const inCategory = await stocked(2, 100, { category_id: category.id });
    const inBrand = await stocked(3, 100, { brand_id: brand.id });
    const byCategory = await start([], {
      scope: "category",
      scope_ids: [category.id],
    });
    expect(byCategory.lines.map((l) => l.product_id)).toEqual([inCategory.id]);
    const byBrand = await start([], { scope: "brand", scope_ids: [brand.id] });
    expect(byBrand.lines.map((l) => l.product_id)).toEqual([inBrand.id]);
    for (const [payload, field, message] of [
      [
        { scope: "brand", scope_ids: [] },
        "scope_ids",
        "Choose at least one brand to count.",
      ],
      [
        { scope: "category", scope_ids: [2_000_000_000] },
        "scope_ids",
        "A selected category does not exist.",
      ],
      [
        { scope: "selected" },
        "scope_ids",
        "Choose at least one product to count.",
      ],
      [{ scope: "everything" }, "scope", undefined],
    ] as const) {
      const res = await api("POST", "stock-takes", {
        location_id: setup.fx.location,
        ...payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      if (message) expect(res.json().errors[field]).toBe(message);
      else expect(res.json().errors).toHaveProperty([field]);
    }
    const untracked = await createStockProduct(setup.t.app, setup.merchantId, {
      track_stock: false,
    });
    const none = await api("POST", "stock-takes", {
      location_id: setup.fx.location,
      scope: "selected",
      scope_ids: [untracked.id],
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.scope).toBe(
      "No stock-tracked product is in this scope: choose another.",
    );
  });
});

describe("a snapshot during a stock movement", () => {
  it("waits for the movement being posted, so the line includes it and is not flagged", async () => {
    const a = await stocked(5, 100);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let posted!: () => void;
    const inFlight = new Promise<void>((r) => (posted = r));
    const moving = setup.t.app.db.transaction(async (tx) => {
      await postStockMovement(tx, {
        merchantId: setup.merchantId,
        productId: a.id,
        locationId: setup.fx.location,
        type: "adjust_increase",
        quantityChange: 3,
        reasonText: "Delivery counted in",
      });
      posted();
      await gate; // the level row stays locked until this commits
    });
    await inFlight;
    const starting = start([a.id]);
    // The snapshot waits for the level row the movement holds.
    await lockWaiters(setup.t.app.pool);
    release();
    await moving;
    const take = await starting;
    expect(lineOf(take, a.id)).toMatchObject({
      expected_qty: 8,
      moved_since_snapshot: false,
    });
  });
});

describe("counting", () => {
  it("saves only the lines sent (save and resume), with differences at the snapshot cost", async () => {
    const a = await stocked(10, 200);
    const b = await stocked(4, 150);
    const take = await start([a.id, b.id]);
    const first = await api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: lineOf(take, a.id).id, counted_qty: 8, reason: "Broken" }],
    });
    expect(first.statusCode, first.body).toBe(200);
    const second = await api("PUT", `stock-takes/${take.id}`, {
      notes: "Shelf B done",
      lines: [{ id: lineOf(take, b.id).id, counted_qty: 5 }],
    });
    const after = second.json() as Take;
    expect(after).toMatchObject({
      notes: "Shelf B done",
      counted_lines: 2,
      variance_units: -1,
      variance_cost: -400 + 150,
    });
    expect(lineOf(after, a.id)).toMatchObject({
      counted_qty: 8,
      difference: -2,
      cost_difference: -400,
      reason: "Broken",
    });
    expect(lineOf(after, b.id)).toMatchObject({
      counted_qty: 5,
      difference: 1,
    });
    // null takes a count back; nothing is posted while counting.
    const undo = await api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: lineOf(take, b.id).id, counted_qty: null }],
    });
    expect(lineOf(undo.json(), b.id)).toMatchObject({
      counted_qty: null,
      difference: null,
    });
    expect(await onHand(a.id)).toBe(10);
    for (const [lines, field] of [
      [[{ id: lineOf(take, a.id).id, counted_qty: -1 }], "lines.0.counted_qty"],
      [
        [{ id: lineOf(take, a.id).id, counted_qty: 1.5 }],
        "lines.0.counted_qty",
      ],
      [[{ id: 2_000_000_000, counted_qty: 1 }], "lines.0.id"],
    ] as const) {
      const res = await api("PUT", `stock-takes/${take.id}`, { lines });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
  });

  it("refuses a line listed twice (422 on the repeat) and saves nothing of that save", async () => {
    const a = await stocked(3, 100);
    const take = await start([a.id]);
    const id = take.lines[0].id;
    const res = await api("PUT", `stock-takes/${take.id}`, {
      notes: "Twice",
      lines: Array.from({ length: 5000 }, (_, i) => ({ id, counted_qty: i })),
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors as Record<string, string>;
    expect(errors["lines.1.id"]).toBe("This line is listed twice.");
    expect(errors).not.toHaveProperty(["lines.0.id"]);
    expect(errors["lines.4999.id"]).toBe("This line is listed twice.");
    const after = (await api("GET", `stock-takes/${take.id}`)).json() as Take;
    expect(after.notes).toBeNull();
    expect(after.lines[0].counted_qty).toBeNull();
    const again = await api("POST", `stock-takes/${take.id}/resnapshot`, {
      line_ids: [id, id],
    });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().errors["line_ids.1"]).toBe(
      "This line is listed twice.",
    );
  });

  it("saves the counts of many lines in one statement", async () => {
    const products = await Promise.all(
      Array.from({ length: 30 }, (_, i) => stocked(i + 1, 100)),
    );
    const take = await start(products.map((p) => p.id));
    // Every statement the server sends, as pg's client receives it.
    const updates: string[] = [];
    const original = pg.Client.prototype.query;
    const query = vi
      .spyOn(pg.Client.prototype, "query")
      .mockImplementation(function (this: pg.Client, ...args: unknown[]) {
        const first = args[0] as string | { text?: string };
        const text = typeof first === "string" ? first : first?.text;
        if (text && /^\s*update\s+"?stock_take_lines"?\s/i.test(text))
          updates.push(text);
        return Reflect.apply(original, this, args) as never;
      } as never);
    try {
      const res = await api("PUT", `stock-takes/${take.id}`, {
        lines: take.lines.map((l, i) => ({
          id: l.id,
          counted_qty: l.expected_qty + (i % 3) - 1,
          ...(i % 2 ? { reason: `Shelf ${i}` } : {}),
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
      const saved = res.json() as Take;
      expect(saved.counted_lines).toBe(30);
      take.lines.forEach((sent, i) =>
        expect(saved.lines.find((l) => l.id === sent.id)).toMatchObject({
          counted_qty: sent.expected_qty + (i % 3) - 1,
          difference: (i % 3) - 1,
          reason: i % 2 ? `Shelf ${i}` : null,
        }),
      );
    } finally {
      query.mockRestore();
    }
    expect(updates).toHaveLength(1);
  });

  it("flags lines whose product moved after the snapshot, and re-snapshots them", async () => {
    const a = await stocked(10, 200);
    const b = await stocked(5, 100);
    const take = await start([a.id, b.id]);
    await move(a.id, "adjust_decrease", -3);
    const flagged = (await api("GET", `stock-takes/${take.id}`)).json() as Take;
    expect(lineOf(flagged, a.id).moved_since_snapshot).toBe(true);
    expect(lineOf(flagged, b.id).moved_since_snapshot).toBe(false);
    const res = await api("POST", `stock-takes/${take.id}/resnapshot`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(lineOf(res.json(), a.id)).toMatchObject({
      expected_qty: 7,
      moved_since_snapshot: false,
    });
    expect(lineOf(res.json(), b.id).expected_qty).toBe(5);
    // Chosen lines only; a line of another take is refused.
    await move(b.id, "adjust_increase", 2);
    const other = await start([a.id]);
    const wrong = await api("POST", `stock-takes/${take.id}/resnapshot`, {
      line_ids: [other.lines[0].id],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toHaveProperty(["line_ids.0"]);
    const chosen = await api("POST", `stock-takes/${take.id}/resnapshot`, {
      line_ids: [lineOf(take, b.id).id],
    });
    expect(lineOf(chosen.json(), b.id)).toMatchObject({
      expected_qty: 7,
      moved_since_snapshot: false,
    });
  });
});

describe("completing", () => {
  it("posts counted − expected per counted line, leaves uncounted lines alone, then is read-only", async () => {
    const a = await stocked(10, 200);
    const b = await stocked(4, 150);
    const c = await stocked(6, 100);
    const take = await start([a.id, b.id, c.id]);
    await api("PUT", `stock-takes/${take.id}`, {
      lines: [
        { id: lineOf(take, a.id).id, counted_qty: 8, reason: "Damaged" },
        { id: lineOf(take, b.id).id, counted_qty: 4 },
      ],
    });
    const res = await api("POST", `stock-takes/${take.id}/complete`, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "completed",
      counted_by: setup.owner.id,
      counted_lines: 2,
      variance_units: -2,
      variance_cost: -400,
    });
    expect(Date.parse(String(res.json().completed_at))).not.toBeNaN();
    const moves = await adjustmentsOf(take.id);
    expect(
      moves.map((m) => [
        m.product_id,
        m.type,
        m.quantity_change,
        m.reason_text,
      ]),
    ).toEqual([[a.id, "stock_take_adjustment", -2, "Damaged"]]);
    expect([
      await onHand(a.id),
      await onHand(b.id),
      await onHand(c.id),
    ]).toEqual([8, 4, 6]);
    const refusal =
      /^ST-\d{6} is completed: only a stock take in progress can be (counted or edited|completed|cancelled|re-snapshotted)\. A completed stock take is read-only\.$/;
    expect409(
      await api("PUT", `stock-takes/${take.id}`, { notes: "x" }),
      refusal,
    );
    expect409(
      await api("POST", `stock-takes/${take.id}/complete`, {}),
      refusal,
    );
    expect409(await api("POST", `stock-takes/${take.id}/cancel`), refusal);
    expect409(
      await api("POST", `stock-takes/${take.id}/resnapshot`, {}),
      refusal,
    );
    expect409(
      await api("DELETE", `stock-takes/${take.id}`),
      /^A stock take is never deleted: cancel it while it is in progress\.$/,
    );
    expect(await checkStockLedger(setup.t.app.db, setup.merchantId)).toEqual(
      [],
    );
  });

  it("treats uncounted lines as zero when asked", async () => {
    const a = await stocked(3, 200);
    const b = await stocked(5, 100);
    const take = await start([a.id, b.id]);
    await api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: lineOf(take, a.id).id, counted_qty: 4 }],
    });
    const res = await api("POST", `stock-takes/${take.id}/complete`, {
      treat_uncounted_as_zero: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(lineOf(res.json(), b.id)).toMatchObject({
      counted_qty: 0,
      difference: -5,
      cost_difference: -500,
    });
    expect(
      (await adjustmentsOf(take.id))
        .map((m) => [m.product_id, m.quantity_change])
        .sort((x, y) => x[0] - y[0]),
    ).toEqual([
      [a.id, 1],
      [b.id, -5],
    ]);
    expect([await onHand(a.id), await onHand(b.id)]).toEqual([4, 0]);
  });

  it("refuses a take with nothing counted (422)", async () => {
    const a = await stocked(3, 200);
    const take = await start([a.id]);
    const res = await api("POST", `stock-takes/${take.id}/complete`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.lines).toBe(
      "Nothing has been counted: enter at least one count, or treat uncounted lines as zero.",
    );
    expect((await api("GET", `stock-takes/${take.id}`)).json().status).toBe(
      "in_progress",
    );
  });

  it("lets one of two users completing the same take at once win; the other gets 409", async () => {
    const a = await stocked(10, 200);
    const take = await start([a.id]);
    await api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: take.lines[0].id, counted_qty: 6 }],
    });
    const staff = await createStaff(setup.t.app, setup.merchantId, [5]);
    const answers = await Promise.all([
      api("POST", `stock-takes/${take.id}/complete`, {}),
      setup.t.injectAs(staff.token, {
        method: "POST",
        url: `staff/stock-takes/${take.id}/complete`,
        payload: {},
      }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((r) => r.statusCode === 409)!;
    expect(loser.json().message).toMatch(/^ST-\d{6} is completed/);
    expect((await adjustmentsOf(take.id)).length).toBe(1);
    expect(await onHand(a.id)).toBe(6);
  });
});

describe("cancelling", () => {
  it("posts nothing, and a cancelled take cannot be completed (409)", async () => {
    const a = await stocked(5, 200);
    const take = await start([a.id]);
    await api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: take.lines[0].id, counted_qty: 1 }],
    });
    const res = await api("POST", `stock-takes/${take.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe("cancelled");
    expect409(
      await api("POST", `stock-takes/${take.id}/complete`, {}),
      /^ST-\d{6} is cancelled: only a stock take in progress can be completed\.$/,
    );
    expect(await adjustmentsOf(take.id)).toEqual([]);
    expect(await onHand(a.id)).toBe(5);
  });
});

describe("server-owned values and other businesses", () => {
  it("ignores reference, status, dates, counted_by, expected_qty and merchant_id in bodies", async () => {
    const a = await stocked(4, 250);
    const other = await createMerchant(setup.t.app);
    const take = await start([a.id], {
      reference: "ST-999999",
      status: "completed",
      started_at: "2000-01-01T00:00:00Z",
      completed_at: "2000-01-01T00:00:00Z",
      counted_by: setup.owner.id,
      merchant_id: other.merchant.id,
    });
    expect(take.reference).not.toBe("ST-999999");
    expect(take).toMatchObject({
      status: "in_progress",
      completed_at: null,
      counted_by: null,
    });
    expect(String(take.started_at).startsWith("2000")).toBe(false);
    const put = await api("PUT", `stock-takes/${take.id}`, {
      reference: "ST-999999",
      status: "completed",
      lines: [
        {
          id: take.lines[0].id,
          counted_qty: 4,
          expected_qty: 100,
          unit_cost: 1,
          difference: 50,
          product_id: 1,
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      reference: take.reference,
      status: "in_progress",
      lines: [
        {
          product_id: a.id,
          expected_qty: 4,
          unit_cost: 250,
          counted_qty: 4,
          difference: 0,
        },
      ],
    });
  });

  it("answers 404 to another business on every action, and refuses its lines on a count", async () => {
    const a = await stocked(4, 250);
    const take = await start([a.id]);
    const other = await createMerchant(setup.t.app);
    for (const action of ["resnapshot", "complete", "cancel"]) {
      const res = await setup.t.injectAs(other.owner.token, {
        method: "POST",
        url: `merchant/stock-takes/${take.id}/${action}`,
        payload: {},
      });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(404);
    }
    const theirs = await createStockProduct(setup.t.app, other.merchant.id);
    const theirTake = await setup.t.injectAs(other.owner.token, {
      method: "POST",
      url: "merchant/stock-takes",
      payload: {
        location_id: other.fixtures.location,
        scope: "selected",
        scope_ids: [theirs.id],
      },
    });
    const foreignLine = (theirTake.json() as Take).lines[0].id;
    const res = await api("PUT", `stock-takes/${take.id}`, {
      lines: [{ id: foreignLine, counted_qty: 99 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toHaveProperty(["lines.0.id"]);
    const scoped = await api("POST", "stock-takes", {
      location_id: setup.fx.location,
      scope: "selected",
      scope_ids: [theirs.id],
    });
    expect(scoped.statusCode).toBe(422);
    expect((await api("GET", `stock-takes/${take.id}`)).json().status).toBe(
      "in_progress",
    );
  });
});

describe("the list", () => {
  it("filters by status and location and searches the reference", async () => {
    const m = await createMerchant(setup.t.app);
    const p = await createStockProduct(setup.t.app, m.merchant.id);
    const startAt = async (location: number) =>
      (
        await setup.t.injectAs(m.owner.token, {
          method: "POST",
          url: "merchant/stock-takes",
          payload: {
            location_id: location,
            scope: "selected",
            scope_ids: [p.id],
          },
        })
      ).json() as Take;
    const first = await startAt(m.fixtures.location);
    const second = await startAt(m.fixtures.location2);
    await setup.t.injectAs(m.owner.token, {
      method: "POST",
      url: `merchant/stock-takes/${first.id}/cancel`,
    });
    const ids = async (filter: Json) => {
      const res = await setup.t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/stock-takes?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Take[]).map((k) => k.id);
    };
    expect(await ids({ status: "in_progress" })).toEqual([second.id]);
    expect(await ids({ status: "cancelled" })).toEqual([first.id]);
    expect(await ids({ location_id: m.fixtures.location2 })).toEqual([
      second.id,
    ]);
    expect(await ids({ q: "st-000001" })).toEqual([first.id]);
  });

  it("sorts by counted lines, variance in units and variance at cost, both ways", async () => {
    const m = await createMerchant(setup.t.app);
    const as = (method: "GET" | "POST" | "PUT", url: string, payload?: Json) =>
      setup.t.injectAs(m.owner.token, {
        method,
        url: `merchant/${url}`,
        payload,
      });
    const product = async (cost: number) => {
      const p = await createStockProduct(setup.t.app, m.merchant.id);
      await setup.t.app.db.transaction((tx) =>
        postStockMovement(tx, {
          merchantId: m.merchant.id,
          productId: p.id,
          locationId: m.fixtures.location,
          type: "opening_balance",
          quantityChange: 10,
          unitCost: cost,
        }),
      );
      return p;
    };
    const p1 = await product(100);
    const p2 = await product(300);
    /** A take of both products with these counts (10 of each expected). */
    const take = async (counts: [number, number | null][]) => {
      const res = await as("POST", "stock-takes", {
        location_id: m.fixtures.location,
        scope: "selected",
        scope_ids: [p1.id, p2.id],
      });
      expect(res.statusCode, res.body).toBe(201);
      const started = res.json() as Take;
      const lines = counts.map(([productId, counted_qty]) => ({
        id: lineOf(started, productId).id,
        counted_qty,
      }));
      if (lines.length)
        expect(
          (await as("PUT", `stock-takes/${started.id}`, { lines })).statusCode,
        ).toBe(200);
      return started.id;
    };
    // counted lines, variance units, variance at cost:
    const a = await take([
      [p1.id, 12],
      [p2.id, 10],
    ]); // 2, +2, +200
    const b = await take([]); // 0, 0, 0
    const c = await take([[p2.id, 7]]); // 1, −3, −900
    const d = await take([
      [p1.id, 9],
      [p2.id, 11],
    ]); // 2, 0, +200
    const sorted = async (field: string, order: "ASC" | "DESC") => {
      const res = await as(
        "GET",
        `stock-takes?sort=${encodeURIComponent(JSON.stringify([field, order]))}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Take[]).map((k) => k.id);
    };
    // Ties keep the id order (reversed when descending).
    expect(await sorted("counted_lines", "ASC")).toEqual([b, c, a, d]);
    expect(await sorted("counted_lines", "DESC")).toEqual([d, a, c, b]);
    expect(await sorted("variance_units", "ASC")).toEqual([c, b, d, a]);
    expect(await sorted("variance_units", "DESC")).toEqual([a, d, b, c]);
    expect(await sorted("variance_cost", "ASC")).toEqual([c, b, a, d]);
    expect(await sorted("variance_cost", "DESC")).toEqual([d, a, b, c]);
  });
});
