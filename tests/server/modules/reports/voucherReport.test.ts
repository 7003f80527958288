import { describe, it, expect, beforeAll } from "vitest";
import { and, eq } from "drizzle-orm";
import {
  saleItems,
  voucherTypes,
  vouchers,
} from "../../../../server/src/db/schema";
import { expireDueVouchers } from "../../../../server/src/modules/sales/voucherLedger";
import { buildTestApp } from "../../support/buildTestApp";
import { createMerchant, createStaff } from "../../support/builders";
import { datedSales, secondLocation } from "../../support/datedSales";
import { csvObjects, report, reportCall } from "../../support/reports";
import { createShop, type Shop } from "../../support/sales";

/**
 * The issued vouchers report (DOMAIN §5.7, service 19) on vouchers sold
 * and used through checkout. Range 2026-03-10 … 2026-03-31 (issue dates).
 *
 * V1 10 March: the shop's 50.00 type to Ada for Bea; 20.00 redeemed on
 *    20 March: balance 30.00, valid (expires 2027-03-10).
 * V2 11 March: walk-in, 50.00 redeemed in full on 21 March: redeemed.
 * V3 12 March: a 30.00 type valid 1 month; the expiry job of 1 May takes
 *    its 30.00 (an `expire` ledger row).
 * V4 13 March: 50.00, its sale voided the same day: 50.00 refunded, void.
 * V5 14 March: a 20.00 type valid 2 months (expires 2026-05-14); the job
 *    of 1 May leaves it valid, and it has lapsed by the time anyone reads
 *    the report: expired on read, 20.00 expired, balance 0.
 * V6 2 April: outside the range.
 * 5 April: two 50.00 vouchers on one item, 1 cent off: 89.99 paid.
 */
const t = await buildTestApp();
let shop: Shop;
const range = { from: "2026-03-10", to: "2026-03-31" };
const codes: Record<string, string> = {};
const pairCodes: string[] = [];

const codeOfSale = async (saleId: number) => {
  const [v] = await t.app.db
    .select({ code: vouchers.code })
    .from(saleItems)
    .innerJoin(vouchers, eq(vouchers.sale_item_id, saleItems.id))
    .where(
      and(
        eq(saleItems.merchant_id, shop.merchantId),
        eq(saleItems.sale_id, saleId),
      ),
    );
  return v.code;
};

beforeAll(async () => {
  shop = await createShop(t);
  const d = datedSales(t, shop);
  const type = async (value: number, months: number) =>
    (
      await t.app.db
        .insert(voucherTypes)
        .values({
          merchant_id: shop.merchantId,
          name: `Gift ${value} ${months}m`,
          value,
          retail_price: value,
          valid_for_value: months,
          valid_for_unit: "months",
        })
        .returning()
    )[0];
  const month = await type(3000, 1);
  const twoMonths = await type(2000, 2);
  const sellVoucher = async (
    at: string,
    typeId: number,
    price: number,
    more: Record<string, unknown> = {},
  ) =>
    codeOfSale(
      await d.sell(at, {
        ...more,
        items: [
          {
            item_type: "voucher",
            item_id: typeId,
            recipient_name: "Bea",
            recipient_email: "bea@example.com",
          },
        ],
        payments: [{ payment_type_id: shop.card, amount: price }],
      }),
    );
  codes.V1 = await sellVoucher(
    "2026-03-10T12:00:00Z",
    shop.voucherType.id,
    4500,
    {
      client_id: shop.client.id,
    },
  );
  codes.V2 = await sellVoucher(
    "2026-03-11T12:00:00Z",
    shop.voucherType.id,
    4500,
  );
  codes.V3 = await sellVoucher("2026-03-12T12:00:00Z", month.id, 3000);
  const s4 = await d.sell("2026-03-13T12:00:00Z", {
    items: [{ item_type: "voucher", item_id: shop.voucherType.id }],
    payments: [{ payment_type_id: shop.cash, amount: 4500 }],
  });
  codes.V4 = await codeOfSale(s4);
  await d.void("2026-03-13T15:00:00Z", s4);
  codes.V5 = await sellVoucher("2026-03-14T12:00:00Z", twoMonths.id, 2000);
  codes.V6 = await sellVoucher(
    "2026-04-02T12:00:00Z",
    shop.voucherType.id,
    4500,
  );
  const pair = await d.sell("2026-04-05T12:00:00Z", {
    items: [
      {
        item_type: "voucher",
        item_id: shop.voucherType.id,
        quantity: 2,
        discount: { kind: "manual", amount: 1 },
      },
    ],
    payments: [{ payment_type_id: shop.cash, amount: 8999 }],
  });
  pairCodes.push(
    ...(
      await t.app.db
        .select({ code: vouchers.code })
        .from(saleItems)
        .innerJoin(vouchers, eq(vouchers.sale_item_id, saleItems.id))
        .where(
          and(
            eq(saleItems.merchant_id, shop.merchantId),
            eq(saleItems.sale_id, pair),
          ),
        )
        .orderBy(vouchers.id)
    ).map((v) => v.code),
  );
  const redeem = (at: string, code: string, amount: number) =>
    d.sell(at, {
      items: [shop.massage()],
      payments: [
        { payment_type_id: shop.voucher, amount, voucher_code: code },
        ...(amount < 5000
          ? [{ payment_type_id: shop.cash, amount: 5000 - amount }]
          : []),
      ],
    });
  await redeem("2026-03-20T12:00:00Z", codes.V1, 2000);
  await redeem("2026-03-21T12:00:00Z", codes.V2, 5000);
  await expireDueVouchers(t.app.db, shop.merchantId, "2026-05-01T00:00:00Z");
});

