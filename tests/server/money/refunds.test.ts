import { describe, expect, it } from "vitest";
import {
  lineFigures,
  MoneyError,
  refundFigures,
  refundLine,
  refundTotal,
  type RefundRequest,
} from "../../../server/src/shared/money";

// 3 × 10.00 including 20 % tax.
const LINE = {
  quantity: 3,
  net_amount: 2500,
  tax_amount: 500,
  total_amount: 3000,
};

const refusal = (
  before: { quantity: number; total_amount: number },
  request: RefundRequest,
) => {
  try {
    refundLine(LINE, before, request);
  } catch (e) {
    expect(e).toBeInstanceOf(MoneyError);
    const { code, message, params } = e as MoneyError;
    return { code, message, params };
  }
  throw new Error("accepted");
};

describe("refund amounts (DOMAIN §3.32)", () => {
  it("gives back a returned unit's share, and the last refund exactly what is left", () => {
    const first = refundLine(
      LINE,
      { quantity: 0, total_amount: 0 },
      { quantity: 1 },
    );
    expect(first).toEqual({
      quantity: 1,
      net_amount: 833,
      tax_amount: 167,
      total_amount: 1000,
    });
    const second = refundLine(
      LINE,
      { quantity: 1, total_amount: 1000 },
      { quantity: 1 },
    );
    expect(second).toEqual({
      quantity: 1,
      net_amount: 834,
      tax_amount: 166,
      total_amount: 1000,
    });
    const last = refundLine(
      LINE,
      { quantity: 2, total_amount: 2000 },
      { quantity: 1 },
    );
    expect(last).toEqual({
      quantity: 1,
      net_amount: 833,
      tax_amount: 167,
      total_amount: 1000,
    });
    const all = [first, second, last];
    for (const k of ["net_amount", "tax_amount", "total_amount"] as const)
      expect(all.reduce((a, r) => a + r[k], 0)).toBe(LINE[k]);
  });

  it("refunds an amount without units, and later units only up to what is left", () => {
    const goodwill = refundLine(
      LINE,
      { quantity: 0, total_amount: 0 },
      { quantity: 0, amount: 500 },
    );
    expect(goodwill).toEqual({
      quantity: 0,
      net_amount: 417,
      tax_amount: 83,
      total_amount: 500,
    });
    const rest = refundLine(
      LINE,
      { quantity: 0, total_amount: 500 },
      { quantity: 3 },
    );
    expect(rest).toEqual({
      quantity: 3,
      net_amount: 2083,
      tax_amount: 417,
      total_amount: 2500,
    });
  });

  it("never refunds more than was sold", () => {
    expect(refusal({ quantity: 0, total_amount: 0 }, { quantity: 4 })).toEqual({
      code: "refund_exceeds_sold",
      message: "Only 3 of this item can still be refunded.",
      params: { max: 3 },
    });
    expect(
      refusal({ quantity: 2, total_amount: 2000 }, { quantity: 2 }).message,
    ).toBe("Only 1 of this item can still be refunded.");
    expect(
      refusal(
        { quantity: 1, total_amount: 2500 },
        { quantity: 0, amount: 501 },
      ),
    ).toMatchObject({
      code: "refund_exceeds_sold",
      params: { max: 500 },
    });
    expect(
      refusal({ quantity: 0, total_amount: 0 }, { quantity: 0 }).code,
    ).toBe("refund_empty");
    expect(
      refusal({ quantity: 0, total_amount: 0 }, { quantity: -1 }).code,
    ).toBe("quantity_invalid");
  });

  it("returns units of a free line (a membership session) for nothing", () => {
    const free = { quantity: 1, net_amount: 0, tax_amount: 0, total_amount: 0 };
    expect(
      refundLine(free, { quantity: 0, total_amount: 0 }, { quantity: 1 }),
    ).toEqual({
      quantity: 1,
      net_amount: 0,
      tax_amount: 0,
      total_amount: 0,
    });
  });

  it("adds the tip refund to the refund's total", () => {
    expect(
      refundTotal([{ total_amount: 1000 }, { total_amount: 250 }], 300),
    ).toBe(1550);
  });
});

describe("report figures of a line (DOMAIN §5.1, §4.2)", () => {
  const sold = {
    gross_amount: 1000,
    discount_amount: 100,
    net_amount: 900,
    tax_amount: 180,
    total_amount: 1080,
  };

  it("counts sale items in gross, discounts, net, tax and total, vouchers only as voucher sales", () => {
    expect(lineFigures({ item_type: "service", ...sold })).toEqual({
      gross_sales: 1000,
      discounts: 100,
      net_sales: 900,
      tax: 180,
      total_sales: 1080,
      voucher_sales: 0,
    });
    expect(
      lineFigures({
        item_type: "voucher",
        ...sold,
        tax_amount: 0,
        total_amount: 5000,
      }),
    ).toEqual({
      gross_sales: 0,
      discounts: 0,
      net_sales: 0,
      tax: 0,
      total_sales: 0,
      voucher_sales: 5000,
    });
  });

  it("takes refunds off net, tax and total sales, and a refunded voucher off voucher sales", () => {
    const refund = { net_amount: 833, tax_amount: 167, total_amount: 1000 };
    expect(refundFigures("product", refund)).toEqual({
      refunds: 833,
      net_sales: -833,
      tax: -167,
      total_sales: -1000,
      voucher_sales: 0,
    });
    expect(refundFigures("voucher", refund)).toEqual({
      refunds: 0,
      net_sales: 0,
      tax: 0,
      total_sales: 0,
      voucher_sales: -1000,
    });
  });
});
