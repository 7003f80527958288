import { describe, it, expect, beforeAll } from "vitest";
import { appointments } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import { createSalon } from "../../support/calendarFixtures";
import { createShop, type Json, type Shop } from "../../support/sales";

const t = await buildTestApp();
let shop: Shop;
let other: Shop;

const deal = (s: Shop, over: Json) =>
  t.injectAs(s.owner.token, {
    method: "POST",
    url: "merchant/deals",
    payload: {
      name: `Deal ${Math.random().toString(36).slice(2, 8)}`,
      type: "promotion_code",
      discount_type: "percent",
      discount_pct: 10,
      applies_to: "all_services",
      location_ids: [s.salon.locationId],
      starts_at: "2020-01-01T00:00:00Z",
      ...over,
    },
  });

beforeAll(async () => {
  shop = await createShop(t);
  other = await createShop(t);
  for (const over of [
    { code: "SPRING10" },
    { code: "LATER5", starts_at: "2099-01-01T00:00:00Z" },
    { code: "GONE", ends_at: "2021-01-01T00:00:00Z" },
    { code: "ASLEEP", status: "inactive" },
    { code: "FLASH", type: "flash_sale" },
  ]) {
    const res = await deal(shop, over);
    expect(res.statusCode, res.body).toBe(201);
  }
  expect((await deal(other, { code: "THEIRS" })).statusCode).toBe(201);
});

describe("GET sales/catalogue and sales/deal-code (promotion codes)", () => {
  it("leaves promotion codes out of the catalogue for staff who may not open promotions (6)", async () => {
    const codes = async (token: string) =>
      (
        await shop.get(
          `sales/catalogue?location_id=${shop.salon.locationId}`,
          token,
        )
      )
        .json()
        .deals.map((d: Json) => d.type);
    expect(await codes(shop.owner.token)).toContain("promotion_code");
    const calendar = await shop.staff([2]);
    const catalogue = await shop.get(
      `sales/catalogue?location_id=${shop.salon.locationId}`,
      calendar.token,
    );
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.body).not.toMatch(/SPRING10/);
    expect(await codes(calendar.token)).toEqual(["flash_sale"]);
    const promoter = await shop.staff([2, 6]);
    expect(await codes(promoter.token)).toContain("promotion_code");
  });

  it("answers the one deal a typed code names, whatever its case, to staff with the calendar or the sales history", async () => {
    for (const services of [[2], [8]]) {
      const staff = await shop.staff(services);
      const res = await shop.get(
        `sales/deal-code?code=${encodeURIComponent(" spring10 ")}&location_id=${shop.salon.locationId}`,
        staff.token,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        type: "promotion_code",
        code: "SPRING10",
        discount_pct: "10.0000",
        location_ids: [shop.salon.locationId],
      });
    }
    const clientsOnly = await shop.staff([3]);
    expect(
      (
        await shop.get(
          `sales/deal-code?code=SPRING10&location_id=${shop.salon.locationId}`,
          clientsOnly.token,
        )
      ).statusCode,
    ).toBe(403);
  });

  it("refuses an unknown, not yet started, ended or inactive code, a flash sale's name, another business's code and a missing code, each with its sentence", async () => {
    const ask = (code: string, location = shop.salon.locationId) =>
      shop.get(
        `sales/deal-code?code=${encodeURIComponent(code)}&location_id=${location}`,
      );
    for (const code of ["NOPE", "FLASH", "THEIRS"]) {
      const res = await ask(code);
      expect(res.statusCode, code).toBe(404);
      expect(res.json().message).toBe("There is no promotion with this code.");
    }
    const refused: [string, string][] = [
      ["LATER5", "This promotion has not started yet."],
      ["GONE", "This promotion has ended."],
      ["ASLEEP", "This promotion is not active."],
      ["  ", "Enter a promotion code."],
    ];
    for (const [code, sentence] of refused) {
      const res = await ask(code);
      expect(res.statusCode, code).toBe(422);
      expect(res.json().errors).toEqual({ code: sentence });
    }
    const elsewhere = await ask("SPRING10", other.salon.locationId);
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors).toEqual({
      location_id: "The selected location does not exist.",
    });
  });

  it("refuses, with its sentence, a checkout at a location the business's deal is not offered at, and applies it where it is", async () => {
    const annex = await createSalon(t.app, shop.merchantId, { members: 1 });
    const annexOnly = await deal(shop, {
      code: "ANNEX20",
      discount_pct: 20,
      location_ids: [annex.locationId],
    });
    expect(annexOnly.statusCode, annexOnly.body).toBe(201);
    const sell = (code: string) =>
      shop.checkout({ deal_code: code, items: [shop.massage()] });
    const lookup = await shop.get(
      `sales/deal-code?code=ANNEX20&location_id=${shop.salon.locationId}`,
    );
    expect(lookup.statusCode).toBe(422);
    expect(lookup.json().errors).toEqual({
      code: "This promotion is not offered at this location.",
    });
    const refused = await sell("annex20");
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      deal_code: "This promotion is not offered at this location.",
    });
    // Nothing was sold: the refused checkout left no sale behind.
    const list = await shop.get(
      `sales?filter=${encodeURIComponent(JSON.stringify({ location_id: shop.salon.locationId }))}`,
    );
    expect(list.json()).toEqual([]);
    // The same sale with the code offered here: 10 % off the 50.00 massage
    // (prices include 20 % tax, so the discount is 4.17 before tax).
    const sold = await sell("SPRING10");
    expect(sold.statusCode, sold.body).toBe(201);
    expect(sold.json()).toMatchObject({ total: 4500, discount_total: 417 });
  });
});

describe("GET sales/appointments/:id (the appointment the till checks out)", () => {
  it("answers staff with the sales history alone, contacts only to those who may open clients; never another business's", async () => {
    const [appt] = await t.app.db
      .insert(appointments)
      .values({
        merchant_id: shop.merchantId,
        reference: "A-TILL1",
        client_id: shop.client.id,
        location_id: shop.salon.locationId,
        status: "arrived",
        start_at: "2026-11-20T10:00:00Z",
        end_at: "2026-11-20T11:00:00Z",
      })
      .returning();
    const salesOnly = await shop.staff([8]);
    // The calendar's own read stays the calendar's.
    expect(
      (await shop.get(`appointments/${appt.id}`, salesOnly.token)).statusCode,
    ).toBe(403);
    const res = await shop.get(
      `sales/appointments/${appt.id}`,
      salesOnly.token,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: appt.id,
      reference: "A-TILL1",
      status: "arrived",
      location_id: shop.salon.locationId,
      client: { id: shop.client.id, email: null, mobile: null },
      services: [],
    });
    const withClients = await shop.staff([8, 3]);
    const full = await shop.get(
      `sales/appointments/${appt.id}`,
      withClients.token,
    );
    expect(full.json().client.email).toMatch(/@example\.com$/);
    const owner = await shop.get(`sales/appointments/${appt.id}`);
    expect(owner.json().client.mobile).toBe("+447400123456");
    expect((await other.get(`sales/appointments/${appt.id}`)).statusCode).toBe(
      404,
    );
    const clientsOnly = await shop.staff([3]);
    expect(
      (await shop.get(`sales/appointments/${appt.id}`, clientsOnly.token))
        .statusCode,
    ).toBe(403);
  });
});
