import { describe, expect, it } from "vitest";
import {
  chooseDeals,
  DEAL_REFUSALS,
  dealRefusal,
  type CartItem,
  type DealContext,
  type DealRefusal,
  type DealRule,
  type DealUsage,
} from "../../../server/src/shared/money";

const AT = "2026-03-10T10:00:00Z";
const base: DealRule = {
  id: 1,
  type: "flash_sale",
  discount_type: "percent",
  discount_pct: "10.0000",
  applies_to: "all_services",
  location_ids: [1, 2],
  channels: "both",
  starts_at: "2026-03-01 00:00:00+00",
  ends_at: "2026-04-01T00:00:00Z",
  status: "active",
};
const ctx: DealContext = {
  at: AT,
  location_id: 1,
  channel: "in_store",
  client_id: 5,
};
const service = { item_type: "service", item_id: 11 } as const;

/** Deal changes, item, context changes, usage before, items in the cart → refusal. */
type Row = [
  string,
  Partial<DealRule>,
  { item_type: CartItem["item_type"]; item_id: number | null },
  Partial<DealContext>,
  DealUsage | undefined,
  number,
  DealRefusal | null,
];
// prettier-ignore
const TABLE: Row[] = [
  ["an active flash sale applies by itself", {}, service, {}, undefined, 0, null],
  ["inactive", { status: "inactive" }, service, {}, undefined, 0, "inactive"],
  ["archived", { status: "archived" }, service, {}, undefined, 0, "inactive"],
  ["archived_at set", { archived_at: "2026-03-02T00:00:00Z" }, service, {}, undefined, 0, "inactive"],
  ["before its start", {}, service, { at: "2026-02-28T23:59:59Z" }, undefined, 0, "not_started"],
  ["at its start", {}, service, { at: "2026-03-01T00:00:00Z" }, undefined, 0, null],
  ["at its end (exclusive)", {}, service, { at: "2026-04-01T00:00:00Z" }, undefined, 0, "ended"],
  ["open-ended", { ends_at: null }, service, { at: "2030-01-01T00:00:00Z" }, undefined, 0, null],
  ["another location", {}, service, { location_id: 3 }, undefined, 0, "location"],
  ["online only, in store", { channels: "online" }, service, {}, undefined, 0, "channel"],
  ["online only, online", { channels: "online" }, service, { channel: "online" }, undefined, 0, null],
  ["in store only, a phone booking counts as in store", { channels: "in_store" }, service, { channel: "phone" }, undefined, 0, null],
  ["in store only, online", { channels: "in_store" }, service, { channel: "online" }, undefined, 0, "channel"],
  ["services, on a product", {}, { item_type: "product", item_id: 11 }, {}, undefined, 0, "item"],
  ["selected services, listed", { applies_to: "selected_services", service_ids: [11] }, service, {}, undefined, 0, null],
  ["selected services, not listed", { applies_to: "selected_services", service_ids: [12] }, service, {}, undefined, 0, "item"],
  ["selected products, listed", { applies_to: "selected_products", product_ids: [4] }, { item_type: "product", item_id: 4 }, {}, undefined, 0, null],
  ["all products", { applies_to: "all_products" }, { item_type: "product", item_id: 9 }, {}, undefined, 0, null],
  ["memberships", { applies_to: "memberships" }, { item_type: "membership", item_id: 2 }, {}, undefined, 0, null],
  ["vouchers, a custom voucher", { applies_to: "vouchers" }, { item_type: "voucher", item_id: null }, {}, undefined, 0, null],
  ["vouchers, on a service", { applies_to: "vouchers" }, service, {}, undefined, 0, "item"],
  ["a code without it typed", { type: "promotion_code", code: "SPRING" }, service, {}, undefined, 0, "code"],
  ["a code typed in another case", { type: "promotion_code", code: "SPRING" }, service, { code: " spring " }, undefined, 0, null],
  ["a wrong code", { type: "promotion_code", code: "SPRING" }, service, { code: "SUMMER" }, undefined, 0, "code"],
  ["total limit with one use left", { usage_limit_total: 10 }, service, {}, { total: 9, by_client: 0 }, 0, null],
  ["total limit used up", { usage_limit_total: 10 }, service, {}, { total: 10, by_client: 0 }, 0, "limit_total"],
  ["total limit used up by this cart", { usage_limit_total: 10 }, service, {}, { total: 8, by_client: 0 }, 2, "limit_total"],
  ["client limit left", { usage_limit_per_client: 2 }, service, {}, { total: 40, by_client: 1 }, 0, null],
  ["client limit used up", { usage_limit_per_client: 2 }, service, {}, { total: 40, by_client: 2 }, 0, "limit_client"],
  ["client limit on a walk-in", { usage_limit_per_client: 2 }, service, { client_id: null }, undefined, 0, "client_required"],
];

