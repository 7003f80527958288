import { beforeAll, describe, expect, it } from "vitest";
import { purchaseOrders, stockTakes } from "../../../../server/src/db/schema";
import { nextDocumentNumber } from "../../../../server/src/lib/documentNumbers";
import {
  postStockMovement,
  type StockMovementInput,
} from "../../../../server/src/modules/stock/ledger";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
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
let product: { id: number; name: string };
let poNumber: string;
let stReference: string;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  merchantId = m.merchant.id;
  loc = m.fixtures.location;
  other = (await createMerchant(t.app)).owner;
  product = await createStockProduct(t.app, merchantId, { name: "Ledger oil" });
  const { po, take } = await t.app.db.transaction(async (tx) => {
    const [po] = await tx
      .insert(purchaseOrders)
      .values({
        merchant_id: merchantId,
        po_number: await nextDocumentNumber(tx, merchantId, "purchase_order"),
        supplier_id: m.fixtures.supplier,
        location_id: loc,
        order_date: "2026-03-01",
        status: "received",
      })
      .returning();
    const [take] = await tx
      .insert(stockTakes)
      .values({
        merchant_id: merchantId,
        reference: await nextDocumentNumber(tx, merchantId, "stock_take"),
        location_id: loc,
        status: "completed",
      })
      .returning();
    return { po: po!, take: take! };
  });
  poNumber = po.po_number;
  stReference = take.reference;
  const moves: [
    string,
    Omit<StockMovementInput, "merchantId" | "productId" | "locationId">,
  ][] = [
    [
      "opening",
      {
        type: "opening_balance",
        quantityChange: 10,
        unitCost: 400,
        occurredAt: "2026-01-05T09:00:00Z",
      },
    ],
    [
      "receipt",
      {
        type: "purchase_received",
        quantityChange: 5,
        unitCost: 520,
        referenceType: "purchase_order",
        referenceId: po.id,
        occurredAt: "2026-02-10T09:00:00Z",
      },
    ],
    [
      "take",
      {
        type: "stock_take_adjustment",
        quantityChange: -1,
        referenceType: "stock_take",
        referenceId: take.id,
        occurredAt: "2026-02-20T09:00:00Z",
      },
    ],
    [
      "use",
      {
        type: "internal_use",
        quantityChange: -2,
        reasonText: "Back-bar",
        referenceType: "manual",
        performedBy: owner.id,
        occurredAt: "2026-03-02T09:00:00Z",
      },
    ],
  ];
  for (const [key, m2] of moves)
    ids[key] = (
      await t.app.db.transaction((tx) =>
        postStockMovement(tx, {
          merchantId,
          productId: product.id,
          locationId: loc,
          ...m2,
        }),
      )
    ).movement.id;
});

