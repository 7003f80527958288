import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { sales, vouchers } from "../../../../server/src/db/schema";
import { runDbChecks } from "../../../../server/src/db/checks";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createShop, type Json, type Shop } from "../../support/sales";

/**
 * Money under load, over real HTTP against a listening server and its
 * PostgreSQL: parallel checkouts draw unique, contiguous invoice numbers
 * from the locked sequence row; parallel redemptions of one voucher never
 * overdraw it; one Idempotency-Key sent many times at once makes one sale.
 */
let t: TestApp;
let shop: Shop;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ PG_POOL_MAX: 10 });
  shop = await createShop(t);
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/wellness`;
});

async function send(
  path: string,
  body: Json,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${base}/merchant/${path}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${shop.owner.token}`,
      "content-type": "application/json",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as Json,
    headers: res.headers,
  };
}

const checkoutBody = (payments: Json[] = []) => ({
  location_id: shop.salon.locationId,
  items: [shop.massage()],
  payments,
});

describe("checkout under load", () => {
  it("gives 100 parallel checkouts at one location unique, contiguous invoice numbers", async () => {
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        send(
          "sales",
          checkoutBody([{ payment_type_id: shop.card, amount: 5000 }]),
        ),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const numbers = answers
      .map((a) => Number(String(a.body.invoice_number).slice(-6)))
      .sort((x, y) => x - y);
    expect(new Set(numbers).size).toBe(100);
    expect(numbers.at(-1)! - numbers[0]).toBe(99);
  });

  it("never overdraws a voucher redeemed by 20 checkouts at once", async () => {
    const bought = await send("sales", {
      location_id: shop.salon.locationId,
      items: [{ item_type: "voucher", item_id: null, unit_price: 10_000 }],
      payments: [{ payment_type_id: shop.cash, amount: 10_000 }],
    });
    const [v] = await t.app.db
      .select()
      .from(vouchers)
      .where(
        eq(
          vouchers.sale_item_id,
          (bought.body.items as Json[])[0].id as number,
        ),
      );
    // 20 × 3,000 asked of 10,000: exactly three can be paid.
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        send(
          "sales",
          checkoutBody([
            {
              payment_type_id: shop.voucher,
              amount: 3000,
              voucher_code: v.code,
            },
          ]),
        ),
      ),
    );
    const ok = answers.filter((a) => a.status === 201);
    expect(ok).toHaveLength(3);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(422);
      expect((a.body.errors as Json)["payments.0.amount"]).toBe(
        "This voucher has only 1000 left.",
      );
    }
    const [after] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, v.id));
    expect(after.balance).toBe(1000);
  });

  it("makes one sale of one Idempotency-Key sent 10 times at once, and answers all ten with it", async () => {
    const count = async () =>
      (
        await t.app.db
          .select({ id: sales.id })
          .from(sales)
          .where(eq(sales.merchant_id, shop.merchantId))
      ).length;
    const before = await count();
    const key = randomUUID();
    const body = checkoutBody([{ payment_type_id: shop.card, amount: 5000 }]);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        send("sales", body, { "idempotency-key": key }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const ids = new Set(answers.map((a) => a.body.id));
    expect(ids.size).toBe(1);
    expect(
      answers.filter((a) => a.headers.get("idempotency-replayed") === "true"),
    ).toHaveLength(9);
    expect(await count()).toBe(before + 1);
    const failed = (await runDbChecks(t.app.db, shop.merchantId)).filter(
      (c) => c.findings.length,
    );
    expect(failed).toEqual([]);
  });
});
