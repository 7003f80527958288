import { describe, it, expect, beforeAll } from "vitest";
import { eq } from "drizzle-orm";
import { deals, products } from "../../../../server/src/db/schema";
import { buildTestApp } from "../../support/buildTestApp";
import { createShop, type Json, type Shop } from "../../support/sales";

const t = await buildTestApp();
let shop: Shop;
let other: Shop;

beforeAll(async () => {
  shop = await createShop(t);
  other = await createShop(t);
  // More rows than any page size: the till reads the whole catalogue.
  await t.app.db.insert(products).values(
    Array.from({ length: 130 }, (_, i) => ({
      merchant_id: shop.merchantId,
      name: `Bulk ${String(i).padStart(3, "0")}`,
      supply_price: 100,
      retail_price: 500 + i,
    })),
  );
  await t.app.db.insert(products).values({
    merchant_id: shop.merchantId,
    name: "Backbar only",
    supply_price: 100,
    retail_sales_enabled: false,
  });
  await t.app.db.insert(deals).values({
    merchant_id: shop.merchantId,
    name: "Autumn",
    type: "flash_sale",
    discount_type: "percent",
    discount_pct: "10",
    applies_to: "all_services",
    starts_at: "2020-01-01T00:00:00Z",
  });
});

const read = (
  s: Shop,
  token: string,
  query = `?location_id=${s.salon.locationId}`,
) => s.get(`sales/catalogue${query}`, token);

describe("GET sales/catalogue (the till's catalogue)", () => {
  it("answers the owner everything a cart is priced with, nothing capped, no cost data", async () => {
    const res = await read(shop, shop.owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      location_id: shop.salon.locationId,
      currency_code: "EUR",
      prices_include_tax: true,
      tax_rates: expect.arrayContaining([
        { id: shop.vat.id, name: shop.vat.name, rate_pct: "20.0000" },
      ]),
      tip_settings: {
        location_id: shop.salon.locationId,
        enabled: true,
        suggested_pct: [10, 15, 20],
        calculate_on: "after_tax",
      },
      memberships: [{ id: shop.membership.id, price: 20000 }],
      voucher_types: expect.arrayContaining([
        expect.objectContaining({
          id: shop.voucherType.id,
          retail_price: 4500,
          value: 5000,
        }),
      ]),
    });
    expect(body.locations).toContainEqual(
      expect.objectContaining({
        id: shop.salon.locationId,
        default_service_tax_rate_id: shop.vat.id,
      }),
    );
    const massage = body.services.find(
      (s: Json) => s.id === shop.salon.serviceId,
    );
    expect(massage.pricing_options[0]).toMatchObject({ price: 5000 });
    // All 130 bulk products (more than a page); the backbar-only one is not sold.
    const names = body.products.map((p: Json) => p.name);
    expect(names.filter((n: string) => n.startsWith("Bulk "))).toHaveLength(
      130,
    );
    expect(names).not.toContain("Backbar only");
    expect(body.products.find((p: Json) => p.id === shop.product.id)).toEqual({
      id: shop.product.id,
      name: shop.product.name,
      retail_price: 1299,
      tax_rate_id: null,
      track_stock: true,
      on_hand: 10,
    });
    expect(body.payment_types.map((p: Json) => p.kind).sort()).toEqual([
      "card",
      "cash",
      "other",
      "voucher",
    ]);
    expect(body.deals).toEqual([
      expect.objectContaining({
        type: "flash_sale",
        applies_to: "all_services",
        starts_at: "2020-01-01T00:00:00Z",
      }),
    ]);
    expect(res.body).not.toMatch(/supply_price|avg_cost|supplier|cost/);
  });

  it("answers staff with the calendar (2) or the sales history (8) the same; refuses staff with only clients (3)", async () => {
    const owner = (await read(shop, shop.owner.token)).json();
    for (const services of [[2], [8]]) {
      const staff = await shop.staff(services);
      const res = await read(shop, staff.token);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual(owner);
    }
    const clientsOnly = await shop.staff([3]);
    expect((await read(shop, clientsOnly.token)).statusCode).toBe(403);
  });

  it("never shows another business's rows, nor prices at its location", async () => {
    const mine = (await read(shop, shop.owner.token, "")).json();
    const theirs = (await read(other, other.owner.token)).json();
    // Without location_id: the first active location of the business.
    expect(mine.location_id).toBe(mine.locations[0].id);
    const ids = (b: Json, key: string) =>
      new Set((b[key] as Json[]).map((r) => r.id));
    for (const key of [
      "locations",
      "services",
      "products",
      "memberships",
      "voucher_types",
      "tax_rates",
      "payment_types",
      "deals",
    ]) {
      const theirIds = ids(theirs, key);
      expect([...ids(mine, key)].filter((id) => theirIds.has(id))).toEqual([]);
    }
    expect(theirs.deals).toEqual([]);
    const refused = await read(
      shop,
      shop.owner.token,
      `?location_id=${other.salon.locationId}`,
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({
      location_id: "The selected location does not exist.",
    });
    // An archived product leaves the till.
    await t.app.db
      .update(products)
      .set({ archived_at: new Date().toISOString() })
      .where(eq(products.id, shop.product.id));
    const after = (await read(shop, shop.owner.token)).json();
    expect(after.products.map((p: Json) => p.id)).not.toContain(
      shop.product.id,
    );
  });
});