const list = async (query: Json, token = owner.token) => {
  const res = await t.injectAs(token, {
    method: "GET",
    url: `merchant/stock-movements?${q(query)}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as Json[];
};

describe("stock-movements", () => {
  it("lists the ledger newest first by default, with names and document references", async () => {
    const rows = await list({ filter: { product_id: product.id } });
    expect(rows.map((r) => r.id)).toEqual([
      ids.use,
      ids.take,
      ids.receipt,
      ids.opening,
    ]);
    expect(rows[0]).toMatchObject({
      product_name: "Ledger oil",
      location_name: expect.any(String),
      occurred_at: "2026-03-02T09:00:00Z",
      type: "internal_use",
      quantity_change: -2,
      quantity_after: 12,
      unit_cost: 440,
      value_change: -880,
      reason_text: "Back-bar",
      performed_by: owner.id,
      performed_by_name: "Owner",
      reference_label: null,
    });
    expect(rows[0]).not.toHaveProperty("merchant_id");
    expect(rows[1]).toMatchObject({ reference_label: stReference });
    expect(rows[2]).toMatchObject({
      reference_type: "purchase_order",
      reference_label: poNumber,
      avg_cost_after: 440,
    });
    expect(poNumber).toMatch(/^PO-\d{6}$/);
    expect(stReference).toMatch(/^ST-\d{6}$/);
  });

  it("filters by type (one or several), date range, reference and location; sorts by names", async () => {
    const of = async (filter: Json, sort?: [string, string]) =>
      (
        await list({
          filter: { product_id: product.id, ...filter },
          ...(sort ? { sort } : {}),
        })
      ).map((r) => r.id);
    expect(await of({ type: "purchase_received" })).toEqual([ids.receipt]);
    expect(await of({ type: ["internal_use", "opening_balance"] })).toEqual([
      ids.use,
      ids.opening,
    ]);
    expect(
      await of({
        from: "2026-02-01T00:00:00+01:00",
        to: "2026-02-20T23:59:59.999+01:00",
      }),
    ).toEqual([ids.take, ids.receipt]);
    expect(await of({ from: "2026-02-10T09:00:01Z" })).toEqual([
      ids.use,
      ids.take,
    ]);
    expect(await of({ to: "2026-02-10T09:00:00Z" })).toEqual([
      ids.receipt,
      ids.opening,
    ]);
    expect(
      await of({ reference_type: "stock_take", reference_id: ids.take }),
    ).toEqual([]);
    expect(await of({ reference_type: "stock_take" })).toEqual([ids.take]);
    expect(await of({ location_id: loc }, ["id", "ASC"])).toEqual([
      ids.opening,
      ids.receipt,
      ids.take,
      ids.use,
    ]);
    for (const sort of [
      "product_name",
      "location_name",
      "performed_by_name",
      "reference_label",
      "quantity_after",
    ])
      expect((await of({}, [sort, "ASC"])).length, sort).toBe(4);
  });

  it("refuses a bad date filter with 400, and never shows another business's ledger", async () => {
    for (const filter of [
      { from: "yesterday" },
      { to: "2026-13-01" },
      // A day alone: where it starts and ends depends on the zone.
      { from: "2026-02-01" },
      { to: "2026-02-20" },
      { to: "2026-02-20T23:59:59" },
    ]) {
      const res = await t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/stock-movements?${q({ filter })}`,
      });
      expect(res.statusCode, res.body).toBe(400);
      expectErrorShape(res.json());
      const [key] = Object.keys(filter);
      expect(res.json().errors[key]).toMatch(/with its offset/);
    }
    expect(
      await list({ filter: { product_id: product.id } }, other.token),
    ).toEqual([]);
    const one = await t.injectAs(other.token, {
      method: "GET",
      url: `merchant/stock-movements/${ids.use}`,
    });
    expect(one.statusCode).toBe(404);
  });

  it("has no write routes: POST, PUT and DELETE answer 404 and change nothing", async () => {
    for (const [method, url] of [
      ["POST", "merchant/stock-movements"],
      ["PUT", `merchant/stock-movements/${ids.use}`],
      ["DELETE", `merchant/stock-movements/${ids.use}`],
      ["POST", "staff/stock-movements"],
      ["PUT", `staff/stock-movements/${ids.use}`],
      ["DELETE", `staff/stock-movements/${ids.use}`],
    ] as const) {
      const res = await t.injectAs(owner.token, {
        method,
        url,
        payload:
          method === "DELETE"
            ? undefined
            : { quantity_change: 100, type: "sale" },
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expectErrorShape(res.json());
    }
    const rows = await list({ filter: { product_id: product.id } });
    expect(rows.map((r) => r.quantity_change)).toEqual([-2, -1, 5, 10]);
  });

  it("exports the filtered ledger as CSV with the names", async () => {
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/stock-movements/export?${q({ filter: { product_id: product.id } })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.body
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("product_name,location_name,reference_label");
    expect(lines).toHaveLength(5);
    expect(lines[3]).toContain(poNumber);
  });
});