const MONEY = [
  "face_value",
  "price_paid",
  "sold",
  "redeemed",
  "refunded",
  "expired",
  "balance",
] as const;
const line = (r: Record<string, unknown>) => [
  r.code,
  ...MONEY.map((k) => r[k]),
  r.status,
];

describe("issued vouchers report (DOMAIN §5.7)", () => {
  it("one row per voucher issued in the range, from its ledger to the minor unit; the balance total is the liability", async () => {
    const body = await report(t, shop.owner.token, "vouchers", range);
    expect(body.basis).toBe("voucher_issue_date");
    expect(body.rows.map(line)).toEqual([
      [codes.V1, 5000, 4500, 5000, 2000, 0, 0, 3000, "valid"],
      [codes.V2, 5000, 4500, 5000, 5000, 0, 0, 0, "redeemed"],
      [codes.V3, 3000, 3000, 3000, 0, 0, 3000, 0, "expired"],
      [codes.V4, 5000, 4500, 5000, 0, 5000, 0, 0, "void"],
      [codes.V5, 2000, 2000, 2000, 0, 0, 2000, 0, "expired"],
    ]);
    expect(body.totals).toEqual({
      face_value: 20000,
      price_paid: 18500,
      sold: 20000,
      redeemed: 7000,
      refunded: 5000,
      expired: 5000,
      balance: 3000,
    });
    const v1 = body.rows[0];
    expect(v1).toMatchObject({
      issue_date: "2026-03-10",
      expiry_date: "2027-03-10",
      purchaser_name: expect.stringContaining(shop.client.first_name),
      purchaser_email: shop.client.email,
      recipient_name: "Bea",
      recipient_email: "bea@example.com",
      voucher_type_name: shop.voucherType.name,
    });
    expect(v1.invoice_number).toEqual(expect.any(String));
    expect(body.rows[1].purchaser_name).toBeNull();
  });

  it("balance as on a date: the ledger to the end of that local day, nothing past expiry, as a small model computes it", async () => {
    // The model: each voucher's ledger as the fixture wrote it (local dates in London).
    const ledger: Record<string, [string, number][]> = {
      V1: [
        ["2026-03-10", 5000],
        ["2026-03-20", -2000],
      ],
      V2: [
        ["2026-03-11", 5000],
        ["2026-03-21", -5000],
      ],
      V3: [
        ["2026-03-12", 3000],
        ["2026-05-01", -3000],
      ],
      V4: [
        ["2026-03-13", 5000],
        ["2026-03-13", -5000],
      ],
      V5: [["2026-03-14", 2000]],
    };
    const base = await report(t, shop.owner.token, "vouchers", range);
    const expiry = Object.fromEntries(
      base.rows.map((r) => [r.code, String(r.expiry_date)]),
    );
    const model = (v: string, day: string) =>
      expiry[codes[v]] < day
        ? 0
        : ledger[v]
            .filter(([d]) => d <= day)
            .reduce((sum, [, amount]) => sum + amount, 0);
    for (const day of [
      "2026-03-09",
      "2026-03-10",
      "2026-03-13",
      "2026-03-19",
      "2026-03-20",
      "2026-04-12",
      "2026-04-13",
      "2026-05-14",
      "2026-05-15",
    ]) {
      const body = await report(t, shop.owner.token, "vouchers", {
        ...range,
        balance_on: day,
      });
      const got = Object.fromEntries(
        body.rows.map((r) => [r.code, r.balance_on]),
      );
      const want = Object.fromEntries(
        Object.keys(ledger).map((v) => [codes[v], model(v, day)]),
      );
      expect(got, day).toEqual(want);
      expect(body.totals.balance_on, day).toBe(
        Object.values(want).reduce((a, b) => a + b, 0),
      );
    }
    // The redemption at 12:00Z on 20 March is on that day, not the one before.
    expect(model("V1", "2026-03-19")).toBe(5000);
    expect(expiry[codes.V3]).toBe("2026-04-12");
    const bad = await reportCall(t, shop.owner.token, "vouchers", {
      ...range,
      balance_on: "2026-02-30",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.balance_on).toMatch(/balance_on/);
  });

  it("splits an item's price over its vouchers to the cent", async () => {
    const body = await report(t, shop.owner.token, "vouchers", {
      from: "2026-04-05",
      to: "2026-04-05",
    });
    expect(body.rows.map((r) => [r.code, r.price_paid, r.sold])).toEqual([
      [pairCodes[0], 4500, 5000],
      [pairCodes[1], 4499, 5000],
    ]);
    expect(body.totals.price_paid).toBe(8999);
  });

  it("filters by status, purchaser, expiry dates and location", async () => {
    const codesOf = async (q: Record<string, string | number>) =>
      (await report(t, shop.owner.token, "vouchers", { ...range, ...q })).rows
        .map((r) => r.code)
        .sort();
    expect(await codesOf({ status: "valid" })).toEqual([codes.V1]);
    expect(await codesOf({ status: "expired" })).toEqual(
      [codes.V3, codes.V5].sort(),
    );
    expect(await codesOf({ client_id: shop.client.id })).toEqual([codes.V1]);
    expect(
      await codesOf({ expiry_from: "2026-04-01", expiry_to: "2026-06-30" }),
    ).toEqual([codes.V3, codes.V5].sort());
    expect(await codesOf({ location_id: shop.salon.locationId })).toHaveLength(
      5,
    );
    const other = await secondLocation(t, shop, "UTC");
    expect(await codesOf({ location_id: other.locationId })).toEqual([]);
    const bad = await reportCall(t, shop.owner.token, "vouchers", {
      ...range,
      status: "active",
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.status).toMatch(/voucher status is one of/);
  });

  it("exports the same rows as CSV in major units", async () => {
    const res = await reportCall(
      t,
      shop.owner.token,
      "vouchers",
      range,
      "merchant/",
      "/export",
    );
    expect(res.statusCode).toBe(200);
    const rows = csvObjects(res.body);
    expect(rows.map((r) => [r.code, r.balance, r.redeemed])).toEqual([
      [codes.V1, "30.00", "20.00"],
      [codes.V2, "0.00", "50.00"],
      [codes.V3, "0.00", "0.00"],
      [codes.V4, "0.00", "0.00"],
      [codes.V5, "0.00", "0.00"],
    ]);
  });

  it("needs service 19; contacts only for those who may open clients; another business sees none of it", async () => {
    const sales = await createStaff(t.app, shop.merchantId, [8]);
    expect(
      (await reportCall(t, sales.token, "vouchers", range, "")).statusCode,
    ).toBe(403);
    const vouchersOnly = await createStaff(t.app, shop.merchantId, [19]);
    const plain = await report(t, vouchersOnly.token, "vouchers", range, "");
    expect(plain.totals.balance).toBe(3000);
    const keys = plain.columns.map((c) => c.key);
    expect(keys).not.toContain("purchaser_email");
    expect(keys).not.toContain("recipient_email");
    expect(plain.rows[0]).not.toHaveProperty("purchaser_mobile");
    expect(plain.rows[0]).not.toHaveProperty("recipient_email");
    const csv = await reportCall(
      t,
      vouchersOnly.token,
      "vouchers",
      range,
      "",
      "/export",
    );
    expect(csv.body).not.toContain("bea@example.com");
    const withClients = await createStaff(t.app, shop.merchantId, [19, 3]);
    const full = await report(t, withClients.token, "vouchers", range, "");
    expect(full.rows[0].recipient_email).toBe("bea@example.com");
    const other = await createMerchant(t.app);
    const theirs = await report(t, other.owner.token, "vouchers", range);
    expect(theirs.rows).toEqual([]);
    expect(theirs.totals.balance).toBe(0);
  });
});
