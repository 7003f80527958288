import { describe, expect, it } from "vitest";
import {
  transformCommissionPlan,
  validateCommissionPlan,
  validateTiers,
  type CommissionPlan,
} from "../../../../src/resources/commission-plans/commissionPlanModel";

const V = "resources.commission-plans.validation";

describe("commissionPlanModel", () => {
  it("asks for the rate each enabled rule and override needs, once per item type and item", () => {
    const errors = validateCommissionPlan({
      team_member_id: 1,
      rules: [
        {
          item_type: "service",
          enabled: true,
          rate_type: "percent",
          rate_pct: 120,
          overrides: [
            { item_id: 5, excluded: false, rate_pct: null },
            { item_id: 5, excluded: true },
          ],
        },
        {
          item_type: "service",
          enabled: true,
          rate_type: "fixed",
          fixed_amount: null,
          overrides: [],
        },
        {
          item_type: "product",
          enabled: false,
          rate_type: "fixed",
          overrides: [],
        },
      ],
    } as Partial<CommissionPlan>);
    expect(errors).toEqual({
      rules: [
        {
          rate_pct: `${V}.rate_pct_range`,
          overrides: [
            { rate_pct: `${V}.rate_pct_required` },
            { item_id: `${V}.duplicate_item` },
          ],
        },
        {
          item_type: `${V}.duplicate_type`,
          fixed_amount: `${V}.fixed_amount_required`,
        },
        {},
      ],
    });
  });

  it("sends only the rate of each rule's type, with numbers", () => {
    expect(
      transformCommissionPlan({
        id: 2,
        team_member_id: 1,
        deduct_discounts: true,
        rules: [
          {
            item_type: "product",
            enabled: true,
            rate_type: "fixed",
            rate_pct: 10,
            fixed_amount: 150,
            overrides: [
              { item_id: "8" as never, excluded: true, fixed_amount: 20 },
            ],
          },
        ],
      }),
    ).toEqual({
      team_member_id: 1,
      deduct_discounts: true,
      rules: [
        {
          item_type: "product",
          enabled: true,
          rate_type: "fixed",
          rate_pct: null,
          fixed_amount: 150,
          overrides: [
            { item_id: 8, excluded: true, rate_pct: null, fixed_amount: null },
          ],
        },
      ],
    });
  });

  it("checks tiers as the server does: from 0, ordered, contiguous, only the last open-ended, rates 0–100, 1–10 tiers", () => {
    const t = (
      from: number | null,
      to: number | null,
      rate_pct: number | null,
    ) => ({
      from,
      to,
      rate_pct,
    });
    expect(validateTiers([t(0, 1000, 5), t(1000, null, 7)])).toBeUndefined();
    expect(validateTiers([t(0, null, 5)])).toBeUndefined();
    expect(validateTiers([])).toBe(`${V}.tiers_required`);
    expect(validateTiers(null)).toBe(`${V}.tiers_required`);
    expect(
      validateTiers(
        Array.from({ length: 11 }, (_, k) => t(k, k === 10 ? null : k + 1, 1)),
      ),
    ).toBe(`${V}.tiers_max`);
    // Unordered, overlapping, gapped.
    expect(
      validateTiers([t(0, 1000, 5), t(5000, null, 9), t(1000, 5000, 7)]),
    ).toEqual([
      {},
      { from: `${V}.tier_order`, to: `${V}.tier_open_middle` },
      { to: `${V}.tier_open_last` },
    ]);
    expect(validateTiers([t(0, 1000, 5), t(800, null, 7)])).toEqual([
      {},
      { from: `${V}.tier_order` },
    ]);
    expect(validateTiers([t(0, 1000, 5), t(1200, null, 7)])).toEqual([
      {},
      { from: `${V}.tier_order` },
    ]);
    expect(
      validateTiers([t(0, 1000, 5), t(1000, 900, 7), t(900, null, 8)]),
    ).toEqual([{}, { to: `${V}.tier_order` }, {}]);
    // Not from 0, open-ended in the middle, closed at the end, bad rates.
    expect(validateTiers([t(10, 1000, 5), t(1000, null, 7)])).toEqual([
      { from: `${V}.tier_first_from` },
      {},
    ]);
    expect(validateTiers([t(0, null, 5), t(1000, 2000, 101)])).toEqual([
      { to: `${V}.tier_open_middle` },
      { to: `${V}.tier_open_last`, rate_pct: `${V}.rate_pct_range` },
    ]);
    expect(validateTiers([t(null, null, null)])).toEqual([
      { from: "app.validation.required", rate_pct: `${V}.rate_pct_required` },
    ]);
  });

  it("asks a tiered rule for its tiers, period and mode, and sends them", () => {
    expect(
      validateCommissionPlan({
        team_member_id: 1,
        rules: [
          {
            item_type: "service",
            enabled: true,
            rate_type: "tiered",
            overrides: [],
          },
        ],
      } as Partial<CommissionPlan>),
    ).toEqual({
      rules: [
        {
          tiers: `${V}.tiers_required`,
          tier_period: `${V}.tier_period_required`,
          tier_mode: `${V}.tier_mode_required`,
        },
      ],
    });
    expect(
      transformCommissionPlan({
        team_member_id: 1,
        rules: [
          {
            item_type: "membership",
            enabled: true,
            rate_type: "tiered",
            rate_pct: 10,
            tiers: [
              { from: 0, to: "5000" as never, rate_pct: "4" as never },
              { from: 5000, to: "" as never, rate_pct: 6 },
            ],
            tier_period: "week",
            tier_mode: "retroactive",
            overrides: [{ item_id: 3, excluded: false, rate_pct: 12 }],
          },
        ],
      }).rules,
    ).toEqual([
      {
        item_type: "membership",
        enabled: true,
        rate_type: "tiered",
        rate_pct: null,
        fixed_amount: null,
        tiers: [
          { from: 0, to: 5000, rate_pct: 4 },
          { from: 5000, to: null, rate_pct: 6 },
        ],
        tier_period: "week",
        tier_mode: "retroactive",
        overrides: [
          { item_id: 3, excluded: false, rate_pct: 12, fixed_amount: null },
        ],
      },
    ]);
  });
});
