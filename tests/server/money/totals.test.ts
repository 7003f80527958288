import { describe, expect, it } from "vitest";
import {
  cashChange,
  cashPayment,
  computeLine,
  MoneyError,
  paymentStatus,
  saleTotals,
} from "../../../server/src/shared/money";

const lines = [
  computeLine({
    item_type: "service",
    quantity: 1,
    unit_price: 6000,
    tax_rate_pct: 20,
    prices_include_tax: true,
    discount: { kind: "manual", percent: 10 },
  }),
  computeLine({
    item_type: "product",
    quantity: 2,
    unit_price: 1299,
    tax_rate_pct: 20,
    prices_include_tax: true,
  }),
  computeLine({
    item_type: "voucher",
    quantity: 1,
    unit_price: 5000,
    tax_rate_pct: 0,
    prices_include_tax: true,
  }),
];

describe("sale totals (DOMAIN §3.31)", () => {
  it("sums the rounded lines and follows amount_paid", () => {
    // 54.00 (45.00 net, 9.00 tax; gross 50.00), 25.98 (21.65 net, 4.33 tax), voucher 50.00.
    expect(saleTotals(lines, 850, 5000)).toEqual({
      subtotal: 5000 + 2165 + 5000,
      discount_total: 500,
      tax_total: 900 + 433,
      total: 5400 + 2598 + 5000,
      tip_total: 850,
      amount_paid: 5000,
      balance_due: 12998 + 850 - 5000,
      status: "part_paid",
    });
    expect(saleTotals(lines).status).toBe("unpaid");
    expect(saleTotals(lines, 850, 13848)).toMatchObject({
      balance_due: 0,
      status: "paid",
    });
  });

  it("counts a sale of nothing to pay (a membership session) as paid", () => {
    const free = computeLine({
      item_type: "service",
      quantity: 1,
      unit_price: 8000,
      tax_rate_pct: 20,
      prices_include_tax: true,
      discount: { kind: "membership" },
    });
    expect(saleTotals([free])).toMatchObject({
      total: 0,
      balance_due: 0,
      status: "paid",
    });
    expect(paymentStatus(0, 0)).toBe("paid");
  });

  it("refuses payments above the amount due", () => {
    expect(() => saleTotals(lines, 0, 12999)).toThrow(MoneyError);
    expect(() => paymentStatus(100, 101)).toThrow(
      "The payments can't be more than the amount due.",
    );
    expect(() => paymentStatus(-1, 0)).toThrow(MoneyError);
  });

  it("keeps a cash payment to the balance and gives the rest back as change", () => {
    expect(cashPayment(1850, 2000)).toEqual({ amount: 1850, change: 150 });
    expect(cashPayment(1850, 1850)).toEqual({ amount: 1850, change: 0 });
    expect(cashPayment(1850, 1000)).toEqual({ amount: 1000, change: 0 });
  });

  it("gives change of a cash payment only when the cash handed over covers what it charges", () => {
    expect(cashChange(1850, 2000)).toBe(150);
    expect(cashChange(1850, 1850)).toBe(0);
    expect(cashChange(1850, 1849)).toBeNull();
    expect(() => cashChange(-1, 0)).toThrow(MoneyError);
  });
});