describe("deal eligibility (DOMAIN §3.27)", () => {
  it.each(TABLE)(
    "%s",
    (_label, deal, item, context, usage, inCart, refusal) => {
      expect(
        dealRefusal(
          { ...base, ...deal },
          item,
          { ...ctx, ...context },
          usage,
          inCart,
        ),
      ).toBe(refusal);
    },
  );

  it("has a sentence for every refusal", () => {
    for (const message of Object.values(DEAL_REFUSALS))
      expect(message).toMatch(/^[A-Z].+\.$/);
  });
});

describe("choosing the deal of each item", () => {
  const code: DealRule = {
    ...base,
    id: 2,
    type: "promotion_code",
    code: "VIP",
    discount_pct: "15",
  };
  const fixed: DealRule = {
    ...base,
    id: 3,
    discount_type: "fixed",
    discount_pct: null,
    discount_amount: 1500,
    applies_to: "all_products",
  };
  const items: CartItem[] = [
    { item_type: "service", item_id: 11, quantity: 1, unit_price: 8000 },
    { item_type: "product", item_id: 4, quantity: 2, unit_price: 1000 },
    {
      item_type: "service",
      item_id: 12,
      quantity: 1,
      unit_price: 6000,
      discount: { kind: "membership" },
    },
  ];

  it("applies flash sales by their rules and leaves items with their own discount alone", () => {
    const choice = chooseDeals(items, [base, fixed], ctx);
    expect(choice.deals.map((d) => d?.id ?? null)).toEqual([1, 3, null]);
    expect(choice.code).toBeNull();
  });

  it("applies a typed code where it takes more off, and says how often", () => {
    const choice = chooseDeals(items, [base, code, fixed], {
      ...ctx,
      code: "vip",
    });
    expect(choice.deals.map((d) => d?.id ?? null)).toEqual([2, 3, null]);
    expect(choice.code).toMatchObject({ applied: 1, refusal: null });
    expect(choice.code?.deal?.id).toBe(2);
  });

  it("prefers the typed code on a tie, then the lower id", () => {
    const same = { ...code, discount_pct: "10" };
    expect(
      chooseDeals(items.slice(0, 1), [base, same], { ...ctx, code: "VIP" })
        .deals[0]?.id,
    ).toBe(2);
    const twin = { ...base, id: 9 };
    expect(chooseDeals(items.slice(0, 1), [twin, base], ctx).deals[0]?.id).toBe(
      1,
    );
  });

  it("serves the first items when a usage limit runs out within the sale", () => {
    const limited = { ...code, usage_limit_total: 3 };
    const three = [
      items[0],
      { ...items[0], item_id: 12 },
      { ...items[0], item_id: 13 },
    ];
    const choice = chooseDeals(
      three,
      [limited],
      { ...ctx, code: "VIP" },
      { 2: { total: 1, by_client: 0 } },
    );
    expect(choice.deals.map((d) => d?.id ?? null)).toEqual([2, 2, null]);
  });

  it("says why a typed code discounts nothing", () => {
    const outcome = (deals: DealRule[], typed: string, cart = items) =>
      chooseDeals(cart, deals, { ...ctx, code: typed }).code;
    expect(outcome([base], "NOPE")).toEqual({
      deal: null,
      applied: 0,
      refusal: "unknown_code",
    });
    expect(outcome([{ ...code, status: "inactive" }], "VIP")?.refusal).toBe(
      "inactive",
    );
    expect(outcome([{ ...code, applies_to: "vouchers" }], "VIP")?.refusal).toBe(
      "item",
    );
    const better = { ...base, discount_pct: "50" };
    expect(outcome([better, code], "VIP")?.refusal).toBe("better_deal");
    expect(outcome([code], "VIP", [items[2]])?.refusal).toBe("better_deal");
  });

  it("ignores a deal that would take nothing off", () => {
    expect(
      chooseDeals(items.slice(0, 1), [{ ...base, discount_pct: 0 }], ctx).deals,
    ).toEqual([null]);
  });
});
