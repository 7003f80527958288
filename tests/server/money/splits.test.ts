import { describe, expect, it } from "vitest";
import {
  allocate,
  MoneyError,
  spreadSaleDiscount,
  splitTip,
  splitTipRefund,
  suggestedTips,
  tipAmount,
  tipBase,
  type TipSettings,
} from "../../../server/src/shared/money";

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(MoneyError);
    return (e as MoneyError).code;
  }
  throw new Error("accepted");
};

describe("largest remainder", () => {
  it("gives the left-over units to the largest remainders, ties to the earlier part", () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [1, 2, 3])).toEqual([2, 3, 5]); // 1.67, 3.33, 5 → 2, 3, 5
    expect(allocate(1, [5000, 5000])).toEqual([1, 0]);
    expect(allocate(7, [0, 3, 0, 4])).toEqual([0, 3, 0, 4]);
    expect(allocate(-100, [1, 1, 1])).toEqual([-34, -33, -33]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
  });

  it("refuses to share an amount by nothing", () => {
    expect(code(() => allocate(5, [0, 0]))).toBe("allocation_invalid");
    expect(code(() => allocate(5, []))).toBe("allocation_invalid");
    expect(code(() => allocate(5, [-1, 2]))).toBe("amount_invalid");
  });
});

const SETTINGS: TipSettings = {
  enabled: true,
  suggested_pct: ["10.0000", "15.0000", "20.0000"],
  allow_custom: true,
  calculate_on: "after_tax",
};
const LINES = [
  { team_member_id: 7, net_amount: 5000, total_amount: 6000 },
  { team_member_id: 8, net_amount: 2500, total_amount: 3000 },
  { team_member_id: 7, net_amount: 833, total_amount: 1000 },
];

describe("tips (DOMAIN §3.39, §4.3)", () => {
  it("takes percentages of the total, or of the net when the location tips before tax", () => {
    expect(tipBase(LINES, "after_tax")).toBe(10000);
    expect(tipBase(LINES, "before_tax")).toBe(8333);
    expect(suggestedTips(SETTINGS, 8333)).toEqual([
      { percent: "10.0000", amount: 833 },
      { percent: "15.0000", amount: 1250 }, // 1249.95
      { percent: "20.0000", amount: 1667 }, // 1666.6
    ]);
    expect(tipAmount(SETTINGS, 8333, { percent: 15 })).toBe(1250);
    expect(tipAmount(SETTINGS, 8333, { percent: 12.5 })).toBe(1042); // custom
    expect(tipAmount(SETTINGS, 8333, { amount: 500 })).toBe(500);
    expect(suggestedTips({ ...SETTINGS, enabled: false }, 8333)).toEqual([]);
  });

  it("refuses a tip the location's settings do not allow", () => {
    const noCustom = { ...SETTINGS, allow_custom: false };
    expect(tipAmount(noCustom, 1000, { percent: "20" })).toBe(200);
    expect(code(() => tipAmount(noCustom, 1000, { percent: 12 }))).toBe(
      "tip_percent_not_offered",
    );
    expect(code(() => tipAmount(noCustom, 1000, { amount: 100 }))).toBe(
      "tip_custom_not_allowed",
    );
    expect(
      code(() =>
        tipAmount({ ...SETTINGS, enabled: false }, 1000, { amount: 1 }),
      ),
    ).toBe("tips_disabled");
    expect(code(() => tipAmount(SETTINGS, 1000, { amount: -1 }))).toBe(
      "amount_invalid",
    );
  });

  it("splits a tip by the members' item totals, exactly", () => {
    // 7 has 7000 of 10000, 8 has 3000: 1001 → 700.7 and 300.3.
    expect(splitTip(1001, LINES, 99)).toEqual([
      { team_member_id: 7, amount: 701 },
      { team_member_id: 8, amount: 300 },
    ]);
    expect(splitTip(500, [LINES[1]], 99)).toEqual([
      { team_member_id: 8, amount: 500 },
    ]);
  });

  it("gives it to the processing user's member when no item has one, else leaves it unassigned", () => {
    const none = [{ team_member_id: null, total_amount: 1000 }];
    expect(splitTip(300, none, 42)).toEqual([
      { team_member_id: 42, amount: 300 },
    ]);
    expect(splitTip(300, none, null)).toEqual([
      { team_member_id: null, amount: 300 },
    ]);
    expect(splitTip(300, [], null)).toEqual([
      { team_member_id: null, amount: 300 },
    ]);
  });

  it("shares equally among members whose items are free, and leaves out shares of 0", () => {
    const free = [
      { team_member_id: 1, total_amount: 0 },
      { team_member_id: 2, total_amount: 0 },
      { team_member_id: 3, total_amount: 0 },
    ];
    expect(splitTip(100, free, null).map((s) => s.amount)).toEqual([
      34, 33, 33,
    ]);
    expect(splitTip(1, free, null)).toEqual([{ team_member_id: 1, amount: 1 }]);
    expect(splitTip(0, free, null)).toEqual([]);
  });

  it("refunds tips over what each share still holds, never beyond", () => {
    const shares = [
      { amount: 701, refunded: 0 },
      { amount: 300, refunded: 0 },
    ];
    expect(splitTipRefund(500, shares)).toEqual([350, 150]);
    const after = [
      { amount: 701, refunded: 350 },
      { amount: 300, refunded: 150 },
    ];
    expect(splitTipRefund(501, after)).toEqual([351, 150]);
    expect(code(() => splitTipRefund(502, after))).toBe("refund_exceeds_sold");
  });
});

describe("a discount on the whole sale", () => {
  it("becomes one manual discount per undiscounted item, by price, never above it", () => {
    const items = [
      { quantity: 1, unit_price: 3000 },
      {
        quantity: 2,
        unit_price: 1000,
        discount: { kind: "membership" } as const,
      },
      { quantity: 1, unit_price: 1000 },
    ];
    expect(spreadSaleDiscount(1000, items)).toEqual([
      { kind: "manual", amount: 750 },
      { kind: "membership" },
      { kind: "manual", amount: 250 },
    ]);
    expect(spreadSaleDiscount(1, items)).toEqual([
      { kind: "manual", amount: 1 },
      { kind: "membership" },
      null,
    ]);
    expect(code(() => spreadSaleDiscount(4001, items))).toBe(
      "discount_exceeds_line",
    );
  });
});
