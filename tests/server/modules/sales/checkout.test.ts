import { describe, it, expect, beforeAll } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import {
  appointments,
  commissionEntries,
  stockLevels,
} from "../../../../server/src/db/schema";
import { runDbChecks } from "../../../../server/src/db/checks";
import { buildTestApp } from "../../support/buildTestApp";
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
  )[0]?.on_hand;

describe("checkout", () => {
  it("sells a service and a product, paid by card with a tip: totals, invoice number, stock, tips, commission", async () => {
    const before = await onHand();
    const res = await shop.checkout({
      client_id: shop.client.id,
      items: [
        shop.massage(),
        { item_type: "product", item_id: shop.product.id, quantity: 2 },
      ],
      payments: [
        { payment_type_id: shop.card, amount: 7598, tip: { percent: 10 } },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    // 50.00 + 2 × 12.99 including 20 % tax.
    expect(sale.total).toBe(7598);
    expect(sale.tax_total).toBe(833 + 433);
    expect(sale.subtotal).toBe(4167 + 2165);
    expect(sale.tip_total).toBe(760);
    expect(sale.amount_paid).toBe(7598 + 760);
    expect(sale.balance_due).toBe(0);
    expect(sale.status).toBe("paid");
    expect(sale.invoice_number).toMatch(/^S[0-9a-f]{8}-000001$/);
    expect(sale.items).toHaveLength(2);
    expect(sale.items[1].cost_snapshot).toBe(450);
    expect(sale.payments[0]).toMatchObject({
      amount: 8358,
      tip_amount: 760,
      payment_kind: "card",
    });
    // The whole tip goes to the only team member on the sale.
    expect(sale.tips).toEqual([
      expect.objectContaining({
        team_member_id: shop.salon.memberIds[0],
        amount: 760,
      }),
    ]);
    expect(await onHand()).toBe(before! - 2);
    const entries = await t.app.db
      .select()
      .from(commissionEntries)
      .where(eq(commissionEntries.sale_id, sale.id));
    // 10 % of the massage's net (41.67 ex tax): the product line has no team member.
    expect(entries.map((e) => [e.kind, e.base_amount, e.amount])).toEqual([
      ["accrual", 4167, 417],
    ]);
  });

  it("saves a sale unpaid, then takes cash with change on a later payment", async () => {
    const res = await shop.checkout({ items: [shop.massage()] });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      status: "unpaid",
      amount_paid: 0,
      balance_due: 5000,
    });
    const part = await shop.post(`sales/${res.json().id}/payments`, {
      payments: [{ payment_type_id: shop.cash, amount: 2000, tendered: 2000 }],
    });
    expect(part.json()).toMatchObject({
      status: "part_paid",
      balance_due: 3000,
    });
    const rest = await shop.post(`sales/${res.json().id}/payments`, {
      payments: [{ payment_type_id: shop.cash, amount: 3000, tendered: 5000 }],
    });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({
      status: "paid",
      balance_due: 0,
      change_due: 2000,
    });
    const again = await shop.post(`sales/${res.json().id}/payments`, {
      payments: [{ payment_type_id: shop.cash, amount: 1 }],
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: "sale_paid" });
  });

  it("refuses to overpay", async () => {
    const res = await shop.checkout({
      items: [shop.massage()],
      payments: [{ payment_type_id: shop.card, amount: 5001 }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors["payments.0.amount"]).toMatch(
      /more than the amount due/,
    );
  });

  it("refuses a service without the team member who performed it (422, nothing written); an appointment's service brings its own", async () => {
    const count = async () =>
      Number(
        (
          await t.app.db.execute<{ n: string }>(
            sql`select count(*) as n from sales where merchant_id = ${shop.merchantId}`,
          )
        ).rows[0].n,
      );
    const before = await count();
    const refused = await shop.checkout({
      items: [
        { item_type: "product", item_id: shop.product.id },
        shop.massage({ team_member_id: null }),
        shop.massage({ team_member_id: undefined }),
      ],
      payments: [{ payment_type_id: shop.card, amount: 1000 }],
    });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json()).toMatchObject({
      status: 0,
      errors: {
        "items.1.team_member_id":
          "Choose the team member who performed this service.",
        "items.2.team_member_id":
          "Choose the team member who performed this service.",
      },
    });
    expect(refused.json().errors["items.0.team_member_id"]).toBeUndefined();
    expect(await count()).toBe(before);

    const booked = await shop.post("appointments", {
      location_id: shop.salon.locationId,
      client_id: shop.client.id,
      services: [
        {
          service_id: shop.salon.serviceId,
          team_member_id: shop.salon.memberIds[1],
          start_at: "2030-07-01T09:00:00Z",
        },
      ],
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const line = booked.json().services[0];
    const sold = await shop.checkout({
      appointment_id: booked.json().id,
      items: [
        shop.massage({
          appointment_service_id: line.id,
          team_member_id: undefined,
        }),
      ],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json().items[0].team_member_id).toBe(shop.salon.memberIds[1]);
  });

  it("sells a voucher (valid once paid), then redeems it in part on another sale", async () => {
    const sold = await shop.checkout({
      client_id: shop.client.id,
      items: [
        {
          item_type: "voucher",
          item_id: shop.voucherType.id,
          recipient_name: "Ana",
        },
      ],
    });
    expect(sold.statusCode, sold.body).toBe(201);
    // Voucher items carry no tax and are a liability (§4.2).
    expect(sold.json()).toMatchObject({
      total: 4500,
      tax_total: 0,
      status: "unpaid",
    });
    const list = await shop.get(
      `vouchers?filter=${encodeURIComponent(JSON.stringify({ purchaser_client_id: shop.client.id }))}`,
    );
    const voucher = list.json()[0];
    expect(voucher).toMatchObject({
      status: "unpaid",
      balance: 0,
      original_value: 5000,
    });
    const early = await shop.checkout({
      items: [shop.massage()],
      payments: [
        {
          payment_type_id: shop.voucher,
          amount: 1000,
          voucher_code: voucher.code,
        },
      ],
    });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors["payments.0.voucher_code"]).toMatch(
      /not been paid/,
    );

    await shop.post(`sales/${sold.json().id}/payments`, {
      payments: [{ payment_type_id: shop.card, amount: 4500 }],
    });
    const paid = (await shop.get(`vouchers/${voucher.id}`)).json();
    expect(paid).toMatchObject({ status: "valid", balance: 5000 });
    expect(paid.transactions.map((x: Json) => [x.kind, x.amount])).toEqual([
      ["issue", 5000],
    ]);

    const use = await shop.checkout({
      items: [shop.massage()],
      payments: [
        {
          payment_type_id: shop.voucher,
          amount: 3000,
          voucher_code: voucher.code.toLowerCase(),
        },
        { payment_type_id: shop.card, amount: 2000 },
      ],
    });
    expect(use.statusCode, use.body).toBe(201);
    expect(use.json().status).toBe("paid");
    const after = (await shop.get(`vouchers/${voucher.id}`)).json();
    expect(after).toMatchObject({ status: "valid", balance: 2000 });
    const over = await shop.checkout({
      items: [shop.massage()],
      payments: [
        {
          payment_type_id: shop.voucher,
          amount: 2001,
          voucher_code: voucher.code,
        },
      ],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors["payments.0.amount"]).toMatch(/only 2000 left/);
  });

  it("completes the appointment it checks out, and refuses a second checkout, a cancelled or a no-show appointment", async () => {
    const appt = async (status: string) => {
      const [row] = await t.app.db
        .insert(appointments)
        .values({
          merchant_id: shop.merchantId,
          reference: `A-${Math.random().toString(36).slice(2, 8)}`,
          location_id: shop.salon.locationId,
          status,
          start_at: "2026-11-20T10:00:00Z",
          end_at: "2026-11-20T11:00:00Z",
          ...(status === "cancelled"
            ? {
                cancelled_at: "2026-11-19T10:00:00Z",
                cancelled_by: "client",
                cancellation_reason_id: null,
              }
            : {}),
        })
        .returning();
      return row;
    };
    const a = await appt("arrived");
    const first = await shop.checkout({
      appointment_id: a.id,
      items: [shop.massage()],
    });
    expect(first.statusCode, first.body).toBe(201);
    const [row] = await t.app.db
      .select()
      .from(appointments)
      .where(eq(appointments.id, a.id));
    expect(row).toMatchObject({
      status: "completed",
      sale_id: first.json().id,
    });
    // The calendar's records name the sale and its status (issue 22): the
    // appointment's details offer no second checkout, a paid block says so.
    const sawSale = async (status: string) => {
      const one = await shop.get(`appointments/${a.id}`);
      expect(one.statusCode, one.body).toBe(200);
      expect(one.json()).toMatchObject({
        sale_id: first.json().id,
        sale_status: status,
      });
      const day = await shop.get(
        `calendar/entries?location_id=${shop.salon.locationId}&from=2026-11-20&to=2026-11-20`,
      );
      expect(
        day.json().appointments.find((x: Json) => x.id === a.id),
      ).toMatchObject({ sale_id: first.json().id, sale_status: status });
    };
    await sawSale("unpaid");
    const paid = await shop.post(`sales/${first.json().id}/payments`, {
      payments: [{ payment_type_id: shop.card, amount: 5000 }],
    });
    expect(paid.statusCode, paid.body).toBe(200);
    await sawSale("paid");
    const second = await shop.checkout({
      appointment_id: a.id,
      items: [shop.massage()],
    });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: "appointment_checked_out" });
    const noShow = await appt("no_show");
    const refused = await shop.checkout({
      appointment_id: noShow.id,
      items: [shop.massage()],
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "appointment_not_billable" });
    expect(refused.json().message).toMatch(/no-show/);
  });

  it("keeps every money ledger identity (db:check)", async () => {
    const failed = (await runDbChecks(t.app.db, shop.merchantId)).filter(
      (c) => c.findings.length,
    );
    expect(failed).toEqual([]);
  });
});

describe("the append-only money ledgers", () => {
  it("refuse UPDATE, DELETE and TRUNCATE on payments and commission_entries", async () => {
    const res = await shop.checkout({
      items: [shop.massage()],
      payments: [{ payment_type_id: shop.card, amount: 5000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const saleId: number = res.json().id;
    for (const table of ["payments", "commission_entries"]) {
      const rows = await t.app.db.execute<{ id: number; amount: number }>(
        sql`select id, amount from ${sql.identifier(table)} where sale_id = ${saleId}`,
      );
      expect(rows.rows.length, table).toBeGreaterThan(0);
      const [{ id, amount }] = rows.rows;
      for (const stmt of [
        sql`update ${sql.identifier(table)} set amount = amount + 1 where id = ${id}`,
        sql`delete from ${sql.identifier(table)} where id = ${id}`,
        sql`truncate ${sql.identifier(table)} cascade`,
      ])
        await expect(t.app.db.execute(stmt)).rejects.toMatchObject({
          cause: {
            message: expect.stringMatching(
              new RegExp(
                `${table} is an append-only ledger: (UPDATE|DELETE|TRUNCATE) is not allowed`,
              ),
            ),
          },
        });
      const after = await t.app.db.execute<{ amount: number }>(
        sql`select amount from ${sql.identifier(table)} where id = ${id}`,
      );
      expect(after.rows.map((r) => Number(r.amount))).toEqual([Number(amount)]);
    }
  });
});

describe("sales lists and their clients' contacts", () => {
  it("give staff with sales but not clients the client's name without e-mail or mobile; the sale itself keeps them", async () => {
    const res = await shop.checkout({
      client_id: shop.client.id,
      items: [shop.massage()],
      payments: [{ payment_type_id: shop.card, amount: 5000 }],
    });
    expect(res.statusCode, res.body).toBe(201);
    const id: number = res.json().id;
    const salesOnly = await shop.staff([8]);
    const withClients = await shop.staff([8, 3]);
    const filter = encodeURIComponent(JSON.stringify({ id: [id] }));
    const listed = async (token: string) => {
      const list = await shop.get(`sales?filter=${filter}`, token);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json()).toHaveLength(1);
      return list.json()[0].client;
    };
    expect(await listed(salesOnly.token)).toMatchObject({
      id: shop.client.id,
      email: null,
      mobile: null,
    });
    expect(await listed(withClients.token)).toMatchObject({
      email: shop.client.email,
      mobile: shop.client.mobile,
    });
    const one = await shop.get(`sales/${id}`, salesOnly.token);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().client).toMatchObject({ email: shop.client.email });
  });
});
