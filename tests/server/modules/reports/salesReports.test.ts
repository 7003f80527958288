import { describe, it, expect, beforeAll } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { saleItems, vouchers } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import { createMerchant, createStaff } from "../../support/builders";
import type { Salon } from "../../support/calendarFixtures";
import { datedSales, secondLocation } from "../../support/datedSales";
import {
  csvObjects,
  report,
  reportCall,
  SALES_MEASURES,
} from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";

/**
 * The sales reports (DOMAIN §5.3, §5.4) on a hand-computed week: prices
 * exclude 20 % VAT in London (Europe/London, UTC+1 in June); New York
 * (UTC−4) has no tax. Range 2026-06-10 … 2026-06-12, local days.
 *
 * S1 London 2026-06-09T23:30Z = 10 June 00:30 local: massage (member A)
 *    5000 + 1000 tax, two products 2 × 1299 = 2598 + 520 tax, client Ada,
 *    card with a 5.00 tip. One product refunded 2026-06-11T23:30Z = 12 June
 *    00:30 local (a Friday; UTC says Thursday): net 1299, tax 260.
 * S2 New York 2026-06-11T02:00Z = 10 June 22:00 local: massage 5000, no tax, walk-in.
 * S3 London 2026-06-10T12:00Z (13:00): massage (member B) 5000 − 1000
 *    discount = 4000 + 800 tax, and a 45.00 voucher (voucher sales only), Ada.
 * S4 London 10 June: massage, voided: nothing.
 * S5 London 2026-06-12T23:30Z = 13 June local: outside the range.
 * S6 London 20 June: a massage (6000) paid with S3's voucher (5000) and 10.00 cash.
 */
const t = await buildTestApp();
let shop: Shop;
let ny: Salon;
const range = { from: "2026-06-10", to: "2026-06-12" };

