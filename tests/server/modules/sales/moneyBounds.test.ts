import { beforeAll, describe, expect, it } from "vitest";
import Fastify from "fastify";
import { eq, sql } from "drizzle-orm";
import errorsPlugin from "../../../../server/src/plugins/errors";
import { sales } from "../../../../server/src/db/schema";
import { MONEY_MAX, MoneyError } from "../../../../server/src/shared/money";
import { buildTestApp } from "../../support/buildTestApp";
import { expectErrorShape } from "../../support/resourceHelpers";
import { createShop, type Shop } from "../../support/sales";

/**
 * Issue 22 "Bounds and failure": a figure the money module refuses (a line,
 * a total or a tip beyond MONEY_MAX) is a 422 in the project's error shape
 * on the field it concerns, never a 500, and nothing is written.
 */
const t = await buildTestApp();
let shop: Shop;

beforeAll(async () => {
  shop = await createShop(t);
});

const salesCount = async () =>
  (
    await t.app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(sales)
      .where(eq(sales.merchant_id, shop.merchantId))
  )[0].n;

function expectMoneyRefusal(
  res: { statusCode: number; body: string },
  field: string,
) {
  expect(res.statusCode, res.body).toBe(422);
  const body = JSON.parse(res.body) as {
    message: string;
    errors: Record<string, string>;
  };
  expectErrorShape(body);
  expect(body.errors[field], res.body).toMatch(/larger than the system allows/);
  expect(body.message).toBe(body.errors[field]);
}

describe("POST merchant/sales beyond the money bounds", () => {
  it("refuses a line whose total overflows (price × quantity) on that item, writing nothing", async () => {
    const before = await salesCount();
    const res = await shop.checkout({
      items: [shop.massage({ unit_price: MONEY_MAX, quantity: 2 })],
    });
    expectMoneyRefusal(res, "items.0.unit_price");
    // A sale of two lines each at the bound: the sale's total overflows.
    expectMoneyRefusal(
      await shop.checkout({
        items: [
          shop.massage({ unit_price: MONEY_MAX }),
          shop.massage({ unit_price: MONEY_MAX }),
        ],
      }),
      "total",
    );
    expect(await salesCount()).toBe(before);
  });

  it("refuses a payment whose tip takes it past the bound on the tip, before the database would", async () => {
    const before = await salesCount();
    const res = await shop.checkout({
      items: [shop.massage({ unit_price: MONEY_MAX })],
      payments: [
        { payment_type_id: shop.card, amount: MONEY_MAX, tip: { amount: 1 } },
      ],
    });
    expectMoneyRefusal(res, "payments.0.tip");
    expect(await salesCount()).toBe(before);
    // At the bound itself the sale goes through.
    const ok = await shop.checkout({
      items: [shop.massage({ unit_price: MONEY_MAX })],
      payments: [{ payment_type_id: shop.card, amount: MONEY_MAX }],
    });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toMatchObject({ total: MONEY_MAX, status: "paid" });
  });
});

describe("the error handler", () => {
  it("answers a MoneyError no module turned into its own error as 422 on its field, never 500", async () => {
    const app = Fastify({ logger: false });
    await app.register(errorsPlugin);
    app.post("/x", () => {
      throw new MoneyError(
        "refund_exceeds_sold",
        "The refund can't be more than what was sold.",
        "items.0.quantity",
      );
    });
    app.post("/y", () => {
      throw new MoneyError("out_of_bounds", "Too large.");
    });
    await app.ready();
    const x = await app.inject({ method: "POST", url: "/x" });
    expect(x.statusCode).toBe(422);
    expect(x.json()).toEqual({
      status: 0,
      message: "The refund can't be more than what was sold.",
      data: "The refund can't be more than what was sold.",
      errors: {
        "items.0.quantity": "The refund can't be more than what was sold.",
      },
    });
    const y = await app.inject({ method: "POST", url: "/y" });
    expect(y.statusCode).toBe(422);
    expect(y.json().errors).toEqual({ amount: "Too large." });
    await app.close();
  });
});
