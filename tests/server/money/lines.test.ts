import { describe, expect, it } from "vitest";
import {
  computeLine,
  currencyDigits,
  MONEY_MAX,
  MoneyError,
  QUANTITY_MAX,
  type Discount,
  type LineInput,
} from "../../../server/src/shared/money";

/** A decimal amount as a person writes it ("12.34") in a currency's minor units. */
function minor(major: string, currency: string): number {
  const digits = currencyDigits(currency);
  const [whole, fraction = ""] = major.split(".");
  expect(fraction.length).toBeLessThanOrEqual(digits);
  return Number(whole + fraction.padEnd(digits, "0"));
}

type Case = [
  label: string,
  currency: "EUR" | "JPY" | "BHD",
  includeTax: boolean,
  quantity: number,
  unitPrice: string,
  ratePct: number,
  discount: Discount | null,
  // gross, discount, net, tax, total as written in the currency
  expected: [string, string, string, string, string],
];

const pct = (percent: number): Discount => ({ kind: "manual", percent });
const off = (amount: number): Discount => ({ kind: "manual", amount });
const MEMBERSHIP: Discount = { kind: "membership" };
const fixedDeal = (amount: number): Discount => ({
  kind: "deal",
  deal: { discount_type: "fixed", discount_amount: amount },
});
const percentDeal = (p: number): Discount => ({
  kind: "deal",
  deal: { discount_type: "percent", discount_pct: p },
});

/**
 * DOMAIN §3.31 worked by hand. Tax-exclusive: net = qty × price − discount,
 * tax = net × r ÷ 100, total = net + tax. Tax-inclusive: total = qty ×
 * price − discount, tax = total × r ÷ (100 + r), net = total − tax, gross =
 * qty × price ex tax, discount ex tax = gross − net. Halves round away from 0.
 */
// prettier-ignore
const CASES: Case[] = [
  // EUR, prices excluding tax
  ["plain", "EUR", false, 1, "10.00", 20, null, ["10.00", "0.00", "10.00", "2.00", "12.00"]],
  ["tax rounded up", "EUR", false, 3, "3.33", 20, null, ["9.99", "0.00", "9.99", "2.00", "11.99"]],
  ["a half cent goes up", "EUR", false, 1, "0.10", 5, null, ["0.10", "0.00", "0.10", "0.01", "0.11"]],
  ["four-decimal rate", "EUR", false, 1, "10.05", 7.7, null, ["10.05", "0.00", "10.05", "0.77", "10.82"]],
  ["12.5 %", "EUR", false, 1, "0.13", 12.5, null, ["0.13", "0.00", "0.13", "0.02", "0.15"]],
  ["manual 10 %", "EUR", false, 2, "25.00", 20, pct(10), ["50.00", "5.00", "45.00", "9.00", "54.00"]],
  ["manual amount", "EUR", false, 1, "49.99", 20, off(500), ["49.99", "5.00", "44.99", "9.00", "53.99"]],
  ["membership session", "EUR", false, 1, "80.00", 20, MEMBERSHIP, ["80.00", "80.00", "0.00", "0.00", "0.00"]],
  ["fixed deal per unit", "EUR", false, 3, "4.00", 20, fixedDeal(150), ["12.00", "4.50", "7.50", "1.50", "9.00"]],
  ["fixed deal above the price", "EUR", false, 2, "4.00", 20, fixedDeal(1000), ["8.00", "8.00", "0.00", "0.00", "0.00"]],
  // EUR, prices including tax
  ["plain", "EUR", true, 1, "12.00", 20, null, ["10.00", "0.00", "10.00", "2.00", "12.00"]],
  ["tax on a tie: gross stays net", "EUR", true, 1, "10.05", 20, null, ["8.37", "0.00", "8.37", "1.68", "10.05"]],
  ["manual 10 %", "EUR", true, 2, "10.05", 20, pct(10), ["16.75", "1.68", "15.07", "3.02", "18.09"]],
  ["fixed deal", "EUR", true, 1, "50.00", 20, fixedDeal(500), ["41.67", "4.17", "37.50", "7.50", "45.00"]],
  ["membership session", "EUR", true, 1, "80.00", 20, MEMBERSHIP, ["66.67", "66.67", "0.00", "0.00", "0.00"]],
  ["no tax", "EUR", true, 2, "7.50", 0, null, ["15.00", "0.00", "15.00", "0.00", "15.00"]],
  // JPY (no minor digits)
  ["plain", "JPY", false, 1, "1000", 10, null, ["1000", "0", "1000", "100", "1100"]],
  ["reduced rate", "JPY", false, 3, "333", 8, null, ["999", "0", "999", "80", "1079"]],
  ["a half yen goes up", "JPY", false, 1, "5", 10, null, ["5", "0", "5", "1", "6"]],
  ["plain", "JPY", true, 1, "1100", 10, null, ["1000", "0", "1000", "100", "1100"]],
  ["rounded tax", "JPY", true, 1, "1000", 10, null, ["909", "0", "909", "91", "1000"]],
  ["percent deal", "JPY", true, 1, "3000", 10, percentDeal(15), ["2727", "409", "2318", "232", "2550"]],
  // BHD (three minor digits)
  ["a half fils goes up", "BHD", false, 1, "1.155", 10, null, ["1.155", "0.000", "1.155", "0.116", "1.271"]],
  ["manual amount", "BHD", false, 4, "0.250", 10, off(100), ["1.000", "0.100", "0.900", "0.090", "0.990"]],
  ["plain", "BHD", true, 1, "1.155", 10, null, ["1.050", "0.000", "1.050", "0.105", "1.155"]],
  ["smallest price", "BHD", true, 1, "0.011", 10, null, ["0.010", "0.000", "0.010", "0.001", "0.011"]],
  ["zero rate", "BHD", true, 1, "2.000", 0, null, ["2.000", "0.000", "2.000", "0.000", "2.000"]],
];

