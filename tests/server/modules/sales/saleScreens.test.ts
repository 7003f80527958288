import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { merchants, outboxMessages } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import { createClient } from "../../support/builders";
import { createShop, type Shop } from "../../support/sales";

const t = await buildTestApp();
let shop: Shop;

beforeAll(async () => {
  shop = await createShop(t);
});

const outboxRow = async (id: number) =>
  (
    await t.app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.id, id))
  )[0];

/** A paid sale of a massage (50.00 incl. 20 % tax) with a 5.00 tip, by card. */
const paidSale = async (clientId: number | null) => {
  const res = await shop.checkout({
    client_id: clientId,
    items: [shop.massage()],
    payments: [
      { payment_type_id: shop.card, amount: 5000, tip: { amount: 500 } },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; invoice_number: string };
};

describe("POST …/sales/:id/receipt-email", () => {
  it("queues the receipt to the client's e-mail in the client's language, else the business's", async () => {
    const sale = await paidSale(shop.client.id);
    const res = await shop.post(`sales/${sale.id}/receipt-email`, {});
    expect(res.statusCode, res.body).toBe(200);
    const out = res.json();
    expect(out).toMatchObject({ sent_to: shop.client.email, language: "en" });
    const row = await outboxRow(out.outbox_id);
    expect(row).toMatchObject({
      kind: "receipt",
      recipient: shop.client.email,
      client_id: shop.client.id,
      status: "waiting",
      language: "en",
    });
    expect(row.subject).toContain(sale.invoice_number);
    expect(row.body_text).toContain("Total: €50.00");
    expect(row.body_text).toContain("Tip: €5.00");
    expect(row.body_text).toContain("Tax: €8.33");
    expect(row.body_text).toContain("Balance due: €0.00");

    // A client who reads German gets German, whatever the business's language.
    const german = await createClient(t.app, shop.merchantId, {
      first_name: "Greta",
      email: "greta@example.com",
      language: "de",
    });
    const de = await shop.post(
      `sales/${(await paidSale(german.id)).id}/receipt-email`,
      {},
    );
    expect(de.statusCode, de.body).toBe(200);
    const deRow = await outboxRow(de.json().outbox_id);
    expect(deRow.language).toBe("de");
    expect(deRow.body_text).toContain("Gesamt: 50,00");

    // A client without a language of their own: the business's (Arabic).
    await t.app.db
      .update(merchants)
      .set({ default_language: "ae" })
      .where(eq(merchants.id, shop.merchantId));
    const ar = await shop.post(`sales/${sale.id}/receipt-email`, {});
    expect(ar.json().language).toBe("ae");
    expect((await outboxRow(ar.json().outbox_id)).body_html).toContain(
      'dir="rtl"',
    );
    await t.app.db
      .update(merchants)
      .set({ default_language: "en" })
      .where(eq(merchants.id, shop.merchantId));
  });

  it("refuses with 422 a walk-in sale and a client without an e-mail, queuing nothing", async () => {
    const count = async () =>
      (
        await t.app.db
          .select({ id: outboxMessages.id })
          .from(outboxMessages)
          .where(eq(outboxMessages.merchant_id, shop.merchantId))
      ).length;
    const before = await count();
    const walkIn = await paidSale(null);
    const res = await shop.post(`sales/${walkIn.id}/receipt-email`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.client_id).toMatch(/no client/);
    const silent = await createClient(t.app, shop.merchantId, {
      first_name: "Nomail",
      email: null,
    });
    const noMail = await paidSale(silent.id);
    const res2 = await shop.post(`sales/${noMail.id}/receipt-email`, {});
    expect(res2.statusCode).toBe(422);
    expect(res2.json().message).toBe(
      "Nomail has no e-mail address: add one to the client first, or print the receipt.",
    );
    expect(await count()).toBe(before);
  });

  it("lets staff with the calendar or the sales history send it, not others; 404 for another business's sale", async () => {
    const sale = await paidSale(shop.client.id);
    const calendar = await shop.staff([2]);
    const history = await shop.staff([8]);
    const neither = await shop.staff([3]);
    const as = (token: string) =>
      shop.post(`sales/${sale.id}/receipt-email`, {}, token);
    expect((await as(calendar.token)).statusCode).toBe(200);
    expect((await as(history.token)).statusCode).toBe(200);
    expect((await as(neither.token)).statusCode).toBe(403);
    const other = await createShop(t);
    const res = await other.post(`sales/${sale.id}/receipt-email`, {});
    expect(res.statusCode).toBe(404);
  });
});

describe("GET refunds (the refunds list)", () => {
  it("names each refund's client and the payment types the money went back through", async () => {
    const sale = await paidSale(shop.client.id);
    const full = (await shop.get(`sales/${sale.id}/receipt`)).json();
    const res = await shop.post(`sales/${sale.id}/refunds`, {
      items: [{ sale_item_id: full.items[0].id, quantity: 1 }],
      payments: [
        { payment_type_id: shop.card, amount: 3000 },
        { payment_type_id: shop.cash, amount: 2000 },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const list = await shop.get(
      `refunds?filter=${encodeURIComponent(JSON.stringify({ original_sale_id: sale.id }))}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const [refund] = list.json();
    expect(refund).toMatchObject({
      invoice_number: sale.invoice_number,
      total: 5000,
      client: { id: shop.client.id, first_name: shop.client.first_name },
    });
    expect(refund.methods).toHaveLength(2);
    expect(refund.client).not.toHaveProperty("email");
  });
});

describe("GET sales sorted by client", () => {
  it("sorts the client column by the client's name, not their id", async () => {
    const zoe = await createClient(t.app, shop.merchantId, {
      first_name: "Zoe",
      last_name: "Adams",
    });
    const abe = await createClient(t.app, shop.merchantId, {
      first_name: "Abe",
      last_name: "Young",
    });
    await paidSale(zoe.id);
    await paidSale(abe.id);
    const filter = encodeURIComponent(
      JSON.stringify({ client_id: [zoe.id, abe.id] }),
    );
    const names = async (order: string) =>
      (
        await shop.get(
          `sales?filter=${filter}&sort=${encodeURIComponent(JSON.stringify(["client_id", order]))}`,
        )
      )
        .json()
        .map((s: { client: { first_name: string } }) => s.client.first_name);
    expect(await names("ASC")).toEqual(["Abe", "Zoe"]);
    expect(await names("DESC")).toEqual(["Zoe", "Abe"]);
  });
});

describe("receipt e-mails are rate limited", () => {
  it("answers 429 with a message and Retry-After after 5 receipts of one sale; another sale still goes", async () => {
    const sale = await paidSale(shop.client.id);
    for (let i = 0; i < 5; i++) {
      const res = await shop.post(`sales/${sale.id}/receipt-email`, {});
      expect(res.statusCode, res.body).toBe(200);
    }
    const refused = await shop.post(`sales/${sale.id}/receipt-email`, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^This receipt has already been e-mailed 5 times\. Please try again in \d+ minute\(s\)\.$/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    const other = await paidSale(shop.client.id);
    expect(
      (await shop.post(`sales/${other.id}/receipt-email`, {})).statusCode,
    ).toBe(200);
  });
});

describe("a refunded sale in the sales history", () => {
  it("stays paid and reads as partly, then fully refunded", async () => {
    const res = await shop.checkout({
      client_id: shop.client.id,
      items: [
        shop.massage(),
        { item_type: "product", item_id: shop.product.id, quantity: 2 },
      ],
      payments: [{ payment_type_id: shop.card, amount: 5000 + 2 * 1299 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    const state = async () => {
      const one = (await shop.get(`sales/${sale.id}`)).json();
      const listed = (
        await shop.get(
          `sales?filter=${encodeURIComponent(JSON.stringify({ invoice_number: sale.invoice_number }))}`,
        )
      ).json();
      expect(listed.map((s: { id: number }) => s.id)).toEqual([sale.id]);
      expect(listed[0].refund_state).toBe(one.refund_state);
      return [one.status, one.refund_state];
    };
    expect(await state()).toEqual(["paid", "none"]);
    const [massage, cream] = sale.items;
    const refund = (id: number, quantity: number, amount: number) =>
      shop.post(`sales/${sale.id}/refunds`, {
        items: [{ sale_item_id: id, quantity }],
        payments: [{ payment_type_id: shop.cash, amount }],
      });
    expect((await refund(cream.id, 1, 1299)).statusCode).toBe(201);
    expect(await state()).toEqual(["paid", "partial"]);
    expect((await refund(cream.id, 1, 1299)).statusCode).toBe(201);
    expect(await state()).toEqual(["paid", "partial"]);
    expect((await refund(massage.id, 1, 5000)).statusCode).toBe(201);
    expect(await state()).toEqual(["paid", "full"]);
  });
});
