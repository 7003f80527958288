import { describe, it, expect, beforeAll } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  commissionEntries,
  merchants,
  stockLevels,
  voucherTransactions,
  vouchers,
} from "../../../../server/src/db/schema";
import { runDbChecks } from "../../../../server/src/db/checks";
import { expireDueVouchers } from "../../../../server/src/modules/sales/voucherLedger";
import { buildTestApp } from "../../support/buildTestApp";
import { createClient } from "../../support/builders";
import { report } from "../../support/reports";
import { createShop, type Json, type Shop } from "../../support/sales";

const t = await buildTestApp();
let shop: Shop;

beforeAll(async () => {
  shop = await createShop(t);
});

const onHand = async () =>
  (
    await t.app.db
      .select({ on_hand: stockLevels.on_hand })
      .from(stockLevels)
      .where(
        and(
          eq(stockLevels.product_id, shop.product.id),
          eq(stockLevels.location_id, shop.salon.locationId),
        ),
      )
  )[0]!.on_hand;

/** A paid sale of a massage and two products (card, with a 10 % tip). */
async function paidSale() {
  const res = await shop.checkout({
    client_id: shop.client.id,
    items: [
      shop.massage(),
      { item_type: "product", item_id: shop.product.id, quantity: 2 },
    ],
    payments: [
      { payment_type_id: shop.card, amount: 7598, tip: { amount: 500 } },
    ],
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const commissionOf = async (saleId: number) =>
  (
    await t.app.db
      .select({
        total: sql<number>`coalesce(sum(${commissionEntries.amount}), 0)::int`,
      })
      .from(commissionEntries)
      .where(eq(commissionEntries.sale_id, saleId))
  )[0].total;

describe("refunds", () => {
  it("refunds one product with restock and part of the tip, to the card: numbers from the sequence, commission reversed in proportion", async () => {
    const sale = await paidSale();
    const stock = await onHand();
    const product = sale.items[1];
    const res = await shop.post(`sales/${sale.id}/refunds`, {
      reason: "Damaged",
      items: [{ sale_item_id: product.id, quantity: 1, restock: true }],
      tip_refund_amount: 200,
      payments: [{ payment_type_id: shop.card, amount: 1499 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const refund = res.json();
    expect(refund).toMatchObject({
      total: 1299 + 200,
      tip_refund_amount: 200,
      invoice_number: sale.invoice_number,
    });
    expect(refund.refund_number.slice(0, -6)).toBe(
      sale.invoice_number.slice(0, -6),
    );
    expect(Number(refund.refund_number.slice(-6))).toBe(
      Number(sale.invoice_number.slice(-6)) + 1,
    );
    expect(refund.items).toEqual([
      expect.objectContaining({
        quantity: 1,
        total_amount: 1299,
        tax_amount: 217,
        net_amount: 1082,
        restock: true,
      }),
    ]);
    expect(await onHand()).toBe(stock + 1);
    // The product line had no team member: the massage's commission is untouched.
    expect(await commissionOf(sale.id)).toBe(417);
    const receipt = (await shop.get(`sales/${sale.id}/receipt`)).json();
    expect(receipt.status).toBe("paid");
    expect(receipt.refunded_total).toBe(1499);
    expect(receipt.items[1]).toMatchObject({
      refunded_quantity: 1,
      refunded_amount: 1299,
    });
    expect(receipt.payments.at(-1)).toMatchObject({
      kind: "refund",
      amount: -1499,
      refund_id: refund.id,
    });
  });

  it("reverses commission in proportion to the refunded net, and fully on a full refund", async () => {
    const sale = await paidSale();
    const massage = sale.items[0];
    await shop.post(`sales/${sale.id}/refunds`, {
      items: [{ sale_item_id: massage.id, quantity: 0, amount: 2500 }],
      payments: [{ payment_type_id: shop.cash, amount: 2500 }],
    });
    // 25.00 back of 50.00: net 20.83 of 41.67, so 417 × 2083 ÷ 4167 = 208 reversed.
    expect(await commissionOf(sale.id)).toBe(417 - 208);
    await shop.post(`sales/${sale.id}/refunds`, {
      items: [{ sale_item_id: massage.id, quantity: 1 }],
      payments: [{ payment_type_id: shop.cash, amount: 2500 }],
    });
    expect(await commissionOf(sale.id)).toBe(0);
  });

  it("refuses to refund more than was sold, more tip than was given, money that does not add up, and a sale with nothing paid", async () => {
    const sale = await paidSale();
    const product = sale.items[1];
    const tooMany = await shop.post(`sales/${sale.id}/refunds`, {
      items: [{ sale_item_id: product.id, quantity: 3 }],
    });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors["items.0.quantity"]).toBe(
      "Only 2 of this item can still be refunded.",
    );
    const tip = await shop.post(`sales/${sale.id}/refunds`, {
      tip_refund_amount: 501,
    });
    expect(tip.statusCode).toBe(422);
    expect(tip.json().errors.tip_refund_amount).toMatch(
      /more than the tips not yet refunded/,
    );
    const sum = await shop.post(`sales/${sale.id}/refunds`, {
      items: [{ sale_item_id: product.id, quantity: 1 }],
      payments: [{ payment_type_id: shop.card, amount: 1000 }],
    });
    expect(sum.statusCode).toBe(422);
    expect(sum.json().errors.payments).toMatch(
      /must equal the refund's total \(1299\)/,
    );
    const unpaid = (await shop.checkout({ items: [shop.massage()] })).json();
    const none = await shop.post(`sales/${unpaid.id}/refunds`, {
      items: [{ sale_item_id: unpaid.items[0].id, quantity: 1 }],
    });
    expect(none.statusCode).toBe(409);
    expect(none.json()).toMatchObject({ code: "sale_unpaid" });
  });

  it("gives money back onto the voucher that paid, and refunds an unused voucher sold", async () => {
    const bought = (
      await shop.checkout({
        client_id: shop.client.id,
        items: [
          { item_type: "voucher", item_id: shop.voucherType.id, quantity: 2 },
        ],
        payments: [{ payment_type_id: shop.card, amount: 9000 }],
      })
    ).json();
    const sold = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.sale_item_id, bought.items[0].id));
    expect(sold.map((v) => [v.status, v.balance])).toEqual([
      ["valid", 5000],
      ["valid", 5000],
    ]);
    const paidWith = (
      await shop.checkout({
        items: [shop.massage()],
        payments: [
          {
            payment_type_id: shop.voucher,
            amount: 5000,
            voucher_code: sold[0].code,
          },
        ],
      })
    ).json();
    const back = await shop.post(`sales/${paidWith.id}/refunds`, {
      items: [{ sale_item_id: paidWith.items[0].id, quantity: 1 }],
      payments: [
        {
          payment_type_id: shop.voucher,
          amount: 5000,
          voucher_code: sold[0].code,
        },
      ],
    });
    expect(back.statusCode, back.body).toBe(201);
    const [v0] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, sold[0].id));
    expect(v0).toMatchObject({ status: "valid", balance: 5000 });
    // The used voucher can no longer be refunded, the other one can.
    const two = await shop.post(`sales/${bought.id}/refunds`, {
      items: [{ sale_item_id: bought.items[0].id, quantity: 2 }],
    });
    expect(two.statusCode).toBe(422);
    expect(two.json().errors["items.0.quantity"]).toMatch(
      /Only 1 of these vouchers/,
    );
    const one = await shop.post(`sales/${bought.id}/refunds`, {
      items: [{ sale_item_id: bought.items[0].id, quantity: 1 }],
    });
    expect(one.statusCode, one.body).toBe(201);
    const [v1] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, sold[1].id));
    expect(v1).toMatchObject({ status: "refunded", balance: 0 });
  });
});

