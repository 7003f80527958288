import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { merchants, suppliers } from "../../../../server/src/db/schema";
import { checkStockLedger } from "../../../../server/src/modules/stock/ledger";
import { createMerchant, createStaff } from "../../support/builders";
import { expect409, inventorySuite } from "../../support/inventory";
import type { Json } from "../../support/resourceHelpers";
import { parseMail } from "../../support/mail";
import { drainOutbox } from "../../support/outbox";
import { createStockProduct } from "../../support/stock";

const suite = inventorySuite();
const { api, onHand, setup } = suite;
type Order = Json & {
  id: number;
  status: string;
  lines: (Json & { id: number; quantity_received: number })[];
};

async function newProduct(over: Json = {}) {
  return createStockProduct(setup.t.app, setup.merchantId, {
    supplier_id: setup.fx.supplier,
    tax_rate_id: setup.fx.taxRate,
    ...over,
  });
}

async function draft(lines: Json[], over: Json = {}): Promise<Order> {
  const res = await api("POST", "purchase-orders", {
    supplier_id: setup.fx.supplier,
    location_id: setup.fx.location,
    lines,
    ...over,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

async function ordered(lines: Json[]): Promise<Order> {
  const o = await draft(lines);
  const res = await api("POST", `purchase-orders/${o.id}/order`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

const movementsOf = (orderId: number) =>
  suite.movementsOf("purchase_order", orderId);

describe("a draft purchase order", () => {
  it("gets a PO number, the supply price as default cost and server-computed totals", async () => {
    const a = await newProduct({ supply_price: 450 });
    const b = await newProduct({ supply_price: 1_005 });
    const o = await draft(
      [
        { product_id: a.id, quantity_ordered: 3 },
        { product_id: b.id, quantity_ordered: 1, unit_cost: 333, note: "Red" },
      ],
      { shipping_cost: 700 },
    );
    expect(o.po_number).toMatch(/^PO-\d{6}$/);
    expect(o.status).toBe("draft");
    expect(o.order_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(o.supplier_name).toBe("Fixture supplier");
    expect(o.location_name).toBe("Central");
    expect(o.lines).toMatchObject([
      {
        product_id: a.id,
        product_name: a.name,
        unit_cost: 450,
        quantity_ordered: 3,
        quantity_received: 0,
        outstanding: 3,
        line_total: 1350,
      },
      { product_id: b.id, unit_cost: 333, line_total: 333, note: "Red" },
    ]);
    // 20 % per line, rounded half up: 270 + 66.6 → 67.
    expect(o).toMatchObject({
      subtotal: 1683,
      tax_total: 337,
      shipping_cost: 700,
      total: 2720,
    });
  });

  it("numbers orders one after the other, per business", async () => {
    const p = await newProduct();
    const first = await draft([{ product_id: p.id, quantity_ordered: 1 }]);
    const second = await draft([{ product_id: p.id, quantity_ordered: 1 }]);
    const n = (o: Order) => Number(String(o.po_number).slice(3));
    expect(n(second)).toBe(n(first) + 1);
    const other = await createMerchant(setup.t.app);
    const theirs = await setup.t.injectAs(other.owner.token, {
      method: "POST",
      url: "merchant/purchase-orders",
      payload: {
        supplier_id: other.fixtures.supplier,
        location_id: other.fixtures.location,
        lines: [],
      },
    });
    expect(theirs.json().po_number).toBe("PO-000001");
  });

  it("refuses lines of untracked, archived, foreign or repeated products (422 on the line)", async () => {
    const untracked = await newProduct({ track_stock: false });
    const archived = await newProduct({ archived_at: "2026-01-01T00:00:00Z" });
    const ok = await newProduct();
    const other = await createMerchant(setup.t.app);
    const foreign = await createStockProduct(setup.t.app, other.merchant.id);
    const res = await api("POST", "purchase-orders", {
      supplier_id: setup.fx.supplier,
      location_id: setup.fx.location,
      lines: [
        { product_id: untracked.id, quantity_ordered: 1 },
        { product_id: archived.id, quantity_ordered: 1 },
        { product_id: foreign.id, quantity_ordered: 1 },
        { product_id: ok.id, quantity_ordered: 1 },
        { product_id: ok.id, quantity_ordered: 2 },
        { product_id: ok.id, quantity_ordered: 0 },
      ],
    });
    expect(res.statusCode, res.body).toBe(422);
    const errors = res.json().errors;
    expect(errors["lines.5.quantity_ordered"]).toBeDefined();
    const again = await api("POST", "purchase-orders", {
      supplier_id: setup.fx.supplier,
      location_id: setup.fx.location,
      lines: [
        { product_id: untracked.id, quantity_ordered: 1 },
        { product_id: archived.id, quantity_ordered: 1 },
        { product_id: foreign.id, quantity_ordered: 1 },
        { product_id: ok.id, quantity_ordered: 1 },
        { product_id: ok.id, quantity_ordered: 2 },
      ],
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors).toEqual({
      "lines.0.product_id": `${untracked.name} does not track stock: only stock-tracked products can be ordered.`,
      "lines.1.product_id": `${archived.name} is archived: restore it before ordering it.`,
      "lines.2.product_id": "The selected product does not exist.",
      "lines.4.product_id": `${ok.name} is already on another line of this order.`,
    });
  });

  it("replaces its lines on PUT (kept by id, changed, added, removed) and recomputes the totals", async () => {
    const a = await newProduct({ supply_price: 100 });
    const b = await newProduct({ supply_price: 200 });
    const c = await newProduct({ supply_price: 300 });
    const o = await draft([
      { product_id: a.id, quantity_ordered: 1 },
      { product_id: b.id, quantity_ordered: 1 },
    ]);
    const res = await api("PUT", `purchase-orders/${o.id}`, {
      lines: [
        { id: o.lines[1].id, product_id: b.id, quantity_ordered: 5 },
        { product_id: c.id, quantity_ordered: 2 },
      ],
      shipping_cost: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json() as Order;
    expect(
      after.lines.map((l) => [l.id, l.product_id, l.quantity_ordered]),
    ).toEqual([
      [o.lines[1].id, b.id, 5],
      [expect.any(Number), c.id, 2],
    ]);
    expect(after).toMatchObject({
      subtotal: 1600,
      tax_total: 320,
      total: 1970,
    });
    const foreignLine = await api("PUT", `purchase-orders/${o.id}`, {
      lines: [{ id: 2_000_000_000, product_id: a.id, quantity_ordered: 1 }],
    });
    expect(foreignLine.statusCode).toBe(422);
    expect(foreignLine.json().errors).toHaveProperty(["lines.0.id"]);
  });

  it("is deleted with its lines; an order that left draft is not (409)", async () => {
    const p = await newProduct();
    const d = await draft([{ product_id: p.id, quantity_ordered: 1 }]);
    expect((await api("DELETE", `purchase-orders/${d.id}`)).statusCode).toBe(
      200,
    );
    expect((await api("GET", `purchase-orders/${d.id}`)).statusCode).toBe(404);
    const o = await ordered([{ product_id: p.id, quantity_ordered: 1 }]);
    expect409(
      await api("DELETE", `purchase-orders/${o.id}`),
      /^PO-\d{6} is ordered: only a draft order can be deleted\. Cancel it instead\.$/,
    );
  });
});

describe("marking as ordered", () => {
  it("sets ordered_at and locks the lines; header notes and dates stay editable", async () => {
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 4 }]);
    expect(o.status).toBe("ordered");
    expect(Date.parse(String(o.ordered_at))).not.toBeNaN();
    expect409(
      await api("PUT", `purchase-orders/${o.id}`, {
        lines: [{ id: o.lines[0].id, product_id: p.id, quantity_ordered: 9 }],
      }),
      /is ordered: its lines can no longer be edited .*Only a draft order is fully editable\./,
    );
    expect409(
      await api("PUT", `purchase-orders/${o.id}`, { shipping_cost: 999 }),
      /its shipping cost can no longer be edited/,
    );
    // The whole record sent back unchanged (an edit form) is not a change.
    const same = await api("PUT", `purchase-orders/${o.id}`, {
      ...o,
      lines: o.lines.map((l) => ({
        id: l.id,
        product_id: l.product_id,
        quantity_ordered: l.quantity_ordered,
        unit_cost: l.unit_cost,
        note: l.note,
      })),
      notes: "Call before delivery",
      expected_date: "2099-02-01",
    });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json()).toMatchObject({
      notes: "Call before delivery",
      expected_date: "2099-02-01",
      lines: [{ quantity_ordered: 4 }],
    });
  });

  it("refuses an order without lines (422) and a second time (409)", async () => {
    const empty = await draft([]);
    const res = await api("POST", `purchase-orders/${empty.id}/order`);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.lines).toBe(
      "Add at least one line before ordering.",
    );
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 1 }]);
    expect409(
      await api("POST", `purchase-orders/${o.id}/order`),
      /is ordered: only an order that is a draft can be marked as ordered\./,
    );
  });
});

describe("receiving", () => {
  it("refuses a draft (409)", async () => {
    const p = await newProduct();
    const d = await draft([{ product_id: p.id, quantity_ordered: 2 }]);
    expect409(
      await api("POST", `purchase-orders/${d.id}/receive`, {
        lines: [{ line_id: d.lines[0].id, quantity: 2 }],
      }),
      /is a draft: only an order that is ordered or partially received can be received\. Mark it as ordered first\./,
    );
    expect(await onHand(p.id)).toBe(0);
  });

  it("posts purchase_received at the line's cost, partly then fully, and moves stock on hand", async () => {
    const a = await newProduct();
    const b = await newProduct();
    const o = await ordered([
      { product_id: a.id, quantity_ordered: 10, unit_cost: 500 },
      { product_id: b.id, quantity_ordered: 4, unit_cost: 250 },
    ]);
    const part = await api("POST", `purchase-orders/${o.id}/receive`, {
      lines: [
        { line_id: o.lines[0].id, quantity: 6 },
        { line_id: o.lines[1].id, quantity: 0 },
      ],
      supplier_invoice_no: "INV-881",
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({
      status: "partially_received",
      supplier_invoice_no: "INV-881",
      received_by: setup.owner.id,
      lines: [
        { quantity_received: 6, outstanding: 4 },
        { quantity_received: 0, outstanding: 4 },
      ],
    });
    expect(await onHand(a.id)).toBe(6);
    expect(await onHand(b.id)).toBe(0);
    // Without lines, everything outstanding arrives.
    const rest = await api("POST", `purchase-orders/${o.id}/receive`, {});
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({
      status: "received",
      closed_short: false,
      lines: [
        { quantity_received: 10, outstanding: 0 },
        { quantity_received: 4, outstanding: 0 },
      ],
    });
    expect(await onHand(a.id)).toBe(10);
    expect(await onHand(b.id)).toBe(4);
    const moves = await movementsOf(o.id);
    expect(
      moves.map((m) => [m.product_id, m.type, m.quantity_change, m.unit_cost]),
    ).toEqual([
      [a.id, "purchase_received", 6, 500],
      [a.id, "purchase_received", 4, 500],
      [b.id, "purchase_received", 4, 250],
    ]);
    expect(moves.every((m) => m.performed_by === setup.owner.id)).toBe(true);
    expect409(
      await api("POST", `purchase-orders/${o.id}/receive`, {}),
      /is received: only an order that is ordered or partially received can be received\. Everything has been received\./,
    );
    expect(await checkStockLedger(setup.t.app.db, setup.merchantId)).toEqual(
      [],
    );
  });

  it("asks for confirmation before receiving more than ordered (409 over_receipt), then posts it", async () => {
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 5 }]);
    const body = { lines: [{ line_id: o.lines[0].id, quantity: 7 }] };
    const refused = await api("POST", `purchase-orders/${o.id}/receive`, body);
    expect409(
      refused,
      /^Receiving 7 on line 1 of PO-\d{6} would bring it to 7, more than the 5 ordered\. Confirm to receive more than ordered\.$/,
    );
    expect(refused.json().code).toBe("over_receipt");
    expect(await movementsOf(o.id)).toEqual([]);
    const ok = await api("POST", `purchase-orders/${o.id}/receive`, {
      ...body,
      confirm_over_receipt: true,
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      status: "received",
      lines: [{ quantity_received: 7, outstanding: 0 }],
    });
    expect(await onHand(p.id)).toBe(7);
  });

  it("refuses lines of another order, a line twice and nothing at all (422)", async () => {
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 5 }]);
    const other = await ordered([{ product_id: p.id, quantity_ordered: 5 }]);
    const cases: [Json, string][] = [
      [
        { lines: [{ line_id: other.lines[0].id, quantity: 1 }] },
        "lines.0.line_id",
      ],
      [
        {
          lines: [
            { line_id: o.lines[0].id, quantity: 1 },
            { line_id: o.lines[0].id, quantity: 1 },
          ],
        },
        "lines.1.line_id",
      ],
      [{ lines: [{ line_id: o.lines[0].id, quantity: 0 }] }, "lines"],
      [
        { lines: [{ line_id: o.lines[0].id, quantity: -1 }] },
        "lines.0.quantity",
      ],
    ];
    for (const [payload, field] of cases) {
      const res = await api("POST", `purchase-orders/${o.id}/receive`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toHaveProperty([field]);
    }
    expect(await movementsOf(o.id)).toEqual([]);
  });

  it("applies two receipts of one order one after the other: never more than ordered without confirmation", async () => {
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 8 }]);
    const body = { lines: [{ line_id: o.lines[0].id, quantity: 8 }] };
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        api("POST", `purchase-orders/${o.id}/receive`, body),
      ),
    );
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409]);
    expect(await onHand(p.id)).toBe(8);
    expect((await movementsOf(o.id)).length).toBe(1);
    // Partial receipts at once add up exactly.
    const q = await ordered([{ product_id: p.id, quantity_ordered: 9 }]);
    const parts = await Promise.all(
      Array.from({ length: 3 }, () =>
        api("POST", `purchase-orders/${q.id}/receive`, {
          lines: [{ line_id: q.lines[0].id, quantity: 3 }],
        }),
      ),
    );
    expect(parts.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const final = (await api("GET", `purchase-orders/${q.id}`)).json();
    expect(final).toMatchObject({
      status: "received",
      lines: [{ quantity_received: 9 }],
    });
    expect(await onHand(p.id)).toBe(17);
  });
});

