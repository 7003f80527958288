import { describe, expect, it } from "vitest";
import {
  transformVoucherType,
  validateVoucherType,
} from "../../../../src/resources/voucher-types/voucherTypeModel";

describe("voucher type model", () => {
  it("needs both validity fields or neither, services when selected, and a location", () => {
    expect(
      validateVoucherType({ location_ids: [1], redeemable_for: "any" }),
    ).toEqual({});
    expect(
      validateVoucherType({ valid_for_value: 6, location_ids: [] }),
    ).toEqual({
      valid_for_unit: "resources.voucher-types.validation.validity_pair",
      location_ids: "resources.voucher-types.validation.locations_required",
    });
    expect(
      validateVoucherType({
        valid_for_unit: "months",
        redeemable_for: "selected_services",
        location_ids: [1],
      }),
    ).toEqual({
      valid_for_value: "resources.voucher-types.validation.validity_pair",
      service_ids: "resources.voucher-types.validation.services_required",
    });
  });

  it("drops the services when any service can be paid", () => {
    expect(
      transformVoucherType({
        name: " Gift ",
        redeemable_for: "any",
        service_ids: [2],
      }),
    ).toEqual({
      name: "Gift",
      redeemable_for: "any",
      service_ids: [],
    });
  });
});