describe("voids", () => {
  it("voids a paid sale: reversing payments, stock back, commission and tips reversed, invoice number kept", async () => {
    const stock = await onHand();
    const sale = await paidSale();
    expect(await onHand()).toBe(stock - 2);
    const res = await shop.post(`sales/${sale.id}/void`, {
      reason: "Wrong client",
    });
    expect(res.statusCode, res.body).toBe(200);
    const voided = res.json();
    expect(voided).toMatchObject({
      status: "voided",
      amount_paid: 0,
      void_reason: "Wrong client",
      invoice_number: sale.invoice_number,
    });
    expect(voided.payments.map((p: Json) => p.amount)).toEqual([8098, -8098]);
    expect(voided.tips.map((p: Json) => p.amount)).toEqual([500, -500]);
    expect(await onHand()).toBe(stock);
    expect(await commissionOf(sale.id)).toBe(0);
    const again = await shop.post(`sales/${sale.id}/void`, { reason: "Twice" });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "sale_voided" });
    const pay = await shop.post(`sales/${sale.id}/payments`, {
      payments: [{ payment_type_id: shop.cash, amount: 100 }],
    });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().message).toMatch(/was voided: it can't be paid/);
  });

  it("refuses to void a refunded sale", async () => {
    const sale = await paidSale();
    await shop.post(`sales/${sale.id}/refunds`, { tip_refund_amount: 100 });
    const res = await shop.post(`sales/${sale.id}/void`, { reason: "Oops" });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: "sale_refunded" });
  });

  it("restores a voucher's balance when the sale it paid is voided", async () => {
    const bought = (
      await shop.checkout({
        items: [{ item_type: "voucher", item_id: shop.voucherType.id }],
        payments: [{ payment_type_id: shop.cash, amount: 4500 }],
      })
    ).json();
    const [v] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.sale_item_id, bought.items[0].id));
    const used = (
      await shop.checkout({
        items: [shop.massage()],
        payments: [
          { payment_type_id: shop.voucher, amount: 5000, voucher_code: v.code },
        ],
      })
    ).json();
    expect(
      (await t.app.db.select().from(vouchers).where(eq(vouchers.id, v.id)))[0]
        .status,
    ).toBe("redeemed");
    // The voucher sold was used: its sale can no longer be voided.
    const refused = await shop.post(`sales/${bought.id}/void`, {
      reason: "Mistake",
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "voucher_used" });
    await shop.post(`sales/${used.id}/void`, { reason: "Mistake" });
    const [after] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, v.id));
    expect(after).toMatchObject({ status: "valid", balance: 5000 });
    const kinds = await t.app.db
      .select({ kind: voucherTransactions.kind })
      .from(voucherTransactions)
      .where(eq(voucherTransactions.voucher_id, v.id));
    expect(kinds.map((k) => k.kind)).toEqual([
      "issue",
      "redeem",
      "redeem_reversal",
    ]);
  });

  it("refuses an expired voucher (expired by the nightly job)", async () => {
    const bought = (
      await shop.checkout({
        items: [{ item_type: "voucher", item_id: null, unit_price: 3000 }],
        payments: [{ payment_type_id: shop.cash, amount: 3000 }],
      })
    ).json();
    const [v] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.sale_item_id, bought.items[0].id));
    await t.app.db.execute(sql`alter table vouchers disable trigger all`);
    await t.app.db
      .update(vouchers)
      .set({ issue_date: "2020-01-01", expiry_date: "2021-01-01" })
      .where(eq(vouchers.id, v.id));
    await t.app.db.execute(sql`alter table vouchers enable trigger all`);
    const direct = await shop.checkout({
      items: [shop.massage()],
      payments: [
        { payment_type_id: shop.voucher, amount: 1000, voucher_code: v.code },
      ],
    });
    expect(direct.statusCode).toBe(422);
    expect(direct.json().errors["payments.0.voucher_code"]).toBe(
      "This voucher expired on 2021-01-01.",
    );
    await expireDueVouchers(t.app.db, shop.merchantId);
    const [after] = await t.app.db
      .select()
      .from(vouchers)
      .where(eq(vouchers.id, v.id));
    expect(after).toMatchObject({ status: "expired", balance: 0 });
    const res = await shop.checkout({
      items: [shop.massage()],
      payments: [
        { payment_type_id: shop.voucher, amount: 1000, voucher_code: v.code },
      ],
    });
    expect(res.json().errors["payments.0.voucher_code"]).toBe(
      "This voucher has expired.",
    );
  });
});