describe("line maths of DOMAIN §3.31", () => {
  it.each(CASES)(
    "%s (%s, tax included: %s)",
    (
      _label,
      currency,
      includeTax,
      quantity,
      unitPrice,
      ratePct,
      discount,
      expected,
    ) => {
      const line = computeLine({
        item_type: "service",
        quantity,
        unit_price: minor(unitPrice, currency),
        tax_rate_pct: ratePct,
        prices_include_tax: includeTax,
        discount,
      });
      const [gross, disc, net, tax, total] = expected.map((e) =>
        minor(e, currency),
      );
      expect(line).toMatchObject({
        gross_amount: gross,
        discount_amount: disc,
        net_amount: net,
        tax_amount: tax,
        total_amount: total,
      });
      // The entered price less its discount is the total when prices include tax.
      if (includeTax)
        expect(line.total_amount).toBe(line.price_amount - line.price_discount);
      else
        expect(line.gross_amount).toBe(quantity * minor(unitPrice, currency));
    },
  );

  it("takes rates as PostgreSQL sends them and keeps them as numeric(7,4) text", () => {
    const base = {
      item_type: "product",
      quantity: 1,
      unit_price: 1005,
      prices_include_tax: false,
    } as const;
    expect(computeLine({ ...base, tax_rate_pct: "7.7000" })).toMatchObject({
      tax_amount: 77,
      tax_rate_pct: "7.7000",
    });
    expect(computeLine({ ...base, tax_rate_pct: 20 }).tax_rate_pct).toBe(
      "20.0000",
    );
  });

  it("gives voucher items no tax, whatever rate they are handed", () => {
    const line = computeLine({
      item_type: "voucher",
      quantity: 2,
      unit_price: 5000,
      tax_rate_pct: 20,
      prices_include_tax: true,
    });
    expect(line).toMatchObject({
      tax_rate_pct: "0.0000",
      gross_amount: 10000,
      net_amount: 10000,
      tax_amount: 0,
      total_amount: 10000,
    });
  });

  const refusal = (input: Partial<LineInput>) => {
    try {
      computeLine({
        item_type: "service",
        quantity: 1,
        unit_price: 1000,
        tax_rate_pct: 20,
        prices_include_tax: false,
        ...input,
      });
    } catch (e) {
      expect(e).toBeInstanceOf(MoneyError);
      const err = e as MoneyError;
      return { code: err.code, field: err.field, message: err.message };
    }
    throw new Error("the line was accepted");
  };

  it("refuses what it cannot compute exactly, with a reason and a field", () => {
    expect(refusal({ discount: off(1001) })).toMatchObject({
      code: "discount_exceeds_line",
      field: "discount.amount",
    });
    expect(refusal({ discount: pct(100.5) }).code).toBe("percent_invalid");
    expect(refusal({ tax_rate_pct: 12.34567 })).toMatchObject({
      code: "percent_invalid",
      field: "tax_rate_pct",
    });
    expect(refusal({ tax_rate_pct: "-1" }).code).toBe("percent_invalid");
    expect(refusal({ quantity: 0 }).code).toBe("quantity_invalid");
    expect(refusal({ quantity: 1.5 }).code).toBe("quantity_invalid");
    expect(refusal({ quantity: QUANTITY_MAX + 1 }).code).toBe(
      "quantity_invalid",
    );
    expect(refusal({ unit_price: -1 }).code).toBe("amount_invalid");
    expect(refusal({ unit_price: 0.5 }).code).toBe("amount_invalid");
    expect(refusal({ unit_price: MONEY_MAX + 1 }).code).toBe("amount_invalid");
  });

  it("refuses a line whose product or total passes the money cap, and accepts one just inside", () => {
    // qty × price above the cap (and beyond 2^53 as a float product).
    expect(
      refusal({ quantity: QUANTITY_MAX, unit_price: MONEY_MAX }).code,
    ).toBe("out_of_bounds");
    // The price fits but its tax pushes the total over.
    expect(refusal({ unit_price: MONEY_MAX })).toMatchObject({
      code: "out_of_bounds",
      field: "total_amount",
    });
    const atCap = computeLine({
      item_type: "service",
      quantity: 1,
      unit_price: MONEY_MAX,
      tax_rate_pct: 20,
      prices_include_tax: true,
    });
    expect(atCap.total_amount).toBe(MONEY_MAX);
    expect(atCap.net_amount + atCap.tax_amount).toBe(MONEY_MAX);
  });
});
