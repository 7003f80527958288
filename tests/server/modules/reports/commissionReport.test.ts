import { describe, it, expect, beforeAll } from "vitest";
import { and, asc, eq } from "drizzle-orm";
import { saleItems } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import { createMerchant, createStaff } from "../../support/builders";
import { datedSales } from "../../support/datedSales";
import {
  csvObjects,
  report,
  reportCall,
  type ReportBody,
} from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";

/**
 * Commission detailed (DOMAIN §5.9, §4.4) on a hand-computed fixture:
 * prices exclude 20 % VAT; London (UTC+1 in June); member A's plan pays
 * 10 % on services and 5 % on products, discounts deducted; member B has
 * no plan. Range 2026-06-10 … 2026-06-12, local days.
 *
 * S1 10 June 10:00Z, fully paid: massage 5000 − 1000 discount = 4000
 *    (+800 tax) → 400; two products 2598 (+520 tax) → 129.9 → 130.
 *    One product refunded 11 June 09:00Z: net 1299, tax 260 → base −1299,
 *    commission −(130 × 1299 ÷ 2598) = −65.
 * S2 10 June 14:00Z, paid: massage 5000 (+1000) → 500; voided 11 June
 *    10:00Z → −500 whole, the accrual reads "reversed".
 * S3 10 June 15:00Z, part paid (10.00 of 60.00): no commission.
 * S4 10 June 16:00Z, member B's massage, paid: no plan, no commission.
 * S5 12 June 23:30Z = 13 June 00:30 London, paid: outside the range.
 */
const t = await buildTestApp();
let shop: Shop;
const range = { from: "2026-06-10", to: "2026-06-12" };

