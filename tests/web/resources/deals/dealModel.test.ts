import { describe, expect, it } from "vitest";
import {
  transformDeal,
  validateDeal,
  type Deal,
} from "../../../../src/resources/deals/dealModel";

const base: Partial<Deal> = {
  name: "Spring",
  type: "promotion_code",
  code: "spring10",
  discount_type: "percent",
  discount_pct: 10,
  discount_amount: 500,
  applies_to: "all_services",
  service_ids: [3],
  product_ids: [4],
  location_ids: [1],
  starts_at: "2026-03-01T09:00:00Z",
  ends_at: "2026-04-01T09:00:00Z",
  status: "active",
};

describe("deal model", () => {
  it("sends only what the type, discount and scope use, the code in capitals", () => {
    expect(transformDeal(base)).toMatchObject({
      code: "SPRING10",
      discount_pct: 10,
      discount_amount: null,
      service_ids: [],
      product_ids: [],
    });
    expect(
      transformDeal({
        ...base,
        type: "flash_sale",
        discount_type: "fixed",
        applies_to: "selected_services",
      }),
    ).toMatchObject({
      code: null,
      discount_pct: null,
      discount_amount: 500,
      service_ids: [3],
      product_ids: [],
    });
  });

  it("checks the rules the server checks", () => {
    expect(validateDeal(base)).toEqual({});
    expect(
      validateDeal({
        ...base,
        code: " ",
        discount_pct: null,
        ends_at: "2026-02-01T09:00:00Z",
        applies_to: "selected_products",
        product_ids: [],
        location_ids: [],
      }),
    ).toEqual({
      code: "resources.deals.validation.code_required",
      discount_pct: "resources.deals.validation.percent_range",
      ends_at: "resources.deals.validation.end_after_start",
      product_ids: "resources.deals.validation.products_required",
      location_ids: "resources.deals.validation.locations_required",
    });
    expect(
      validateDeal({ ...base, discount_type: "fixed", discount_amount: null }),
    ).toEqual({
      discount_amount: "resources.deals.validation.amount_required",
    });
  });
});
