import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp } from "../../support/buildTestApp";
import { createStaff } from "../../support/builders";
import { datedSales } from "../../support/datedSales";
import { bookAll, report, reportCall } from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";

/**
 * Reports dashboard (DOMAIN §5.10): each tile is the figure of the report
 * it links to, for the same range and location, and for the previous
 * period of equal length. Prices exclude 20 % VAT; London.
 *
 * This period (2026-06-08 … 2026-06-14): S1 massage 5000 (+1000) and a
 * product 1299 (+260) on 9 June with a 5.00 tip; S2 a 45.00 voucher on
 * 10 June; appointments: two on 9 June (one online, completed), one
 * no-show on 11 June. Previous period (1 … 7 June): S3 massage 6000 on
 * 3 June; one appointment on 3 June.
 */
const t = await buildTestApp();
let shop: Shop;
const range = { from: "2026-06-08", to: "2026-06-14" };
const previous = { from: "2026-06-01", to: "2026-06-07" };

beforeAll(async () => {
  shop = await createShop(t, { pricesIncludeTax: false });
  const d = datedSales(t, shop);
  const [A] = shop.salon.memberIds;
  await d.sell("2026-06-09T10:00:00Z", {
    client_id: shop.client.id,
    items: [
      shop.massage({ team_member_id: A }),
      { item_type: "product", item_id: shop.product.id },
    ],
    payments: [
      { payment_type_id: shop.card, amount: 6000 + 1559, tip: { amount: 500 } },
    ],
  });
  await d.sell("2026-06-10T10:00:00Z", {
    items: [{ item_type: "voucher", item_id: shop.voucherType.id }],
    payments: [{ payment_type_id: shop.cash, amount: 4500 }],
  });
  await d.sell("2026-06-03T10:00:00Z", {
    items: [shop.massage({ team_member_id: A })],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  const s = shop.salon;
  const service = (start: string) => ({
    start,
    memberId: A,
    serviceId: s.serviceId,
    pricingOptionId: s.pricingOptionId,
    price: 5000,
  });
  await bookAll(t.app, shop.merchantId, [
    {
      locationId: s.locationId,
      clientId: shop.client.id,
      status: "completed",
      channel: "online",
      services: [service("2026-06-09T09:00:00Z")],
    },
    { locationId: s.locationId, services: [service("2026-06-09T13:00:00Z")] },
    {
      locationId: s.locationId,
      status: "no_show",
      services: [service("2026-06-11T13:00:00Z")],
    },
    {
      locationId: s.locationId,
      status: "completed",
      services: [service("2026-06-03T13:00:00Z")],
    },
  ]);
});

type Tile = {
  tile: string;
  amount: number | null;
  previous_amount: number | null;
  value: number | null;
  previous_value: number | null;
  change_pct: number | null;
};

const tiles = async (q: Record<string, string | number> = {}) =>
  (await report(t, shop.owner.token, "reports-dashboard", { ...range, ...q }))
    .rows as Tile[];

describe("reports dashboard (DOMAIN §5.10)", () => {
  it("tiles by hand, against the previous period of equal length", async () => {
    const rows = await tiles();
    const of = (k: string) => rows.find((r) => r.tile === k)!;
    expect(of("total_sales")).toMatchObject({
      amount: 7559,
      previous_amount: 6000,
      change_pct: 25.98,
    });
    expect(of("services").amount).toBe(6000);
    expect(of("products").amount).toBe(1559);
    expect(of("memberships").amount).toBe(0);
    expect(of("voucher_sales").amount).toBe(4500);
    expect(of("tips").amount).toBe(500);
    expect(of("average_sale").amount).toBe(6299);
    expect(of("appointments")).toMatchObject({
      value: 3,
      previous_value: 1,
      change_pct: 200,
    });
    expect(of("online_pct").value).toBe(33.33);
    expect(of("cancelled").value).toBe(0);
    expect(of("no_show").value).toBe(1);
    expect(of("new_clients").value).toBe(1);
    expect(of("returning_clients").value).toBe(0);
  });

  it("each tile equals the report it links to, for the same range and location, now and before", async () => {
    const loc = { location_id: shop.salon.locationId };
    const rows = await tiles(loc);
    const of = (k: string) => rows.find((r) => r.tile === k)!;
    for (const [period, amount, value] of [
      [range, "amount", "value"],
      [previous, "previous_amount", "previous_value"],
    ] as const) {
      const get = (name: string, q: Record<string, string> = {}) =>
        report(t, shop.owner.token, name, { ...period, ...loc, ...q });
      const byType = await get("sales-summary", { group_by: "type" });
      expect(of("total_sales")[amount]).toBe(byType.totals.total_sales);
      expect(of("services")[amount]).toBe(
        byType.rows.find((r) => r.group === "service")?.total_sales ?? 0,
      );
      const byLocation = await get("sales-summary", { group_by: "location" });
      expect(of("average_sale")[amount]).toBe(byLocation.totals.average_net);
      const tips = await get("tips-collected");
      expect(of("tips")[amount]).toBe(tips.totals.net);
      const booked = await get("appointments-summary", {
        group_by: "status",
      });
      expect(of("appointments")[value]).toBe(booked.totals.appointments);
      expect(of("no_show")[value]).toBe(booked.totals.no_show);
      const hours = await get("team-working-hours");
      expect(of("occupancy_pct")[value]).toBe(hours.totals.occupancy_pct);
      const retention = await get("client-retention", { view: "summary" });
      expect(of("new_clients")[value]).toBe(retention.totals.new);
    }
  });

  it("days: total sales and appointments per local day add up to the reports' totals", async () => {
    const body = await report(t, shop.owner.token, "reports-dashboard", {
      ...range,
      view: "days",
    });
    expect(body.basis).toBe("dashboard_days");
    expect(body.rows.map((r) => r.date)).toEqual([
      "2026-06-08",
      "2026-06-09",
      "2026-06-10",
      "2026-06-11",
      "2026-06-12",
      "2026-06-13",
      "2026-06-14",
    ]);
    expect(body.rows.map((r) => [r.total_sales, r.appointments])).toEqual([
      [0, 0],
      [7559, 2],
      [0, 0],
      [0, 1],
      [0, 0],
      [0, 0],
      [0, 0],
    ]);
    expect(body.totals).toEqual({ total_sales: 7559, appointments: 3 });
  });

  it("needs the reports dashboard service (13) for staff", async () => {
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    expect(
      (await reportCall(t, sales.token, "reports-dashboard", range, ""))
        .statusCode,
    ).toBe(403);
    const dash = await createStaff(t.app, shop.merchantId, [13]);
    const body = await report(t, dash.token, "reports-dashboard", range, "");
    expect(body.rows.find((r) => r.tile === "total_sales")?.amount).toBe(7559);
  });
});