describe("receipts of different orders at once", () => {
  it("never deadlock when their lines list the same products in another order", async () => {
    const p1 = await newProduct();
    const p2 = await newProduct();
    const orders: Order[] = [];
    for (let i = 0; i < 8; i++)
      orders.push(
        await ordered(
          (i % 2 ? [p1, p2] : [p2, p1]).map((p) => ({
            product_id: p.id,
            quantity_ordered: 2,
          })),
        ),
      );
    const answers = await Promise.all(
      orders.map((o) => api("POST", `purchase-orders/${o.id}/receive`, {})),
    );
    expect(
      answers.map(
        (r) => `${r.statusCode} ${r.statusCode === 200 ? "" : r.body}`,
      ),
    ).toEqual(orders.map(() => "200 "));
    expect([await onHand(p1.id), await onHand(p2.id)]).toEqual([16, 16]);
    expect(await checkStockLedger(setup.t.app.db, setup.merchantId)).toEqual(
      [],
    );
  });
});

describe("cancelling and closing short", () => {
  it("cancels a draft or an ordered order, posting nothing; refuses once something arrived", async () => {
    const p = await newProduct();
    const d = await draft([{ product_id: p.id, quantity_ordered: 1 }]);
    const c1 = await api("POST", `purchase-orders/${d.id}/cancel`);
    expect(c1.statusCode, c1.body).toBe(200);
    expect(c1.json().status).toBe("cancelled");
    const o = await ordered([{ product_id: p.id, quantity_ordered: 3 }]);
    expect(
      (await api("POST", `purchase-orders/${o.id}/cancel`)).json().status,
    ).toBe("cancelled");
    expect409(
      await api("POST", `purchase-orders/${o.id}/cancel`),
      /is cancelled: only an order that is a draft or ordered can be cancelled\./,
    );
    expect409(
      await api("POST", `purchase-orders/${o.id}/receive`, {}),
      /is cancelled/,
    );
    // A cancelled order keeps only its notes editable.
    expect(
      (
        await api("PUT", `purchase-orders/${o.id}`, {
          notes: "Supplier closed",
        })
      ).statusCode,
    ).toBe(200);
    expect409(
      await api("PUT", `purchase-orders/${o.id}`, {
        expected_date: "2099-01-01",
      }),
      /its expected date can no longer be edited \(only its notes can change\)/,
    );
    const part = await ordered([{ product_id: p.id, quantity_ordered: 3 }]);
    await api("POST", `purchase-orders/${part.id}/receive`, {
      lines: [{ line_id: part.lines[0].id, quantity: 1 }],
    });
    expect409(
      await api("POST", `purchase-orders/${part.id}/cancel`),
      /is partially received: .* Close it short instead/,
    );
    expect(await movementsOf(d.id)).toEqual([]);
  });

  it("closes a partially received order short: received, closed_short, nothing outstanding", async () => {
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 6 }]);
    expect409(
      await api("POST", `purchase-orders/${o.id}/close`),
      /is ordered: only an order that is partially received can be closed short\. Nothing has arrived yet: cancel it instead\./,
    );
    await api("POST", `purchase-orders/${o.id}/receive`, {
      lines: [{ line_id: o.lines[0].id, quantity: 2 }],
    });
    const res = await api("POST", `purchase-orders/${o.id}/close`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "received",
      closed_short: true,
      lines: [{ quantity_received: 2, outstanding: 0 }],
    });
    expect(await onHand(p.id)).toBe(2);
    expect409(
      await api("POST", `purchase-orders/${o.id}/close`),
      /is received/,
    );
  });
});

