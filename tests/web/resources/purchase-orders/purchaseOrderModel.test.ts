import { describe, expect, it } from "vitest";
import {
  allowedActions,
  lineTotal,
  linesSubtotal,
  lowStockNotice,
  transformPurchaseOrder,
  lineTotalLimit,
  orderTotalLimit,
  validatePurchaseOrder,
} from "../../../../src/resources/purchase-orders/purchaseOrderModel";
import {
  overReceivedLines,
  receiveDefaults,
  receivePayload,
} from "../../../../src/resources/purchase-orders/receiveModel";

const order = {
  lines: [
    {
      id: 1,
      product_id: 3,
      quantity_ordered: 10,
      quantity_received: 4,
      outstanding: 6,
    },
    {
      id: 2,
      product_id: 4,
      quantity_ordered: 2,
      quantity_received: 0,
      outstanding: 2,
    },
  ],
};

describe("purchaseOrderModel", () => {
  it("line total = quantity × unit cost; the subtotal waits for every cost", () => {
    expect(lineTotal({ quantity_ordered: 3, unit_cost: 450 })).toBe(1350);
    expect(lineTotal({ quantity_ordered: 3, unit_cost: null })).toBeNull();
    expect(
      linesSubtotal([
        { quantity_ordered: 3, unit_cost: 450 },
        { quantity_ordered: 1, unit_cost: 99 },
      ]),
    ).toBe(1449);
    expect(
      linesSubtotal([
        { quantity_ordered: 3, unit_cost: 450 },
        { quantity_ordered: 1 },
      ]),
    ).toBeNull();
  });

  it("sends the draft's header and lines; an empty cost is left to the server", () => {
    expect(
      transformPurchaseOrder({
        supplier_id: 2,
        location_id: 1,
        order_date: "2026-11-25",
        expected_date: "",
        reference: "  ",
        notes: " Leave at the back ",
        shipping_cost: 500,
        lines: [
          {
            id: 8,
            product_id: 3,
            quantity_ordered: "4" as never,
            unit_cost: 450,
            note: "",
          },
          { product_id: 4, quantity_ordered: 1, unit_cost: null },
        ],
      }),
    ).toEqual({
      supplier_id: 2,
      location_id: 1,
      order_date: "2026-11-25",
      expected_date: null,
      reference: null,
      notes: "Leave at the back",
      shipping_cost: 500,
      lines: [
        { id: 8, product_id: 3, quantity_ordered: 4, unit_cost: 450 },
        { product_id: 4, quantity_ordered: 1 },
      ],
    });
  });

  it("an ordered order only sends notes and the expected date", () => {
    expect(
      transformPurchaseOrder({
        status: "ordered",
        supplier_id: 2,
        notes: "Call first",
        expected_date: "2026-12-01",
        lines: [],
      }),
    ).toEqual({ notes: "Call first", expected_date: "2026-12-01" });
  });

  it("needs a line, and each product once", () => {
    expect(validatePurchaseOrder({ lines: [] })).toEqual({
      lines: "resources.purchase-orders.validation.no_lines",
    });
    expect(
      validatePurchaseOrder({
        lines: [
          { product_id: 3, quantity_ordered: 1 },
          { product_id: 3, quantity_ordered: 2 },
        ],
      }),
    ).toEqual({
      lines: "resources.purchase-orders.validation.duplicate_product",
    });
    expect(validatePurchaseOrder({ status: "ordered", lines: [] })).toEqual({});
  });

  it("refuses a line total or an order total past the server's amount cap", () => {
    const tooLarge = { message: "too large", args: { max: "€10bn" } };
    const line = (quantity_ordered: number, unit_cost: number, id = 1) => ({
      product_id: id,
      quantity_ordered,
      unit_cost,
    });
    const costOf = lineTotalLimit(tooLarge);
    const values = {
      lines: [line(1_000_000, 1_000_000), line(1_000_000, 1_000_001, 2)],
    };
    const at = (i: number) => ({ finalSource: `lines.${i}.unit_cost` });
    expect(costOf(null, values, at(0))).toBeUndefined();
    expect(costOf(null, values, at(1))).toBe(tooLarge);
    const totalOf = orderTotalLimit(tooLarge);
    expect(
      totalOf(null, {
        lines: [line(1, 600_000_000_000)],
        shipping_cost: 400_000_000_000,
      }),
    ).toBeUndefined();
    expect(
      totalOf(null, {
        lines: [line(1, 600_000_000_000), line(1, 400_000_000_000, 2)],
        shipping_cost: 1,
      }),
    ).toBe(tooLarge);
  });

  it("offers the actions of each status", () => {
    expect(allowedActions("draft")).toEqual(
      expect.arrayContaining(["edit", "order", "cancel", "delete"]),
    );
    expect(allowedActions("ordered")).toEqual(
      expect.arrayContaining(["receive", "cancel"]),
    );
    expect(allowedActions("ordered")).not.toContain("order");
    expect(allowedActions("partially_received")).toEqual(
      expect.arrayContaining(["receive", "close"]),
    );
    expect(allowedActions("partially_received")).not.toContain("cancel");
    expect(allowedActions("received")).toEqual([]);
  });
});

describe("receiveModel", () => {
  it("defaults every line to its outstanding quantity", () => {
    expect(receiveDefaults(order)).toEqual({ 1: 6, 2: 2 });
  });

  it("finds lines receiving more than outstanding, and sends only lines with something", () => {
    expect(overReceivedLines(order, { 1: 7, 2: 2 }).map((l) => l.id)).toEqual([
      1,
    ]);
    expect(overReceivedLines(order, { 1: 6, 2: "" })).toEqual([]);
    expect(receivePayload({ 1: "3", 2: 0 }, " INV-9 ", false)).toEqual({
      lines: [{ line_id: 1, quantity: 3 }],
      supplier_invoice_no: "INV-9",
    });
    expect(receivePayload({ 1: 7 }, "", true)).toEqual({
      lines: [{ line_id: 1, quantity: 7 }],
      confirm_over_receipt: true,
    });
  });
});

describe("lowStockNotice", () => {
  const translate = (key: string, args?: Record<string, unknown>) =>
    `${key}${args ? JSON.stringify(args) : ""}`;
  const draft = { po_number: "PO-000007", lines: [{}, {}] } as never;

  it("announces the draft and its line count when nothing was left out", () => {
    expect(
      lowStockNotice(
        { ...(draft as object), left_out: [] } as never,
        translate,
      ),
    ).toEqual({
      key: "resources.purchase-orders.low_stock.done",
      args: { number: "PO-000007", count: 2 },
    });
  });

  it("names every product left out because it is already on order", () => {
    const notice = lowStockNotice(
      {
        ...(draft as object),
        left_out: [
          {
            product_id: 1,
            product_name: "Shampoo",
            on_hand: 0,
            on_order: 10,
            reason: "on_order",
          },
          {
            product_id: 2,
            product_name: "Wax",
            on_hand: 2,
            on_order: 2,
            reason: "on_order",
          },
        ],
      } as never,
      translate,
    );
    expect(notice.key).toBe(
      "resources.purchase-orders.low_stock.done_left_out",
    );
    expect(notice.args).toEqual({
      number: "PO-000007",
      count: 2,
      products:
        'resources.purchase-orders.low_stock.left_out_item{"name":"Shampoo","on_order":10}, ' +
        'resources.purchase-orders.low_stock.left_out_item{"name":"Wax","on_order":2}',
    });
  });
});