beforeAll(async () => {
  shop = await createShop(t, { pricesIncludeTax: false });
  const d = datedSales(t, shop);
  const [A, B] = shop.salon.memberIds;
  const s1 = await d.sell("2026-06-10T10:00:00Z", {
    client_id: shop.client.id,
    items: [
      shop.massage({
        team_member_id: A,
        discount: { kind: "manual", amount: 1000 },
      }),
      {
        item_type: "product",
        item_id: shop.product.id,
        quantity: 2,
        team_member_id: A,
      },
    ],
    payments: [{ payment_type_id: shop.card, amount: 4800 + 3118 }],
  });
  const s2 = await d.sell("2026-06-10T14:00:00Z", {
    items: [shop.massage({ team_member_id: A })],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  await d.sell("2026-06-10T15:00:00Z", {
    items: [shop.massage({ team_member_id: A })],
    payments: [{ payment_type_id: shop.cash, amount: 1000 }],
  });
  await d.sell("2026-06-10T16:00:00Z", {
    items: [shop.massage({ team_member_id: B })],
    payments: [{ payment_type_id: shop.cash, amount: 6000 }],
  });
  await d.sell("2026-06-12T23:30:00Z", {
    items: [shop.massage({ team_member_id: A })],
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
  await d.refund("2026-06-11T09:00:00Z", s1, {
    items: [{ sale_item_id: product.id, quantity: 1 }],
    payments: [{ payment_type_id: shop.card, amount: 1559 }],
  });
  await d.void("2026-06-11T10:00:00Z", s2);
});

const KEYS = [
  "kind",
  "item_type",
  "quantity",
  "sale_value",
  "discount",
  "tax",
  "base",
  "rate_pct",
  "commission",
  "status",
] as const;
const pick = (r: Record<string, unknown>) => KEYS.map((k) => r[k]);
const totalsOf = (b: ReportBody) =>
  ["quantity", "sale_value", "discount", "tax", "base", "commission"].map(
    (k) => b.totals[k],
  );

const commission = (q: Record<string, string | number> = {}) =>
  report(t, shop.owner.token, "commission-detailed", { ...range, ...q });

describe("commission detailed (DOMAIN §5.9)", () => {
  it("accrues on fully paid sales, reverses a refund in proportion and a void whole, to the minor unit", async () => {
    const body = await commission();
    expect(body.basis).toBe("commission_time");
    expect(body.rows.map(pick)).toEqual([
      ["accrual", "service", 1, 5800, 1000, 800, 4000, 10, 400, "pending"],
      ["accrual", "product", 2, 3118, 0, 520, 2598, 5, 130, "pending"],
      ["accrual", "service", 1, 6000, 0, 1000, 5000, 10, 500, "reversed"],
      ["reversal", "product", -1, -1559, 0, -260, -1299, 5, -65, "pending"],
      ["reversal", "service", -1, -6000, 0, -1000, -5000, 10, -500, "reversed"],
    ]);
    expect(totalsOf(body)).toEqual([2, 7359, 1000, 1060, 5299, 465]);
    expect(body.rows[0]).toMatchObject({
      occurred_at: "2026-06-10T10:00:00.000000Z",
      time_zone: shop.salon.timezone,
      client_id: shop.client.id,
      team_member_id: shop.salon.memberIds[0],
    });
    expect(String(body.rows[0].invoice_number)).not.toBe("");
  });

  it("the base reconciles with sales by team member for the fully paid sales", async () => {
    const [A] = shop.salon.memberIds;
    const byMember = await report(t, shop.owner.token, "sales-summary", {
      ...range,
      group_by: "team_member",
      team_member_id: A,
    });
    // S1 4000 + 2598 − 1299 refunded, the voided S2 left out, S3 (part paid) 5000.
    expect(byMember.totals.net_sales).toBe(10299);
    const body = await commission({ team_member_id: A });
    expect(body.totals.base).toBe(10299 - 5000);
  });

  it("filters by team member, item type and location; the summary view totals per member", async () => {
    const [A, B] = shop.salon.memberIds;
    expect((await commission({ team_member_id: B })).rows).toEqual([]);
    const products = await commission({ item_type: "product" });
    expect(products.rows.map((r) => r.commission)).toEqual([130, -65]);
    const here = await commission({ location_id: shop.salon.locationId });
    expect(here.totals.commission).toBe(465);
    const summary = await commission({ view: "summary" });
    expect(summary.rows).toEqual([
      {
        group_id: A,
        group: expect.any(String),
        entries: 5,
        quantity: 2,
        sale_value: 7359,
        discount: 1000,
        tax: 1060,
        base: 5299,
        commission: 465,
      },
    ]);
    expect(summary.totals.commission).toBe(465);
    const bad = await reportCall(t, shop.owner.token, "commission-detailed", {
      ...range,
      item_type: "gift",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.item_type).toMatch(/item type is one of/);
  });

  it("exports the same rows as CSV in major units", async () => {
    const res = await reportCall(
      t,
      shop.owner.token,
      "commission-detailed",
      range,
      "merchant/",
      "/export",
    );
    expect(res.statusCode).toBe(200);
    const rows = csvObjects(res.body);
    expect(rows.map((r) => [r.base, r.commission])).toEqual([
      ["40.00", "4.00"],
      ["25.98", "1.30"],
      ["50.00", "5.00"],
      ["-12.99", "-0.65"],
      ["-50.00", "-5.00"],
    ]);
  });

  it("needs the team reports service (12) for staff; another business sees none of it", async () => {
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    expect(
      (await reportCall(t, sales.token, "commission-detailed", range, ""))
        .statusCode,
    ).toBe(403);
    const team = await createStaff(t.app, shop.merchantId, [12]);
    const staffView = await report(
      t,
      team.token,
      "commission-detailed",
      range,
      "",
    );
    expect(staffView.totals.commission).toBe(465);
    const other = await createMerchant(t.app);
    const theirs = await report(
      t,
      other.owner.token,
      "commission-detailed",
      range,
    );
    expect(theirs.rows).toEqual([]);
  });
});
