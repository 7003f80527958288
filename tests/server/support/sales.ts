import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import {
  commissionPlanRules,
  commissionPlans,
  locations,
  membershipLocations,
  memberships,
  merchants,
  paymentTypes,
  taxRates,
  tipSettings,
  voucherTypes,
} from "../../../server/src/db/schema";
import type { TestApp } from "./buildTestApp";
import { createClient, createMerchant, createStaff } from "./builders";
import { createSalon, type Salon } from "./calendarFixtures";
import { createStockProduct } from "./stock";

const unique = () => randomBytes(4).toString("hex");

export type Json = Record<string, unknown>;

/**
 * A business ready to sell (DOMAIN §3.31): a salon (location with its own
 * invoice sequence, two members, a 50.00 massage), prices including 20 %
 * tax, Cash/Card/Voucher/Other payment types, tips (10/15/20 %, custom,
 * after tax), a stock-tracked product (12.99, 10 on hand), a 50.00 voucher
 * type sold for 45.00, a 5-session membership, a client, and a commission
 * plan for the first member (10 % on services, 5 % on products).
 */
export async function createShop(
  t: TestApp,
  over: { pricesIncludeTax?: boolean; currency?: string } = {},
) {
  const { app } = t;
  const { merchant, owner } = await createMerchant(app, {
    currency_code: over.currency ?? "EUR",
  });
  const m = merchant.id;
  if (over.pricesIncludeTax === false)
    await app.db
      .update(merchants)
      .set({ prices_include_tax: false })
      .where(eq(merchants.id, m));
  const salon: Salon = await createSalon(app, m, { members: 2 });
  const [vat] = await app.db
    .insert(taxRates)
    .values({ merchant_id: m, name: `VAT ${unique()}`, rate_pct: "20" })
    .returning();
  await app.db
    .update(locations)
    .set({
      default_service_tax_rate_id: vat.id,
      default_product_tax_rate_id: vat.id,
    })
    .where(eq(locations.id, salon.locationId));
  // The system types (Cash, Card, Voucher) come with the merchant's fixtures; "Other" is added.
  await app.db.insert(paymentTypes).values({
    merchant_id: m,
    name: `Other ${unique()}`,
    kind: "other",
    sort_order: 3,
  });
  const types = await app.db
    .select()
    .from(paymentTypes)
    .where(eq(paymentTypes.merchant_id, m));
  for (const kind of ["cash", "card", "voucher"])
    if (!types.some((p) => p.kind === kind))
      types.push(
        (
          await app.db
            .insert(paymentTypes)
            .values({
              merchant_id: m,
              name: `${kind} ${unique()}`,
              kind,
              is_system: true,
            })
            .returning()
        )[0],
      );
  const type = (kind: string) => types.find((p) => p.kind === kind)!.id;
  await app.db.insert(tipSettings).values({
    merchant_id: m,
    location_id: salon.locationId,
    enabled: true,
    suggested_pct: ["10", "15", "20"],
    allow_custom: true,
    calculate_on: "after_tax",
  });
  const product = await createStockProduct(app, m);
  await t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/stock-adjustments",
    payload: {
      product_id: product.id,
      location_id: salon.locationId,
      type: "adjust_increase",
      quantity: 10,
      reason: "Opening stock",
      unit_cost: 450,
    },
  });
  const [voucherType] = await app.db
    .insert(voucherTypes)
    .values({
      merchant_id: m,
      name: `Gift ${unique()}`,
      value: 5000,
      retail_price: 4500,
      valid_for_value: 12,
      valid_for_unit: "months",
    })
    .returning();
  const [membership] = await app.db
    .insert(memberships)
    .values({
      merchant_id: m,
      name: `Five massages ${unique()}`,
      session_type: "limited",
      sessions_count: 5,
      valid_for_value: 6,
      valid_for_unit: "months",
      price: 20000,
    })
    .returning();
  await app.db.insert(membershipLocations).values({
    merchant_id: m,
    membership_id: membership.id,
    location_id: salon.locationId,
  });
  const client = await createClient(app, m, {
    email: `client-${unique()}@example.com`,
    mobile: "+447400123456",
  });
  const [plan] = await app.db
    .insert(commissionPlans)
    .values({ merchant_id: m, team_member_id: salon.memberIds[0] })
    .returning();
  await app.db.insert(commissionPlanRules).values([
    {
      merchant_id: m,
      commission_plan_id: plan.id,
      item_type: "service",
      rate_type: "percent",
      rate_pct: "10",
    },
    {
      merchant_id: m,
      commission_plan_id: plan.id,
      item_type: "product",
      rate_type: "percent",
      rate_pct: "5",
    },
  ]);
  const staff = async (services: number[]) => createStaff(app, m, services);

  /** POST <prefix>/sales as the owner (or `token`), with an optional Idempotency-Key. */
  const checkout = (body: Json, token = owner.token, key?: string) =>
    t.injectAs(token, {
      method: "POST",
      url: token === owner.token ? "merchant/sales" : "staff/sales",
      payload: { location_id: salon.locationId, ...body },
      headers: key ? { "idempotency-key": key } : {},
    });
  const post = (
    url: string,
    payload: Json,
    token = owner.token,
    key?: string,
  ) =>
    t.injectAs(token, {
      method: "POST",
      url: `${token === owner.token ? "merchant" : "staff"}/${url}`,
      payload,
      headers: key ? { "idempotency-key": key } : {},
    });
  const get = (url: string, token = owner.token) =>
    t.injectAs(token, {
      method: "GET",
      url: token === owner.token ? `merchant/${url}` : url,
    });
  const massage = (over: Json = {}) => ({
    item_type: "service",
    item_id: salon.serviceId,
    team_member_id: salon.memberIds[0],
    ...over,
  });
  return {
    merchantId: m,
    owner,
    salon,
    vat,
    product,
    voucherType,
    membership,
    client,
    cash: type("cash"),
    card: type("card"),
    voucher: type("voucher"),
    other: type("other"),
    staff,
    checkout,
    post,
    get,
    massage,
  };
}
export type Shop = Awaited<ReturnType<typeof createShop>>;
