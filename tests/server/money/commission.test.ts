import { describe, expect, it } from "vitest";
import {
  commissionEntries,
  commissionReversal,
  MoneyError,
  type CommissionLine,
  type CommissionPlan,
  type CommissionRule,
} from "../../../server/src/shared/money";

const tiers = [
  { from: 0, to: 100_000, rate_pct: 5 },
  { from: 100_000, to: null, rate_pct: 10 },
];
const PLAN: CommissionPlan = {
  team_member_id: 7,
  deduct_discounts: true,
  rules: [
    {
      item_type: "service",
      enabled: true,
      rate_type: "percent",
      rate_pct: 10,
      overrides: [
        { item_id: 12, excluded: false, rate_pct: 20 },
        { item_id: 13, excluded: true },
      ],
    },
    {
      item_type: "product",
      enabled: true,
      rate_type: "fixed",
      fixed_amount: 150,
    },
    {
      item_type: "membership",
      enabled: false,
      rate_type: "percent",
      rate_pct: 10,
    },
    {
      item_type: "voucher",
      enabled: true,
      rate_type: "tiered",
      tiers,
      tier_mode: "progressive",
    },
  ],
};
const line = (over: Partial<CommissionLine>): CommissionLine => ({
  sale_item_id: 1,
  item_type: "service",
  item_id: 11,
  quantity: 1,
  gross_amount: 10_000,
  net_amount: 9_000,
  team_member_id: 7,
  ...over,
});

describe("commission accrued on a paid sale (DOMAIN §3.19, §4.4)", () => {
  it("applies the rule of each item type, its overrides, and leaves tax out", () => {
    const lines = [
      line({ sale_item_id: 1 }),
      line({
        sale_item_id: 2,
        item_id: 12,
        gross_amount: 5_000,
        net_amount: 5_000,
      }),
      line({ sale_item_id: 3, item_id: 13 }),
      line({
        sale_item_id: 4,
        item_type: "product",
        item_id: 4,
        quantity: 3,
        gross_amount: 3_000,
        net_amount: 2_700,
      }),
      line({ sale_item_id: 5, item_type: "membership", item_id: 2 }),
      line({ sale_item_id: 6, team_member_id: 8 }),
      line({ sale_item_id: 7, commission_enabled: false }),
      line({ sale_item_id: 8, team_member_id: null }),
    ];
    expect(commissionEntries(PLAN, lines)).toEqual([
      {
        sale_item_id: 1,
        team_member_id: 7,
        item_type: "service",
        base_amount: 9_000,
        rate_pct: "10.0000",
        fixed_amount: null,
        amount: 900,
      },
      {
        sale_item_id: 2,
        team_member_id: 7,
        item_type: "service",
        base_amount: 5_000,
        rate_pct: "20.0000",
        fixed_amount: null,
        amount: 1_000,
      },
      {
        sale_item_id: 4,
        team_member_id: 7,
        item_type: "product",
        base_amount: 2_700,
        rate_pct: null,
        fixed_amount: 150,
        amount: 450,
      },
    ]);
  });

  it("counts discounts in the base when the plan does not deduct them", () => {
    const [entry] = commissionEntries({ ...PLAN, deduct_discounts: false }, [
      line({}),
    ]);
    expect(entry).toMatchObject({ base_amount: 10_000, amount: 1_000 });
  });

  it("rounds half away from zero per line", () => {
    const [entry] = commissionEntries(PLAN, [line({ net_amount: 1_005 })]);
    expect(entry.amount).toBe(101); // 100.5
  });

  it("places a line on the tiers by the member's earlier sales of the period", () => {
    const voucher = line({
      item_type: "voucher",
      item_id: null,
      gross_amount: 20_000,
      net_amount: 20_000,
    });
    // 90,000 before: 10,000 at 5 % and 10,000 at 10 %.
    expect(
      commissionEntries(PLAN, [voucher], { voucher: 90_000 })[0],
    ).toMatchObject({
      amount: 1_500,
      rate_pct: "10.0000",
    });
    const retro = {
      ...PLAN,
      rules: [
        {
          ...(PLAN.rules[3] as CommissionRule),
          tier_mode: "retroactive" as const,
        },
      ],
    };
    // 110,000 at 10 % less the 4,500 already earned on 90,000: the earlier sales are topped up.
    expect(
      commissionEntries(retro, [voucher], { voucher: 90_000 })[0].amount,
    ).toBe(6_500);
    // Two lines of one sale climb the tiers in order.
    const two = commissionEntries(
      PLAN,
      [voucher, { ...voucher, sale_item_id: 2 }],
      { voucher: 70_000 },
    );
    expect(two.map((e) => e.amount)).toEqual([1_000, 1_500]);
    expect(two.map((e) => e.rate_pct)).toEqual(["5.0000", "10.0000"]);
  });

  it("gives an overridden item of a tiered rule its flat rate", () => {
    const rule = {
      ...(PLAN.rules[3] as CommissionRule),
      overrides: [{ item_id: 5, excluded: false, rate_pct: 12 }],
    };
    const [entry] = commissionEntries({ ...PLAN, rules: [rule] }, [
      line({ item_type: "voucher", item_id: 5 }),
    ]);
    expect(entry).toMatchObject({ amount: 1_080, rate_pct: "12.0000" });
  });

  it("refuses tiers with a gap", () => {
    const rule: CommissionRule = {
      ...(PLAN.rules[3] as CommissionRule),
      tiers: [
        { from: 0, to: 10, rate_pct: 5 },
        { from: 20, to: null, rate_pct: 9 },
      ],
    };
    expect(() =>
      commissionEntries({ ...PLAN, rules: [rule] }, [
        line({ item_type: "voucher" }),
      ]),
    ).toThrow(MoneyError);
  });
});

describe("commission reversed on a refund", () => {
  const sold = { quantity: 1, net_amount: 9_000 };

  it("reverses in proportion to the refunded net, the last refund what is left", () => {
    const first = commissionReversal(
      900,
      sold,
      { quantity: 0, net_amount: 0 },
      { quantity: 0, net_amount: 3_001 },
    );
    const rest = commissionReversal(
      900,
      sold,
      { quantity: 0, net_amount: 3_001 },
      { quantity: 1, net_amount: 9_000 },
    );
    expect([first, rest]).toEqual([-300, -600]);
  });

  it("reverses by quantity when the line's net is 0 (a fixed commission on a membership session)", () => {
    const free = { quantity: 2, net_amount: 0 };
    expect(
      commissionReversal(
        300,
        free,
        { quantity: 0, net_amount: 0 },
        { quantity: 1, net_amount: 0 },
      ),
    ).toBe(-150);
  });

  it("reverses a negative accrual upwards, and refuses an amount that is not whole", () => {
    expect(
      commissionReversal(
        -900,
        sold,
        { quantity: 0, net_amount: 0 },
        { quantity: 1, net_amount: 9_000 },
      ),
    ).toBe(900);
    expect(() =>
      commissionReversal(
        1.5,
        sold,
        { quantity: 0, net_amount: 0 },
        { quantity: 1, net_amount: 9_000 },
      ),
    ).toThrow(MoneyError);
  });

  it("never reverses beyond the line", () => {
    expect(() =>
      commissionReversal(
        900,
        sold,
        { quantity: 0, net_amount: 0 },
        { quantity: 1, net_amount: 9_001 },
      ),
    ).toThrow("The refund can't be more than what is left of this item.");
  });
});