describe("settings answered from real sales", () => {
  it("locks the currency once a sale exists, and refuses an invoice number already issued", async () => {
    const [m] = await t.app.db
      .select()
      .from(merchants)
      .where(eq(merchants.id, shop.merchantId));
    const put = await t.injectAs(shop.owner.token, {
      method: "PUT",
      url: "merchant/business-details/current",
      payload: { currency_code: m.currency_code === "EUR" ? "USD" : "EUR" },
    });
    expect(put.statusCode).toBe(422);
    expect(put.json().errors).toHaveProperty("currency_code");
    const seq = await t.injectAs(shop.owner.token, {
      method: "GET",
      url:
        "merchant/invoice-sequences?filter=" +
        encodeURIComponent(JSON.stringify({ q: "Seq" })),
    });
    const own = seq.json().find((s: Json) => Number(s.next_number) > 1);
    const lower = await t.injectAs(shop.owner.token, {
      method: "PUT",
      url: `merchant/invoice-sequences/${own.id}`,
      payload: { next_number: 1 },
    });
    expect(lower.statusCode).toBe(422);
    expect(lower.json().errors.next_number).toMatch(/was already issued/);
  });

  it("keeps every money ledger identity (db:check)", async () => {
    const failed = (await runDbChecks(t.app.db, shop.merchantId)).filter(
      (c) => c.findings.length,
    );
    expect(failed).toEqual([]);
  });
});

describe("the client list's sales figures (DOMAIN §5.8)", () => {
  it("count non-voided sales net of refunds without vouchers, and what is still owed", async () => {
    const client = await createClient(t.app, shop.merchantId, {
      first_name: "Figures",
    });
    const sell = async (body: Json) => {
      const res = await shop.checkout({ client_id: client.id, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const product = { item_type: "product", item_id: shop.product.id };
    // Paid, then one product refunded.
    const paid = await sell({
      items: [shop.massage(), { ...product, quantity: 2 }],
      payments: [{ payment_type_id: shop.card, amount: 7598 }],
    });
    const refund = await shop.post(`sales/${paid.id}/refunds`, {
      reason: "Damaged",
      items: [{ sale_item_id: paid.items[1].id, quantity: 1 }],
      payments: [{ payment_type_id: shop.card, amount: 1299 }],
    });
    expect(refund.statusCode, refund.body).toBe(201);
    // Unpaid, with a voucher (a liability, not a sale) and a product.
    const owed = await sell({
      items: [
        { item_type: "voucher", item_id: shop.voucherType.id },
        { ...product, quantity: 1 },
      ],
    });
    // Voided: counts for nothing.
    const voided = await sell({ items: [{ ...product, quantity: 1 }] });
    const res = await shop.post(`sales/${voided.id}/void`, { reason: "Oops" });
    expect(res.statusCode, res.body).toBe(200);

    const row = (
      await report(t, shop.owner.token, "client-list", { limit: 500 })
    ).rows.find((r) => r.id === client.id);
    expect(row).toMatchObject({
      total_sales: paid.total - 1299 + owed.items[1].total_amount,
      balance_due: owed.total,
    });
  });
});