beforeAll(async () => {
  shop = await createShop(t, { pricesIncludeTax: false });
  ny = await secondLocation(t, shop, "America/New_York");
  const d = datedSales(t, shop);
  const [A, B] = shop.salon.memberIds;
  const s1 = await d.sell("2026-06-09T23:30:00Z", {
    client_id: shop.client.id,
    items: [
      shop.massage({ team_member_id: A }),
      { item_type: "product", item_id: shop.product.id, quantity: 2 },
    ],
    payments: [
      { payment_type_id: shop.card, amount: 9118, tip: { amount: 500 } },
    ],
  });
  await d.sell("2026-06-11T02:00:00Z", {
    location_id: ny.locationId,
    items: [
      {
        item_type: "service",
        item_id: ny.serviceId,
        team_member_id: ny.memberIds[0],
      },
    ],
    payments: [{ payment_type_id: shop.cash, amount: 5000 }],
  });
  const s3 = await d.sell("2026-06-10T12:00:00Z", {
    client_id: shop.client.id,
    items: [
      shop.massage({
        team_member_id: B,
        discount: { kind: "manual", amount: 1000 },
      }),
      { item_type: "voucher", item_id: shop.voucherType.id },
    ],
    payments: [{ payment_type_id: shop.cash, amount: 9300 }],
  });
  const s4 = await d.sell("2026-06-10T15:00:00Z", {
    items: [shop.massage()],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  await d.void("2026-06-10T16:00:00Z", s4);
  await d.sell("2026-06-12T23:30:00Z", {
    items: [shop.massage()],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  const [, product] = await t.app.db
    .select()
    .from(saleItems)
    .where(
      and(
        eq(saleItems.merchant_id, shop.merchantId),
        eq(saleItems.sale_id, s1),
      ),
    )
    .orderBy(asc(saleItems.position));
  await d.refund("2026-06-11T23:30:00Z", s1, {
    items: [{ sale_item_id: product.id, quantity: 1 }],
    payments: [{ payment_type_id: shop.card, amount: 1559 }],
  });
  const [voucher] = await t.app.db
    .select({ code: vouchers.code })
    .from(saleItems)
    .innerJoin(vouchers, eq(vouchers.sale_item_id, saleItems.id))
    .where(
      and(
        eq(saleItems.merchant_id, shop.merchantId),
        eq(saleItems.sale_id, s3),
      ),
    );
  await d.sell("2026-06-20T10:00:00Z", {
    items: [shop.massage()],
    payments: [
      {
        payment_type_id: shop.voucher,
        amount: 5000,
        voucher_code: voucher.code,
      },
      { payment_type_id: shop.cash, amount: 1000 },
    ],
  });
});

const summary = (group_by: string, q: Record<string, string | number> = {}) =>
  report(t, shop.owner.token, "sales-summary", { ...range, group_by, ...q });

const MEASURES = SALES_MEASURES;
const pick = (r: Record<string, unknown>) =>
  Object.fromEntries(MEASURES.map((k) => [k, r[k]]));
const m = (...v: number[]) =>
  Object.fromEntries(MEASURES.map((k, i) => [k, v[i]]));

/** Totals of the range: Σ of every line above (voucher and voided sale apart). */
const TOTALS = m(5, 17598, 1000, 1, 1299, 15299, 2060, 17359);

describe("sales summary (DOMAIN §5.4)", () => {
  it("by type: services and products, refunds on the refund day, the voucher apart, the voided sale and the 13th left out", async () => {
    const body = await summary("type");
    expect(body.basis).toBe("sale_and_refund_time");
    expect(body.rows.map((r) => [r.group, pick(r)])).toEqual([
      ["service", m(3, 15000, 1000, 0, 0, 14000, 1800, 15800)],
      ["product", m(2, 2598, 0, 1, 1299, 1299, 260, 1559)],
    ]);
    expect(pick(body.totals)).toEqual(TOTALS);
    expect(body.totals.pct_of_net).toBe(100);
    expect(body.rows.map((r) => r.pct_of_net)).toEqual([91.51, 8.49]);
    expect((body as { memo?: unknown }).memo).toEqual({ voucher_sales: 4500 });
  });

  it("by location and by client: sales counts, average net, walk-ins", async () => {
    const byLocation = await summary("location", { sort: "net_sales" });
    expect(
      byLocation.rows.map((r) => [
        r.group_id,
        r.net_sales,
        r.tax,
        r.sales_count,
        r.average_net,
      ]),
    ).toEqual([
      [ny.locationId, 5000, 0, 1, 5000],
      [shop.salon.locationId, 10299, 2060, 2, 5150],
    ]);
    const byClient = await summary("client");
    expect(
      byClient.rows.map((r) => [
        r.group_id,
        r.net_sales,
        r.sales_count,
        r.last_sale_date,
      ]),
    ).toEqual([
      [shop.client.id, 10299, 2, "2026-06-10"],
      [null, 5000, 1, "2026-06-10"],
    ]);
    expect(byClient.columns[0]).toMatchObject({ empty: "walk_in" });
    // One location alone.
    const nyOnly = await summary("item", { location_id: ny.locationId });
    expect(pick(nyOnly.totals)).toEqual(m(1, 5000, 0, 0, 0, 5000, 0, 5000));
  });

  it("by hour and by day on each location's clock, the refund in its own bucket", async () => {
    const byHour = await summary("hour");
    expect(byHour.rows.map((r) => [r.group, r.net_sales])).toEqual([
      ["00:00", 5000 + 2598 - 1299],
      ["13:00", 4000],
      ["22:00", 5000],
    ]);
    const byDay = await summary("day");
    // 10 June 2026 is a Wednesday (3); the refund's local day a Friday (5).
    expect(byDay.rows.map((r) => [r.group, r.net_sales, r.refunds])).toEqual([
      ["3", 16598, 0],
      ["5", -1299, 1299],
    ]);
    const byMonth = await summary("month");
    expect(byMonth.rows.map((r) => [r.group, pick(r)])).toEqual([
      ["2026-06", TOTALS],
    ]);
    const byYear = await summary("year");
    expect(byYear.rows.map((r) => r.group)).toEqual(["2026"]);
  });

  it("by team member, item, service and product (COGS, margin)", async () => {
    const [A, B] = shop.salon.memberIds;
    const byMember = await summary("team_member");
    expect(
      new Map(byMember.rows.map((r) => [r.group_id, r.net_sales])),
    ).toEqual(
      new Map([
        [A, 5000],
        [ny.memberIds[0], 5000],
        [B, 4000],
        [null, 1299],
      ]),
    );
    expect(byMember.columns[0]).toMatchObject({ empty: "unassigned" });
    const byItem = await summary("item");
    expect(byItem.rows).toHaveLength(3);
    expect(pick(byItem.totals)).toEqual(TOTALS);
    const byService = await summary("service");
    expect(byService.rows.map((r) => r.net_sales).sort()).toEqual([5000, 9000]);
    expect(
      byService.rows.every((r) => typeof r.treatment_type === "string"),
    ).toBe(true);
    const byProduct = await summary("product");
    expect(byProduct.rows).toEqual([
      expect.objectContaining({
        group_id: shop.product.id,
        net_sales: 1299,
        cogs: 450,
        gross_profit: 849,
        margin_pct: 65.36,
      }),
    ]);
    expect(byProduct.totals).toMatchObject({ cogs: 450, gross_profit: 849 });
  });

  it("filters by team member, item type, channel and client type", async () => {
    const [A] = shop.salon.memberIds;
    const a = await summary("type", { team_member_id: A });
    expect(pick(a.totals)).toEqual(m(1, 5000, 0, 0, 0, 5000, 1000, 6000));
    const products = await summary("type", { item_type: "product" });
    expect(products.rows.map((r) => r.group)).toEqual(["product"]);
    const walkIns = await summary("type", { client_type: "walk_in" });
    expect(walkIns.totals.net_sales).toBe(5000);
    const newClients = await summary("type", { client_type: "new" });
    // S1 is Ada's first sale (with its refund), S3 her second.
    expect(newClients.totals.net_sales).toBe(5000 + 2598 - 1299);
    const returning = await summary("type", { client_type: "returning" });
    expect(returning.totals.net_sales).toBe(4000);
    const bad = await reportCall(t, shop.owner.token, "sales-summary", {
      group_by: "weekday",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.group_by).toMatch(/Group by one of/);
  });

  it("exports the same rows as CSV in major units", async () => {
    const res = await reportCall(
      t,
      shop.owner.token,
      "sales-summary",
      { ...range, group_by: "type" },
      "merchant/",
      "/export",
    );
    expect(res.statusCode).toBe(200);
    const rows = csvObjects(res.body);
    expect(rows.map((r) => [r.group, r.net_sales, r.tax])).toEqual([
      ["service", "140.00", "18.00"],
      ["product", "12.99", "2.60"],
    ]);
  });

  it("needs the sales reports service (8) for staff; another business sees none of it", async () => {
    const finances = await createStaff(t.app, shop.merchantId, [7]);
    expect(
      (await reportCall(t, finances.token, "sales-summary", range, ""))
        .statusCode,
    ).toBe(403);
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    const staffView = await report(t, sales.token, "sales-summary", range, "");
    expect(staffView.totals.net_sales).toBe(TOTALS.net_sales);
    const other = await createMerchant(t.app);
    const theirs = await report(t, other.owner.token, "sales-summary", range);
    expect(theirs.rows).toEqual([]);
    expect(theirs.totals.net_sales).toBe(0);
  });
});

const FINANCE = [
  "sales_qty",
  "refund_qty",
  "gross_sales",
  "discounts",
  "refunds",
  "net_sales",
  "tax",
  "total_sales",
  "collected",
  "refunds_paid",
  "net_collected",
] as const;
const lineOf = (r: Record<string, unknown>) => [
  r.section,
  r.line,
  ...FINANCE.map((k) => r[k] ?? null),
];
const none = [null, null, null];

describe("transaction summary and daily sales (DOMAIN §5.3, §5.4)", () => {
  it("part A by item type, part B by payment type on payment dates (a void and its reversal both), tips and vouchers apart; collected = total sales + tips + voucher sales", async () => {
    const body = await report(
      t,
      shop.owner.token,
      "transaction-summary",
      range,
    );
    expect(body.basis).toBe("transaction_time");
    const [cash, card] = ["Cash", "Card"];
    const rows = body.rows.map(lineOf);
    expect(rows.slice(0, 2)).toEqual([
      ["sales", "service", 3, 0, 15000, 1000, 0, 14000, 1800, 15800, ...none],
      ["sales", "product", 2, 1, 2598, 0, 1299, 1299, 260, 1559, ...none],
    ]);
    const blank = Array(8).fill(null);
    expect(new Set(rows.slice(2))).toEqual(
      new Set([
        [
          "payments",
          expect.stringMatching(new RegExp(cash, "i")),
          ...blank,
          14300,
          0,
          14300,
        ],
        [
          "payments",
          expect.stringMatching(new RegExp(card, "i")),
          ...blank,
          9618,
          1559,
          8059,
        ],
      ]),
    );
    expect(body.totals).toMatchObject({
      total_sales: 17359,
      net_collected: 22359,
    });
    const memo = (body as { memo?: Record<string, number> }).memo!;
    expect(memo).toEqual({
      voucher_sales: 4500,
      voucher_redemptions: 0,
      tips: 500,
    });
    // §5.1: everything paid on its day, no redemption: collected = total sales + tips (+ voucher money).
    expect(body.totals.net_collected).toBe(
      Number(body.totals.total_sales) + memo.tips + memo.voucher_sales,
    );
  });

  it("group_by day, week or month: both parts per local period, the refund on its own day; the totals unchanged", async () => {
    const all = await report(t, shop.owner.token, "transaction-summary", range);
    const byDay = await report(t, shop.owner.token, "transaction-summary", {
      ...range,
      group_by: "day",
    });
    expect(byDay.columns[0]).toMatchObject({ key: "period" });
    expect(
      byDay.rows
        .filter((r) => r.section === "sales")
        .map((r) => [r.period, ...lineOf(r).slice(1, 10)]),
    ).toEqual([
      ["2026-06-10", "service", 3, 0, 15000, 1000, 0, 14000, 1800, 15800],
      ["2026-06-10", "product", 2, 0, 2598, 0, 0, 2598, 520, 3118],
      ["2026-06-12", "product", 0, 1, 0, 0, 1299, -1299, -260, -1559],
    ]);
    expect(
      new Set(
        byDay.rows
          .filter((r) => r.section === "payments")
          .map((r) => [r.period, r.collected, r.refunds_paid]),
      ),
    ).toEqual(
      new Set([
        ["2026-06-10", 14300, 0],
        ["2026-06-10", 9618, 0],
        ["2026-06-12", 0, 1559],
      ]),
    );
    expect(byDay.totals).toEqual(all.totals);
    for (const [group_by, period] of [
      ["week", "2026-06-08"],
      ["month", "2026-06"],
    ]) {
      const body = await report(t, shop.owner.token, "transaction-summary", {
        ...range,
        group_by,
      });
      expect(new Set(body.rows.map((r) => r.period))).toEqual(
        new Set([period]),
      );
      expect(body.totals).toEqual(all.totals);
    }
  });

  it("a voucher redemption stays out of the payments, shown apart", async () => {
    const body = await report(t, shop.owner.token, "transaction-summary", {
      from: "2026-06-20",
      to: "2026-06-20",
    });
    expect(
      body.rows.map((r) => [r.line, r.net_sales ?? r.net_collected]),
    ).toEqual([
      ["service", 5000],
      [expect.stringMatching(/cash/i), 1000],
    ]);
    expect((body as { memo?: unknown }).memo).toMatchObject({
      voucher_redemptions: 5000,
    });
  });

  it("daily sales: one local day (the refund's), today by default; service 8, where the transaction summary needs 7", async () => {
    const day = await report(t, shop.owner.token, "daily-sales", {
      from: "2026-06-12",
      to: "2026-06-12",
    });
    expect(day.rows.map(lineOf)).toEqual([
      ["sales", "product", 0, 1, 0, 0, 1299, -1299, -260, -1559, ...none],
      [
        "payments",
        expect.stringMatching(/card/i),
        ...Array(8).fill(null),
        0,
        1559,
        -1559,
      ],
    ]);
    const today = await report(t, shop.owner.token, "daily-sales");
    expect(today.from).toBe(today.to);
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    const finances = await createStaff(t.app, shop.merchantId, [7]);
    const status = async (token: string, name: string) =>
      (await reportCall(t, token, name, range, "")).statusCode;
    expect(await status(sales.token, "daily-sales")).toBe(200);
    expect(await status(sales.token, "transaction-summary")).toBe(403);
    expect(await status(finances.token, "transaction-summary")).toBe(200);
    expect(await status(finances.token, "daily-sales")).toBe(403);
  });
});

describe("payments summary, tips collected, taxes summary (DOMAIN §5.3)", () => {
  const pay = (q: Record<string, string | number>) =>
    report(t, shop.owner.token, "payments-summary", { ...range, ...q });
  const figures = (r: Record<string, unknown>) => [
    r.transactions,
    r.collected,
    r.refunds,
    r.net,
    r.tips,
  ];

  it("payments by type, kind and day on payment dates: a void and its reversal both count, vouchers apart", async () => {
    const byType = await pay({});
    expect(byType.basis).toBe("payment_time");
    expect(new Map(byType.rows.map((r) => [r.group_id, figures(r)]))).toEqual(
      new Map([
        [shop.cash, [4, 14300, 0, 14300, 0]],
        [shop.card, [2, 9618, 1559, 8059, 500]],
      ]),
    );
    expect(figures(byType.totals)).toEqual([6, 23918, 1559, 22359, 500]);
    expect((byType as { memo?: unknown }).memo).toEqual({
      voucher_redemptions: 0,
    });
    const byKind = await pay({ group_by: "kind" });
    expect(byKind.rows.map((r) => [r.group, ...figures(r)])).toEqual([
      ["payment", 5, 23918, 0, 23918, 500],
      ["refund", 1, 0, 1559, -1559, 0],
    ]);
    const byDay = await pay({ group_by: "day" });
    expect(byDay.rows.map((r) => [r.group, r.net])).toEqual([
      ["2026-06-10", 23918],
      ["2026-06-12", -1559],
    ]);
    const redeemed = await pay({ from: "2026-06-20", to: "2026-06-20" });
    expect(redeemed.totals.net).toBe(1000);
    expect((redeemed as { memo?: unknown }).memo).toEqual({
      voucher_redemptions: 5000,
    });
    const someoneElse = await createStaff(t.app, shop.merchantId, [7]);
    expect(
      (await pay({ processed_by: someoneElse.id })).totals.transactions,
    ).toBe(0);
    expect((await pay({ processed_by: shop.owner.id })).totals.net).toBe(22359);
  });

  it("tips by their payment date and by team member", async () => {
    const byDay = await report(t, shop.owner.token, "tips-collected", range);
    expect(
      byDay.rows.map((r) => [r.group, r.collected, r.refunded, r.net]),
    ).toEqual([["2026-06-10", 500, 0, 500]]);
    expect(byDay.totals).toMatchObject({ collected: 500, net: 500 });
    const byMember = await report(t, shop.owner.token, "tips-collected", {
      ...range,
      group_by: "team_member",
    });
    expect(byMember.rows.map((r) => [r.group_id, r.net])).toEqual([
      [shop.salon.memberIds[0], 500],
    ]);
    // The team area's tips by team member: the same shares (service 12).
    const team = await createStaff(t.app, shop.merchantId, [12]);
    const teamTips = await report(
      t,
      team.token,
      "tips-by-team-member",
      range,
      "",
    );
    expect(
      teamTips.rows.map((r) => [r.group_id, r.team_member_name, r.net]),
    ).toEqual([[shop.salon.memberIds[0], "Anna Berg", 500]]);
    const cashOnly = await report(t, shop.owner.token, "tips-collected", {
      ...range,
      payment_type_id: shop.cash,
    });
    expect(cashOnly.rows).toEqual([]);
  });

  it("taxes per rate and location, refunds negative; the totals are the sales summary's net and tax", async () => {
    const body = await report(t, shop.owner.token, "taxes-summary", range);
    expect(
      body.rows.map((r) => [
        r.tax_name,
        r.rate_pct,
        r.location_id,
        r.taxable,
        r.tax,
      ]),
    ).toEqual([
      [shop.vat.name, 20, shop.salon.locationId, 10299, 2060],
      [null, 0, ny.locationId, 5000, 0],
    ]);
    expect(body.totals).toEqual({ taxable: 15299, tax: 2060 });
    const products = await report(t, shop.owner.token, "taxes-summary", {
      ...range,
      item_type: "product",
    });
    expect(products.totals).toEqual({ taxable: 1299, tax: 260 });
  });

  it("the finance reports need service 7", async () => {
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    const finances = await createStaff(t.app, shop.merchantId, [7]);
    for (const name of [
      "payments-summary",
      "tips-collected",
      "taxes-summary",
    ]) {
      expect(
        (await reportCall(t, sales.token, name, range, "")).statusCode,
      ).toBe(403);
      expect(
        (await reportCall(t, finances.token, name, range, "")).statusCode,
      ).toBe(200);
    }
  });
});
