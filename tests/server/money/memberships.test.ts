import { describe, expect, it } from "vitest";
import {
  computeLine,
  MEMBERSHIP_REFUSALS,
  membershipRefusal,
  type ClientMembershipBenefit,
  type MembershipUse,
} from "../../../server/src/shared/money";

const cm: ClientMembershipBenefit = {
  id: 3,
  client_id: 5,
  status: "active",
  start_date: "2026-01-15",
  expiry_date: "2026-07-14",
  sessions_total: 10,
  sessions_used: 8,
  membership: {
    services_scope: "selected",
    service_ids: [11, 12],
    location_ids: [1],
  },
};
const use: MembershipUse = {
  client_id: 5,
  item_type: "service",
  item_id: 11,
  location_id: 1,
  date: "2026-03-10",
  quantity: 1,
};

// prettier-ignore
const TABLE: [string, Partial<ClientMembershipBenefit>, Partial<MembershipUse>, string | null][] = [
  ["a covered service", {}, {}, null],
  ["another client's membership", {}, { client_id: 6 }, "client"],
  ["a walk-in", {}, { client_id: null }, "client"],
  ["not yet paid (no status active)", { status: "cancelled" }, {}, "inactive"],
  ["expired status", { status: "expired" }, {}, "inactive"],
  ["the day before it starts", {}, { date: "2026-01-14" }, "not_started"],
  ["its first day", {}, { date: "2026-01-15" }, null],
  ["its expiry day", {}, { date: "2026-07-14" }, null],
  ["the day after expiry", {}, { date: "2026-07-15" }, "expired"],
  ["a service outside the selection", {}, { item_id: 13 }, "item"],
  ["any service when the scope is all", { membership: { ...cm.membership, services_scope: "all" } }, { item_id: 13 }, null],
  ["a product", { membership: { ...cm.membership, services_scope: "all" } }, { item_type: "product" }, "item"],
  ["another location", {}, { location_id: 2 }, "location"],
  ["the last two sessions", {}, { quantity: 2 }, null],
  ["one session too many", {}, { quantity: 3 }, "sessions"],
  ["sessions taken by earlier items of the sale", {}, { in_cart: 2 }, "sessions"],
  ["unlimited sessions", { sessions_total: null, sessions_used: 500 }, { quantity: 4 }, null],
];

describe("membership benefits (DOMAIN §3.25)", () => {
  it.each(TABLE)("%s", (_label, change, useChange, refusal) => {
    expect(
      membershipRefusal({ ...cm, ...change }, { ...use, ...useChange }),
    ).toBe(refusal);
  });

  it("has a sentence for every refusal", () => {
    for (const message of Object.values(MEMBERSHIP_REFUSALS))
      expect(message).toMatch(/^[A-Z].+\.$/);
  });

  it("pays the whole covered line as a 100 % discount of kind membership", () => {
    const line = computeLine({
      item_type: "service",
      quantity: 1,
      unit_price: 6500,
      tax_rate_pct: 20,
      prices_include_tax: false,
      discount: { kind: "membership", client_membership_id: cm.id },
    });
    expect(line).toMatchObject({
      gross_amount: 6500,
      discount_amount: 6500,
      net_amount: 0,
      tax_amount: 0,
      total_amount: 0,
    });
  });
});
