import { unique, type AreaSamples, type Fixtures } from "./types";
import {
  ensureLocation,
  ensureProduct,
  ensureService,
  ensureVoucherType,
} from "./masterRows";

const deal = (fx: Fixtures) => ({
  name: `Spring offer ${unique()}`,
  type: "promotion_code",
  code: `SPRING${unique().toUpperCase()}`,
  discount_type: "percent",
  discount_pct: 12.5,
  applies_to: "selected_services",
  service_ids: [fx.service],
  location_ids: [fx.location],
  channels: "both",
  starts_at: "2026-03-01T09:00:00Z",
  ends_at: "2026-04-01T09:00:00Z",
  usage_limit_total: 100,
  usage_limit_per_client: 1,
  status: "active",
});

const voucherType = (fx: Fixtures) => ({
  name: `Gift ${unique()}`,
  value: 5000,
  retail_price: 4500,
  valid_for_value: 6,
  valid_for_unit: "months",
  redeemable_for: "selected_services",
  service_ids: [fx.service],
  location_ids: [fx.location],
  online_sales_enabled: true,
  title: "A treat for you",
  colour: "#8E24AA",
});

/** Promote area (service 6). */
export const promoteSamples: AreaSamples = {
  fixtures: async (app, merchantId, fx) => {
    await ensureLocation(app, merchantId, fx);
    await ensureService(app, merchantId, fx);
    await ensureProduct(app, merchantId, fx);
    await ensureVoucherType(app, merchantId, fx);
  },
  samplePayload: { deals: deal, "voucher-types": voucherType },
  sampleUpdate: {
    deals: () => ({ name: `Summer offer ${unique()}`, discount_pct: 20 }),
    "voucher-types": () => ({ retail_price: 4000, title: `New ${unique()}` }),
  },
  invalidValues: {
    deals: [
      ["name", ""],
      ["type", "happy_hour"],
      ["code", ""],
      ["code", "NO SPACES"],
      ["discount_pct", 101],
      ["discount_pct", -1],
      ["applies_to", "everything"],
      ["channels", "phone"],
      ["starts_at", "tomorrow"],
      ["ends_at", "2026-01-01T09:00:00Z"],
      ["usage_limit_total", 0],
      ["location_ids", []],
      ["service_ids", []],
      ["service_ids", [2_000_000_000]],
      ["status", "paused"],
    ],
    "voucher-types": [
      ["name", ""],
      ["value", 0],
      ["value", 12.5],
      ["retail_price", -1],
      ["valid_for_unit", "weeks"],
      ["valid_for_value", 0],
      ["redeemable_for", "products"],
      ["service_ids", []],
      ["location_ids", []],
      ["location_ids", [2_000_000_000]],
      ["colour", "purple"],
    ],
  },
  // Issued vouchers come from checkout: their insertRow is in ./sales.ts.
};
