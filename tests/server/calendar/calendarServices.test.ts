import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { servicePricingOptions, services } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * `calendar/services`: the services the booking form offers with their
 * pricing options, for calendar-only staff as for the owner; refused
 * without the calendar; never another business's services.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let other: Salon;
let longOption: number;

interface Choice {
  id: number;
  name: string;
  pricing_options: {
    id: number;
    name: string | null;
    duration_minutes: number;
    price: number;
    special_price: number | null;
  }[];
}

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createMerchant(t.app);
  owner = a.owner;
  salon = await createSalon(t.app, a.merchant.id);
  const b = await createMerchant(t.app);
  other = await createSalon(t.app, b.merchant.id);
  const [po] = await t.app.db
    .insert(servicePricingOptions)
    .values({
      merchant_id: salon.merchantId,
      service_id: salon.serviceId,
      name: "90 min",
      duration_minutes: 90,
      price: 7500,
      special_price: 7000,
      sort_order: 1,
    })
    .returning();
  longOption = po.id;
  // An archived option and an archived service are not offered.
  await t.app.db.insert(servicePricingOptions).values({
    merchant_id: salon.merchantId,
    service_id: salon.serviceId,
    name: "Old 120 min",
    duration_minutes: 120,
    price: 9000,
    sort_order: 2,
    archived_at: new Date().toISOString(),
  });
  await t.app.db
    .update(services)
    .set({ archived_at: new Date().toISOString() })
    .where(sql`${services.id} = ${salon.roomServiceId}`);
});

const get = async (token: string, url: string) =>
  t.injectAs(token, { method: "GET", url });

describe("calendar/services", () => {
  it("gives calendar-only staff each service's active pricing options with duration and price", async () => {
    const staff = await createStaff(t.app, salon.merchantId, [2]);
    const res = await get(staff.token, "calendar/services");
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as Choice[];
    expect(list.map((s) => s.id)).toContain(salon.serviceId);
    expect(list.map((s) => s.id)).not.toContain(salon.roomServiceId);
    const massage = list.find((s) => s.id === salon.serviceId)!;
    // What the booking form groups and filters by (issue 23).
    expect(massage).toMatchObject({
      treatment_type_id: salon.treatmentTypeId,
      treatment_type: { id: salon.treatmentTypeId, sort_order: 0 },
      team_member_ids: salon.memberIds,
      location_ids: [salon.locationId],
    });
    expect(massage.pricing_options).toEqual([
      {
        id: salon.pricingOptionId,
        name: "60 min",
        duration_minutes: 60,
        price_type: "fixed",
        price: 5000,
        special_price: null,
      },
      {
        id: longOption,
        name: "90 min",
        duration_minutes: 90,
        price_type: "fixed",
        price: 7500,
        special_price: 7000,
      },
    ]);
    // The services area itself stays closed to them.
    expect((await get(staff.token, "services")).statusCode).toBe(403);
    // The owner reads the same list under merchant/.
    const mine = await get(owner.token, "merchant/calendar/services");
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toEqual(list);
  });

  it("refuses staff without the calendar service", async () => {
    const staff = await createStaff(t.app, salon.merchantId, [15]);
    expect((await get(staff.token, "calendar/services")).statusCode).toBe(403);
  });

  it("never lists another business's services", async () => {
    const res = await get(owner.token, "merchant/calendar/services");
    const ids = (res.json() as Choice[]).map((s) => s.id);
    expect(ids).not.toContain(other.serviceId);
    expect(ids).not.toContain(other.roomServiceId);
    const optionIds = (res.json() as Choice[]).flatMap((s) =>
      s.pricing_options.map((o) => o.id),
    );
    expect(optionIds).not.toContain(other.pricingOptionId);
  });
});
