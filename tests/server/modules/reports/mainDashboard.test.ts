import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp } from "../../support/buildTestApp";
import { createStaff } from "../../support/builders";
import { datedSales } from "../../support/datedSales";
import { bookAll, report } from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";

/**
 * The main dashboard's figures (DOMAIN §5.2, service 0): today's and the
 * next 7 days' appointments, today's and this month's total sales, each
 * the figure of its report for the same days, and only for users who may
 * open that area. The business and its salon are in London; a sale and an
 * appointment happen now, another appointment in three days.
 */
const t = await buildTestApp();
let shop: Shop;
const DAY = 86_400_000;

beforeAll(async () => {
  shop = await createShop(t, { pricesIncludeTax: false });
  const now = Date.now();
  await datedSales(t, shop).sell(new Date(now).toISOString(), {
    items: [shop.massage()],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  const s = shop.salon;
  const at = (ms: number) => ({
    locationId: s.locationId,
    services: [
      {
        start: new Date(ms).toISOString(),
        memberId: s.memberIds[0],
        serviceId: s.serviceId,
        pricingOptionId: s.pricingOptionId,
        price: 5000,
      },
    ],
  });
  await bookAll(t.app, shop.merchantId, [at(now), at(now + 3 * DAY)]);
});

type Figure = Record<string, unknown> & { figure: string };
const figures = async (token: string, prefix = "merchant/") =>
  (await report(t, token, "dashboard", {}, prefix)).rows as Figure[];

describe("main dashboard (DOMAIN §5.2)", () => {
  it("today's and the week's appointments, today's and this month's sales, each its report's figure", async () => {
    const rows = await figures(shop.owner.token);
    expect(rows.map((r) => r.figure)).toEqual([
      "appointments_today",
      "appointments_next_7_days",
      "sales_today",
      "sales_this_month",
    ]);
    const of = (k: string) => rows.find((r) => r.figure === k)!;
    expect(of("appointments_today").value).toBe(1);
    expect(of("appointments_next_7_days").value).toBe(1);
    expect(of("sales_today").amount).toBe(6000);
    for (const r of rows) {
      const days = { from: String(r.first_day), to: String(r.last_day) };
      if (r.figure.startsWith("appointments")) {
        const body = await report(t, shop.owner.token, "appointments-summary", {
          ...days,
          group_by: "status",
        });
        expect(r.value).toBe(body.totals.appointments);
      } else {
        const body = await report(t, shop.owner.token, "sales-summary", {
          ...days,
          group_by: "type",
        });
        expect(r.amount).toBe(body.totals.total_sales);
      }
    }
    expect(of("sales_this_month").amount).toBeGreaterThanOrEqual(6000);
  });

  it("staff see only the figures of areas they may open; every user may ask", async () => {
    const calendar = await createStaff(t.app, shop.merchantId, [2]);
    expect((await figures(calendar.token, "")).map((r) => r.figure)).toEqual([
      "appointments_today",
      "appointments_next_7_days",
    ]);
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    expect((await figures(sales.token, "")).map((r) => r.figure)).toEqual([
      "sales_today",
      "sales_this_month",
    ]);
    const clients = await createStaff(t.app, shop.merchantId, [3]);
    expect(await figures(clients.token, "")).toEqual([]);
  });
});
