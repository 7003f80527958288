import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import { voucherTypes } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import { createStaff } from "../../support/builders";
import { datedSales } from "../../support/datedSales";
import { bookAll, report, reportCall } from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";
import { createStockProduct } from "../../support/stock";

/**
 * The main dashboard's figures (DOMAIN §5.2, service 0): today's and the
 * next 7 days' appointments, today's and this month's total sales, each
 * the figure of its report for the same days, and only for users who may
 * open that area; and its lists (top services and team members this month,
 * low stock, vouchers expiring within 30 days), each the head of its
 * report. The business and its salon are in London; the clock is fixed at
 * noon on Wednesday 15 January 2031 (it never crosses midnight): a sale and
 * an appointment happen now, another appointment in three days; a 1-month
 * voucher sold on 2 January expires on 2 February, a 12-month one does
 * not; one product has 2 on hand (low at 3), the shop's product 10.
 */
const NOW = Date.parse("2031-01-15T12:00:00Z");
// Only Date is faked (timers stay real) and it moves on from NOW.
vi.useFakeTimers({ toFake: ["Date"], now: NOW, shouldAdvanceTime: true });
afterAll(() => {
  vi.useRealTimers();
});
const t = await buildTestApp();
let shop: Shop;
let lowProduct: { id: number; name: string };
const DAY = 86_400_000;

beforeAll(async () => {
  shop = await createShop(t, { pricesIncludeTax: false });
  const now = Date.now();
  const d = datedSales(t, shop);
  await d.sell(new Date(now).toISOString(), {
    items: [shop.massage()],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  const [month] = await t.app.db
    .insert(voucherTypes)
    .values({
      merchant_id: shop.merchantId,
      name: "Gift one month",
      value: 3000,
      retail_price: 3000,
      valid_for_value: 1,
      valid_for_unit: "months",
    })
    .returning();
  for (const [typeId, price] of [
    [month.id, 3000],
    [shop.voucherType.id, 4500],
  ])
    await d.sell("2031-01-02T12:00:00Z", {
      items: [{ item_type: "voucher", item_id: typeId }],
      payments: [{ payment_type_id: shop.card, amount: price }],
    });
  lowProduct = await createStockProduct(t.app, shop.merchantId);
  const stocked = await t.injectAs(shop.owner.token, {
    method: "POST",
    url: "merchant/stock-adjustments",
    payload: {
      product_id: lowProduct.id,
      location_id: shop.salon.locationId,
      type: "adjust_increase",
      quantity: 2,
      reason: "Opening stock",
      unit_cost: 100,
    },
  });
  expect(stocked.statusCode, stocked.body).toBeLessThan(300);
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
      "low_stock",
      "vouchers_expiring",
    ]);
    const of = (k: string) => rows.find((r) => r.figure === k)!;
    expect(of("appointments_today").value).toBe(1);
    expect(of("appointments_next_7_days").value).toBe(1);
    expect(of("sales_today").amount).toBe(6000);
    expect(of("vouchers_expiring")).toMatchObject({
      value: 1,
      first_day: "2031-01-15",
      last_day: "2031-02-13",
    });
    for (const r of rows.filter((x) =>
      /^(appointments|sales)_/.test(x.figure),
    )) {
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
    expect(of("sales_today").previous_amount).toBe(0);
    expect(of("sales_this_month").amount).toBe(6000);
  });

  it("its lists are the first rows of their reports, with the count of all", async () => {
    const list = async (view: string, name = "dashboard", q = {}) =>
      report(t, shop.owner.token, name, { view, ...q });
    const month = { from: "2031-01-01", to: "2031-01-15" };
    const services = await list("top_services");
    const bySvc = await report(t, shop.owner.token, "sales-summary", {
      ...month,
      group_by: "service",
      sort: "net_sales",
      order: "desc",
    });
    expect(services.rows.map((r) => [r.rank, r.group, r.net_sales])).toEqual(
      bySvc.rows.slice(0, 5).map((r, i) => [i + 1, r.group, r.net_sales]),
    );
    expect(services.rows[0].net_sales).toBe(5000);
    expect(services.totals).toEqual({
      count: bySvc.total,
      report: "sales-summary",
      link: { ...month, group_by: "service", sort: "net_sales", order: "desc" },
    });
    const members = await list("top_team_members", "reports-dashboard", month);
    expect(members.rows).toHaveLength(1);
    expect(members.rows[0]).toMatchObject({
      rank: 1,
      group_id: shop.salon.memberIds[0],
      net_sales: 5000,
    });
    // Out of stock first, then low, fewest first: the stock-on-hand report's rows.
    const at = { location_id: shop.salon.locationId };
    const low = await list("low_stock", "dashboard", at);
    const stock = async (status: string) =>
      report(t, shop.owner.token, "stock-on-hand", {
        ...at,
        status,
        sort: "on_hand",
        order: "asc",
      });
    const [out, few] = [await stock("out"), await stock("low")];
    expect(low.rows.map((r) => r.report_id)).toEqual(
      [...out.rows, ...few.rows].slice(0, 5).map((r) => r.id),
    );
    expect(few.rows.map((r) => r.product_id)).toEqual([lowProduct.id]);
    expect(low.rows.find((r) => r.product_id === lowProduct.id)).toMatchObject({
      on_hand: 2,
      status: "low",
    });
    expect(low.totals.count).toBe(out.total + few.total);
    // Its link opens stock on hand at the location, fewest first (any status).
    expect(low.totals.link).toEqual({
      location_id: String(shop.salon.locationId),
      sort: "on_hand",
      order: "asc",
    });
    const figure = (await report(t, shop.owner.token, "dashboard", at)).rows;
    expect(figure.find((r) => r.figure === "low_stock")?.value).toBe(
      out.total + few.total,
    );
    const expiring = await list("vouchers_expiring", "reports-dashboard");
    expect(expiring.rows.map((r) => r.expiry_date)).toEqual(["2031-02-02"]);
    expect(expiring.rows[0]).toMatchObject({ status: "valid", balance: 3000 });
    expect(typeof expiring.rows[0].report_id).toBe("number");
    expect(expiring.columns.find((c) => c.key === "code")).toMatchObject({
      link: { resource: "vouchers", id: "report_id" },
    });
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
    const stock = await createStaff(t.app, shop.merchantId, [5, 19]);
    expect((await figures(stock.token, "")).map((r) => r.figure)).toEqual([
      "low_stock",
      "vouchers_expiring",
    ]);
    const clients = await createStaff(t.app, shop.merchantId, [3]);
    expect(await figures(clients.token, "")).toEqual([]);
    // A list of an area the user may not open: 403, on either dashboard.
    const denied = await reportCall(
      t,
      sales.token,
      "dashboard",
      { view: "low_stock" },
      "",
    );
    expect(denied.statusCode).toBe(403);
    expect(
      (
        await reportCall(
          t,
          sales.token,
          "dashboard",
          { view: "top_services" },
          "",
        )
      ).statusCode,
    ).toBe(200);
    const dash = await createStaff(t.app, shop.merchantId, [13]);
    expect(
      (
        await reportCall(
          t,
          dash.token,
          "reports-dashboard",
          { view: "vouchers_expiring" },
          "",
        )
      ).statusCode,
    ).toBe(403);
  });
});