describe("a new order from low stock", () => {
  it("drafts every product of the supplier at or under its low-stock level, for its reorder quantity", async () => {
    const [supplier] = await setup.t.app.db
      .insert(suppliers)
      .values({ merchant_id: setup.merchantId, name: "Low stock supplier" })
      .returning();
    const none = await api("POST", "purchase-orders/from-low-stock", {
      supplier_id: supplier.id,
      location_id: setup.fx.location,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.supplier_id).toBe(
      "No product of Low stock supplier is at or under its low-stock level at Central.",
    );
    const base = { supplier_id: supplier.id, low_stock_level: 3 };
    const empty = await newProduct({
      ...base,
      name: "A empty",
      reorder_quantity: 12,
    });
    const low = await newProduct({
      ...base,
      name: "B low",
      reorder_quantity: null,
    });
    const fine = await newProduct({ ...base, name: "C fine" });
    await newProduct({ ...base, name: "D untracked", track_stock: false });
    await newProduct({
      ...base,
      name: "E archived",
      archived_at: "2026-01-01T00:00:00Z",
    });
    const stock = await ordered([
      { product_id: low.id, quantity_ordered: 2 },
      { product_id: fine.id, quantity_ordered: 4 },
    ]);
    await api("POST", `purchase-orders/${stock.id}/receive`, {});
    const res = await api("POST", "purchase-orders/from-low-stock", {
      supplier_id: supplier.id,
      location_id: setup.fx.location,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "draft",
      supplier_id: supplier.id,
      location_id: setup.fx.location,
      lines: [
        { product_id: empty.id, quantity_ordered: 12, unit_cost: 450 },
        // No reorder quantity: back above the level (3 − 2 + 1).
        { product_id: low.id, quantity_ordered: 2 },
      ],
    });
    const foreign = await api("POST", "purchase-orders/from-low-stock", {
      supplier_id: 2_000_000_000,
      location_id: setup.fx.location,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toHaveProperty("supplier_id");
  });
});

describe("a new order from low stock with orders still open", () => {
  it("orders only the shortfall left after what is on order and lists the covered products", async () => {
    const [supplier] = await setup.t.app.db
      .insert(suppliers)
      .values({ merchant_id: setup.merchantId, name: "Open orders supplier" })
      .returning();
    const base = { supplier_id: supplier.id, low_stock_level: 3 };
    const covered = await newProduct({
      ...base,
      name: "A covered",
      reorder_quantity: 10,
    });
    const partly = await newProduct({
      ...base,
      name: "B partly",
      reorder_quantity: 10,
    });
    const arriving = await newProduct({
      ...base,
      name: "C arriving",
      reorder_quantity: null,
    });
    const inDraft = await newProduct({
      ...base,
      name: "D in a draft",
      reorder_quantity: 5,
    });
    const other = await newProduct({ ...base, name: "E received" });
    const above = await newProduct({
      ...base,
      name: "F back above",
      reorder_quantity: 10,
    });
    // Ordered: A 10; B 3 of which 2 arrived (2 on hand, 1 still open: still
    // low); F 4 of which 2 arrived (2 on hand + 2 open: back above the level).
    const open = await ordered([
      { product_id: covered.id, quantity_ordered: 10 },
      { product_id: partly.id, quantity_ordered: 3 },
      { product_id: above.id, quantity_ordered: 4 },
    ]);
    const lineOf = (productId: number) =>
      open.lines.find((l) => l.product_id === productId)!.id;
    const received = await api("POST", `purchase-orders/${open.id}/receive`, {
      lines: [
        { line_id: lineOf(partly.id), quantity: 2 },
        { line_id: lineOf(above.id), quantity: 2 },
      ],
    });
    expect(received.json().status).toBe("partially_received");
    // C: 2 on order; no reorder quantity, so 4 units (3 − 0 + 1) bring it above the level.
    await ordered([{ product_id: arriving.id, quantity_ordered: 2 }]);
    // Drafts, cancelled and received orders are not open.
    await draft([{ product_id: inDraft.id, quantity_ordered: 5 }]);
    const dropped = await ordered([
      { product_id: inDraft.id, quantity_ordered: 5 },
    ]);
    await api("POST", `purchase-orders/${dropped.id}/cancel`);
    // At another location the order does not count either.
    const elsewhere = await api("POST", "purchase-orders", {
      supplier_id: supplier.id,
      location_id: setup.fx.location2,
      lines: [{ product_id: other.id, quantity_ordered: 1 }],
    });
    const sent = await api(
      "POST",
      `purchase-orders/${elsewhere.json().id}/order`,
    );
    expect(sent.statusCode, sent.body).toBe(200);

    const res = await api("POST", "purchase-orders/from-low-stock", {
      supplier_id: supplier.id,
      location_id: setup.fx.location,
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.lines).toMatchObject([
      // 10 − 1 still on order.
      { product_id: partly.id, quantity_ordered: 9 },
      // 4 − 2 on order.
      { product_id: arriving.id, quantity_ordered: 2 },
      { product_id: inDraft.id, quantity_ordered: 5 },
      { product_id: other.id, quantity_ordered: 12 },
    ]);
    expect(body.lines).toHaveLength(4);
    expect(body.left_out).toEqual([
      {
        product_id: covered.id,
        product_name: "A covered",
        on_hand: 0,
        on_order: 10,
        reason: "on_order",
      },
      {
        product_id: above.id,
        product_name: "F back above",
        on_hand: 2,
        on_order: 2,
        reason: "on_order",
      },
    ]);

    // Once everything low is on order there is nothing to draft.
    const draftNow = await api("POST", `purchase-orders/${body.id}/order`);
    expect(draftNow.statusCode, draftNow.body).toBe(200);
    const again = await api("POST", "purchase-orders/from-low-stock", {
      supplier_id: supplier.id,
      location_id: setup.fx.location,
    });
    expect(again.statusCode, again.body).toBe(422);
    expect(again.json().errors.supplier_id).toBe(
      "Every product of Open orders supplier at or under its low-stock level at Central is already on order: A covered (10 on order), B partly (10 on order), C arriving (4 on order), D in a draft (5 on order), E received (12 on order), F back above (2 on order).",
    );
  });
});

describe("e-mail to the supplier", () => {
  const outbox = () => path.join(setup.t.config.dataDir, "outbox");
  /** The .eml files of the outbox (once the worker has sent what is due): head, text and HTML decoded. */
  const mails = async () => {
    await drainOutbox(setup.t.app);
    return fs.existsSync(outbox())
      ? fs
          .readdirSync(outbox())
          .filter((f) => f.endsWith(".eml"))
          .sort()
          .map((f) => {
            const raw = fs.readFileSync(path.join(outbox(), f), "utf8");
            const mail = parseMail(raw);
            return `${raw.slice(0, raw.search(/\r?\n\r?\n/))}\n${mail.text}\n${mail.html ?? ""}`;
          })
      : [];
  };

  it("refuses (422) when the supplier has no e-mail and none is given, naming the supplier", async () => {
    const p = await newProduct();
    const o = await ordered([{ product_id: p.id, quantity_ordered: 1 }]);
    const res = await api("POST", `purchase-orders/${o.id}/email`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.to).toBe(
      "Fixture supplier has no e-mail address: add one to the supplier or enter the address to send to.",
    );
  });

  it("sends the order through the mailer to the supplier's e-mail, or to the address given", async () => {
    const [supplier] = await setup.t.app.db
      .insert(suppliers)
      .values({
        merchant_id: setup.merchantId,
        name: "Mailing supplier",
        email: "orders@mailing.example.com",
      })
      .returning();
    const p = await newProduct({ supplier_id: supplier.id, name: "Rose oil" });
    const o = await draft([{ product_id: p.id, quantity_ordered: 3 }], {
      supplier_id: supplier.id,
      notes: "Leave at the back door",
    });
    const before = (await mails()).length;
    const res = await api("POST", `purchase-orders/${o.id}/email`, {
      message: "Hello, please confirm.",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: "orders@mailing.example.com" });
    const sent = await mails();
    expect(sent.length).toBe(before + 1);
    const mail = sent.find((m) => m.includes(String(o.po_number)))!;
    expect(mail).toMatch(/To: orders@mailing\.example\.com/);
    expect(mail).toMatch(/Hello, please confirm\./);
    expect(mail).toMatch(/3 × Rose oil/);
    expect(mail).toMatch(/Leave at the back door/);
    const other = await api("POST", `purchase-orders/${o.id}/email`, {
      to: "Buyer@Example.com",
    });
    expect(other.json()).toEqual({ sent_to: "buyer@example.com" });
    const bad = await api("POST", `purchase-orders/${o.id}/email`, {
      to: "nope",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty("to");
    await api("POST", `purchase-orders/${o.id}/cancel`);
    expect409(
      await api("POST", `purchase-orders/${o.id}/email`, {}),
      /is cancelled: it is not sent to the supplier\./,
    );
  });

  it("writes the order in the business's default language (German, Arabic right to left), English otherwise", async () => {
    const m = await createMerchant(setup.t.app);
    const as = (url: string, payload?: Json) =>
      setup.t.injectAs(m.owner.token, {
        method: "POST",
        url: `merchant/${url}`,
        payload,
      });
    const [supplier] = await setup.t.app.db
      .insert(suppliers)
      .values({
        merchant_id: m.merchant.id,
        name: "Lieferant",
        email: "orders@lieferant.example.com",
      })
      .returning();
    const p = await createStockProduct(setup.t.app, m.merchant.id, {
      supplier_id: supplier.id,
      name: "Rosenöl",
      supply_price: 450,
    });
    // The test business pays in pounds; the language decides how they are written.
    const sent = async (language: string) => {
      await setup.t.app.db
        .update(merchants)
        .set({ default_language: language })
        .where(eq(merchants.id, m.merchant.id));
      const o = await as("purchase-orders", {
        supplier_id: supplier.id,
        location_id: m.fixtures.location,
        notes: "Hintertür",
        lines: [{ product_id: p.id, quantity_ordered: 3 }],
      });
      expect(o.statusCode, o.body).toBe(201);
      const number = o.json().po_number as string;
      const res = await as(`purchase-orders/${o.json().id}/email`, {});
      expect(res.statusCode, res.body).toBe(200);
      // The newest with that number (other businesses number theirs too).
      return (await mails()).reverse().find((m) => m.includes(`${number}`))!;
    };
    const de = await sent("de");
    expect(de).toMatch(/Bestellung PO-\d{6}/);
    expect(de).toMatch(/3 × Rosenöl zu 4,50\s£ = 13,50\s£/);
    expect(de).toMatch(/Notizen: Hintertür/);
    expect(de).toMatch(/Lieferadresse: /);
    expect(de).not.toMatch(/Purchase order/);
    const ar = await sent("ae");
    expect(ar).toMatch(/<html lang="ar" dir="rtl">/);
    expect(ar).toMatch(/أمر شراء PO-\d{6}/);
    expect(ar).toMatch(/ملاحظات: Hintertür/);
    const en = await sent("en");
    expect(en).toMatch(/Purchase order PO-\d{6}/);
    expect(en).toMatch(/3 × Rosenöl at £4\.50 = £13\.50/);
  });
});

describe("server-owned values", () => {
  it("ignores po_number, status, totals, quantity_received, closed_short and merchant_id in bodies", async () => {
    const p = await newProduct({ supply_price: 100 });
    const other = await createMerchant(setup.t.app);
    const o = await draft(
      [
        {
          product_id: p.id,
          quantity_ordered: 2,
          quantity_received: 50,
          line_total: 1,
        },
      ],
      {
        po_number: "PO-999999",
        status: "received",
        subtotal: 1,
        tax_total: 2,
        total: 3,
        closed_short: true,
        ordered_at: "2000-01-01T00:00:00Z",
        received_by: setup.owner.id,
        merchant_id: other.merchant.id,
      },
    );
    expect(o.po_number).not.toBe("PO-999999");
    expect(o).toMatchObject({
      status: "draft",
      subtotal: 200,
      tax_total: 40,
      total: 240,
      closed_short: false,
      ordered_at: null,
      received_by: null,
      lines: [{ quantity_received: 0, line_total: 200 }],
    });
    const put = await api("PUT", `purchase-orders/${o.id}`, {
      po_number: "PO-999999",
      status: "received",
      total: 5,
      lines: [
        {
          id: o.lines[0].id,
          product_id: p.id,
          quantity_ordered: 2,
          quantity_received: 9,
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      po_number: o.po_number,
      status: "draft",
      total: 240,
      lines: [{ quantity_received: 0 }],
    });
    const ownList = await setup.t.injectAs(other.owner.token, {
      method: "GET",
      url: "merchant/purchase-orders",
    });
    expect(ownList.json()).toEqual([]);
  });
});

describe("access to the transitions", () => {
  it("lets staff with service 5 run them, and answers 404 for another business's order", async () => {
    const staff = await createStaff(setup.t.app, setup.merchantId, [5]);
    const p = await newProduct();
    const d = await draft([{ product_id: p.id, quantity_ordered: 2 }]);
    const res = await setup.t.injectAs(staff.token, {
      method: "POST",
      url: `staff/purchase-orders/${d.id}/order`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rec = await setup.t.injectAs(staff.token, {
      method: "POST",
      url: `staff/purchase-orders/${d.id}/receive`,
      payload: {},
    });
    expect(rec.json()).toMatchObject({
      status: "received",
      received_by: staff.id,
    });
    const other = await createMerchant(setup.t.app);
    for (const action of ["order", "receive", "cancel", "close", "email"]) {
      const probe = await setup.t.injectAs(other.owner.token, {
        method: "POST",
        url: `merchant/purchase-orders/${d.id}/${action}`,
        payload: {},
      });
      expect(probe.statusCode, `${action}: ${probe.body}`).toBe(404);
    }
    expect((await api("GET", `purchase-orders/${d.id}`)).json().status).toBe(
      "received",
    );
  });
});

describe("the list", () => {
  it("filters by status, supplier, location, order date (from/to) and searches numbers and invoice numbers", async () => {
    const m = await createMerchant(setup.t.app);
    const as = (url: string) =>
      setup.t.injectAs(m.owner.token, {
        method: "GET",
        url: `merchant/${url}`,
      });
    const p = await createStockProduct(setup.t.app, m.merchant.id);
    const make = async (over: Json) => {
      const res = await setup.t.injectAs(m.owner.token, {
        method: "POST",
        url: "merchant/purchase-orders",
        payload: {
          supplier_id: m.fixtures.supplier,
          location_id: m.fixtures.location,
          lines: [{ product_id: p.id, quantity_ordered: 1 }],
          ...over,
        },
      });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as Order;
    };
    const early = await make({ order_date: "2026-01-10" });
    const late = await make({
      order_date: "2026-02-20",
      location_id: m.fixtures.location2,
    });
    await setup.t.injectAs(m.owner.token, {
      method: "POST",
      url: `merchant/purchase-orders/${late.id}/order`,
    });
    await setup.t.injectAs(m.owner.token, {
      method: "POST",
      url: `merchant/purchase-orders/${late.id}/receive`,
      payload: { supplier_invoice_no: "SUP-77812" },
    });
    const ids = async (filter: Json) => {
      const res = await as(
        `purchase-orders?filter=${encodeURIComponent(JSON.stringify(filter))}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as Order[]).map((o) => o.id);
    };
    expect(await ids({ status: "draft" })).toEqual([early.id]);
    expect(await ids({ status: ["draft", "received"] })).toEqual([
      early.id,
      late.id,
    ]);
    expect(await ids({ location_id: m.fixtures.location2 })).toEqual([late.id]);
    expect(await ids({ supplier_id: m.fixtures.supplier })).toHaveLength(2);
    expect(await ids({ from: "2026-02-01" })).toEqual([late.id]);
    expect(await ids({ to: "2026-01-31" })).toEqual([early.id]);
    expect(await ids({ q: String(early.po_number).toLowerCase() })).toEqual([
      early.id,
    ]);
    expect(await ids({ q: "77812" })).toEqual([late.id]);
    const bad = await as(
      `purchase-orders?filter=${encodeURIComponent('{"from":"yesterday"}')}`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from).toBe(
      "Use a date such as 2026-03-01, from 1900-01-01 to 2200-12-31.",
    );
  });
});
