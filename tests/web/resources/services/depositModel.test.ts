import { describe, expect, it } from "vitest";
import {
  depositBody,
  depositErrors,
  lowestOptionPrice,
} from "../../../../src/resources/services/depositModel";
import type { PricingOption } from "../../../../src/resources/services/serviceTypes";

const option = (over: Partial<PricingOption>): PricingOption => ({
  duration_minutes: 60,
  price_type: "fixed",
  price: 5000,
  special_price: null,
  ...over,
});

describe("deposit rules of the service form", () => {
  it("takes the lowest price a client pays: special prices and free options count, blank prices do not", () => {
    expect(lowestOptionPrice([])).toBeNull();
    expect(
      lowestOptionPrice([
        option({ price: 6000, special_price: 4500 }),
        option({ price: 5000 }),
        option({ price: null }),
      ]),
    ).toBe(4500);
    expect(
      lowestOptionPrice([option({ price_type: "free", price: null })]),
    ).toBe(0);
  });

  it("checks the field of the chosen type against the options, as the server does", () => {
    const pricing_options = [option({ price: 5000 })];
    const fixed = (deposit_amount: number | null) =>
      depositErrors({ deposit_type: "fixed", deposit_amount, pricing_options });
    expect(fixed(5000)).toEqual({});
    expect(fixed(5001)).toEqual({
      deposit_amount: "resources.services.validation.deposit_above_price",
    });
    expect(fixed(0)).toEqual({
      deposit_amount: "resources.services.validation.deposit_amount_positive",
    });
    expect(fixed(null)).toEqual({
      deposit_amount: "resources.services.validation.deposit_amount_required",
    });
    const percent = (deposit_percent: number | null) =>
      depositErrors({ deposit_type: "percentage", deposit_percent });
    expect(percent(1)).toEqual({});
    expect(percent(100)).toEqual({});
    for (const bad of [0, 101, 2.5, null])
      expect(percent(bad)).toEqual({
        deposit_percent: "resources.services.validation.deposit_percent",
      });
    expect(depositErrors({ deposit_type: "none", deposit_amount: 1 })).toEqual(
      {},
    );
  });

  it("sends only the field of the chosen type", () => {
    const values = { deposit_amount: 2000, deposit_percent: 30 };
    expect(depositBody({ ...values, deposit_type: "fixed" })).toEqual({
      deposit_type: "fixed",
      deposit_amount: 2000,
      deposit_percent: null,
    });
    expect(depositBody({ ...values, deposit_type: "percentage" })).toEqual({
      deposit_type: "percentage",
      deposit_amount: null,
      deposit_percent: 30,
    });
    expect(depositBody(values)).toEqual({
      deposit_type: "none",
      deposit_amount: null,
      deposit_percent: null,
    });
  });
});
