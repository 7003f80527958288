import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { locations, products } from "../../../../server/src/db/schema";
import { postStockMovement } from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { expectErrorShape } from "../../support/resourceHelpers";
import { createStockProduct } from "../../support/stock";

type Json = Record<string, unknown>;
const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

let t: TestApp;
let owner: TestUser;
let other: TestUser;
let merchantId: number;
let loc: number;
let loc2: number;
let fx: Record<string, number>;
const p: Record<string, { id: number; name: string }> = {};

const post = (
  productId: number,
  locationId: number,
  quantityChange: number,
  unitCost?: number,
) =>
  t.app.db.transaction((tx) =>
    postStockMovement(tx, {
      merchantId,
      productId,
      locationId,
      type: quantityChange > 0 ? "purchase_received" : "sale",
      quantityChange,
      unitCost,
    }),
  );

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  merchantId = m.merchant.id;
  fx = m.fixtures;
  loc = fx.location;
  loc2 = fx.location2;
  other = (await createMerchant(t.app)).owner;
  const make = async (key: string, over: Json = {}) => {
    const row = await createStockProduct(t.app, merchantId, {
      name: `Level ${key} ${Math.random().toString(36).slice(2, 8)}`,
      brand_id: fx.brand,
      category_id: fx.productCategory,
      supplier_id: fx.supplier,
      sku: `SKU-${key}`,
      ...over,
    });
    p[key] = { id: row.id, name: row.name };
  };
  await make("low"); // low-stock level 3
  await make("ok");
  await make("never"); // never moved: 0 → out
  await make("negative");
  await make("untracked", { track_stock: false });
  await make("archived");
  await post(p.low.id, loc, 2, 1000);
  await post(p.ok.id, loc, 10, 500);
  await post(p.ok.id, loc, 10, 700); // average 600
  await post(p.ok.id, loc2, 4, 100);
  await post(p.negative.id, loc, -2);
  await post(p.untracked.id, loc, 5, 100);
  await post(p.archived.id, loc, 5, 100);
  await t.app.db
    .update(products)
    .set({ archived_at: "2026-01-01T00:00:00Z" })
    .where(eq(products.id, p.archived.id));
});

