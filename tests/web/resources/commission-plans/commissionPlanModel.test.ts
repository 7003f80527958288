import { describe, expect, it } from "vitest";
import {
  transformCommissionPlan,
  validateCommissionPlan,
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
});