const list = async (token: string, query: Json, prefix = "merchant/") => {
  const res = await t.injectAs(token, {
    method: "GET",
    url: `${prefix}stock-levels?${q(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { rows: res.json() as Json[], range: res.headers["content-range"] };
};

describe("stock-levels", () => {
  it("lists one row per stock-tracked product and active location, never-moved products at 0", async () => {
    const { rows, range } = await list(owner.token, {
      filter: { location_id: loc },
      sort: ["product_name", "ASC"],
      range: [0, 99],
    });
    expect(range).toBe(`stock-levels 0-${rows.length - 1}/${rows.length}`);
    const byProduct = new Map(rows.map((r) => [r.product_id, r]));
    expect(byProduct.has(p.untracked.id)).toBe(false);
    expect(byProduct.has(p.archived.id)).toBe(false);
    expect(byProduct.get(p.ok.id)).toEqual({
      id: `${p.ok.id}-${loc}`,
      product_id: p.ok.id,
      product_name: p.ok.name,
      sku: "SKU-ok",
      barcode: null,
      brand_id: fx.brand,
      brand_name: "Fixture brand",
      category_id: fx.productCategory,
      category_name: "Fixture hair care",
      supplier_id: fx.supplier,
      supplier_name: "Fixture supplier",
      location_id: loc,
      location_name: expect.any(String),
      on_hand: 20,
      low_stock_level: 3,
      reorder_quantity: 12,
      status: "ok",
      avg_cost: 600,
      value_at_cost: 12_000,
      retail_price: 1299,
      value_at_retail: 25_980,
      product_archived: false,
    });
    expect(byProduct.get(p.low.id)).toMatchObject({
      on_hand: 2,
      status: "low",
      avg_cost: 1000,
    });
    expect(byProduct.get(p.never.id)).toMatchObject({
      on_hand: 0,
      status: "out",
      avg_cost: 0,
      value_at_cost: 0,
    });
    expect(byProduct.get(p.negative.id)).toMatchObject({
      on_hand: -2,
      status: "out",
    });
    // Every active location has its row for each product.
    const all = await list(owner.token, {
      filter: { product_id: p.never.id },
      range: [0, 99],
    });
    const active = await t.app.db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.merchant_id, merchantId));
    expect(all.rows.length).toBe(active.length);
  });

  it("filters by status, brand, supplier, search and archived, and sorts by any column", async () => {
    const ids = async (filter: Json, sort?: [string, string]) =>
      (
        await list(owner.token, {
          filter: { location_id: loc, ...filter },
          range: [0, 99],
          ...(sort ? { sort } : {}),
        })
      ).rows
        .map((r) => r.product_id)
        // Only this file's products (the merchant's fixtures hold others).
        .filter((id) => Object.values(p).some((x) => x.id === id));
    expect(await ids({ status: "low" })).toEqual([p.low.id]);
    expect((await ids({ status: ["out"] })).sort()).toEqual(
      [p.never.id, p.negative.id].sort(),
    );
    expect(await ids({ q: "SKU-ok" })).toEqual([p.ok.id]);
    expect(await ids({ q: p.low.name.split(" ").pop() })).toEqual([p.low.id]);
    expect((await ids({ brand_id: fx.brand })).length).toBe(4);
    expect(await ids({ supplier_id: fx.supplier + 1_000_000 })).toEqual([]);
    expect(await ids({ archived: true })).toEqual([p.archived.id]);
    expect(
      (
        await list(owner.token, {
          filter: { location_id: loc, archived: true },
        })
      ).rows[0],
    ).toMatchObject({ product_archived: true, on_hand: 5 });
    expect((await ids({ archived: "all" })).length).toBe(5);
    expect(await ids({}, ["on_hand", "DESC"])).toEqual([
      p.ok.id,
      p.low.id,
      p.never.id,
      p.negative.id,
    ]);
    expect((await ids({}, ["on_hand", "ASC"]))[0]).toBe(p.negative.id);
    expect((await ids({}, ["value_at_cost", "DESC"]))[0]).toBe(p.ok.id);
    // getMany by the string ids.
    expect(
      await ids({ id: [`${p.ok.id}-${loc}`, `${p.low.id}-${loc}`] }, [
        "on_hand",
        "ASC",
      ]),
    ).toEqual([p.low.id, p.ok.id]);
  });

  it("answers one row by its id, 404 for another business's or a malformed id", async () => {
    const one = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/stock-levels/${p.ok.id}-${loc2}`,
    });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({ on_hand: 4, avg_cost: 100 });
    for (const [token, id] of [
      [other.token, `${p.ok.id}-${loc2}`],
      [owner.token, `${p.untracked.id}-${loc}`],
      [owner.token, "12"],
      [owner.token, "abc-1"],
    ] as const) {
      const res = await t.injectAs(token, {
        method: "GET",
        url: `merchant/stock-levels/${id}`,
      });
      expect(res.statusCode, `${id}: ${res.body}`).toBe(404);
      expectErrorShape(res.json());
    }
  });

  it("never shows another business's stock", async () => {
    const { rows } = await list(other.token, { range: [0, 99] });
    expect(rows.filter((r) => r.product_id === p.ok.id)).toEqual([]);
    const search = await list(other.token, { filter: { q: "SKU-ok" } });
    expect(search.rows).toEqual([]);
  });

  it("refuses unknown filters and sorts with 400, and has no write routes", async () => {
    for (const query of [
      { filter: { on_hand_x: 1 } },
      { sort: ["merchant_id", "ASC"] },
      { filter: { status: "empty" } },
      { filter: { merchant_id: other.merchantId } },
    ]) {
      const res = await t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/stock-levels?${q(query)}`,
      });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expectErrorShape(res.json());
    }
    for (const [method, url] of [
      ["POST", "merchant/stock-levels"],
      ["PUT", `merchant/stock-levels/${p.ok.id}-${loc}`],
      ["DELETE", `merchant/stock-levels/${p.ok.id}-${loc}`],
      ["PUT", `staff/stock-levels/${p.ok.id}-${loc}`],
    ] as const) {
      const res = await t.injectAs(owner.token, {
        method,
        url,
        payload: method === "DELETE" ? undefined : { on_hand: 99 },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it("exports the filtered list as CSV", async () => {
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/stock-levels/export?${q({ filter: { location_id: loc, status: "low" } })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/csv/);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,product_id,product_name,sku,barcode,brand_id,brand_name,category_id,category_name,supplier_id,supplier_name,location_id,location_name,on_hand,low_stock_level,reorder_quantity,status,avg_cost,value_at_cost,retail_price,value_at_retail,product_archived",
    );
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`${p.low.id}-${loc},${p.low.id},`);
  });

  it("is read by staff with service 5 under the bare prefix, refused to staff without it", async () => {
    const staff = await createStaff(t.app, merchantId, [5]);
    const { rows } = await list(
      staff.token,
      { filter: { location_id: loc, status: "low" } },
      "",
    );
    expect(rows.map((r) => r.product_id)).toEqual([p.low.id]);
    const products4 = await createStaff(t.app, merchantId, [4]);
    const res = await t.injectAs(products4.token, {
      method: "GET",
      url: "stock-levels",
    });
    expect(res.statusCode).toBe(403);
  });
});
