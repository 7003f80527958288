import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  closeDateLocations,
  closeDates,
  shiftOverrides,
  timeOff,
} from "../../../server/src/db/schema";
import {
  freeSlots,
  memberWorking,
} from "../../../server/src/modules/calendar/availability";
import { loadAvailabilityContext } from "../../../server/src/modules/calendar/loadContext";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/** The database layer of the availability module loads what the pure rules read. */
let t: TestApp;
let salon: Salon;

beforeAll(async () => {
  t = await buildTestApp();
  const { merchant } = await createMerchant(t.app);
  salon = await createSalon(t.app, merchant.id, { members: 2 });
  const m = salon.merchantId;
  const [anna, ben] = salon.memberIds;
  await t.app.db.insert(shiftOverrides).values({
    merchant_id: m,
    team_member_id: ben,
    location_id: salon.locationId,
    date: "2030-07-02",
    intervals: [{ start: "12:00", end: "14:00" }],
  });
  await t.app.db.insert(timeOff).values({
    merchant_id: m,
    team_member_id: anna,
    start_at: "2030-07-02T09:00:00Z", // 10:00–12:00 BST
    end_at: "2030-07-02T11:00:00Z",
  });
  const [cd] = await t.app.db
    .insert(closeDates)
    .values({
      merchant_id: m,
      start_date: "2030-07-03",
      end_date: "2030-07-03",
      description: "Staff training",
    })
    .returning();
  await t.app.db.insert(closeDateLocations).values({
    merchant_id: m,
    close_date_id: cd.id,
    location_id: salon.locationId,
  });
});

const at = (iso: string) => Date.parse(iso);

describe("loadAvailabilityContext", () => {
  it("loads shifts, changed days, time off and close dates of the location", async () => {
    const ctx = await loadAvailabilityContext(t.app.db, salon.merchantId, {
      locationId: salon.locationId,
      from: "2030-07-01",
      to: "2030-07-03",
    });
    const [anna, ben] = salon.memberIds;
    expect(ctx.timeZone).toBe("Europe/London");
    expect(memberWorking(ctx, anna, "2030-07-01")).toEqual([
      { start: at("2030-07-01T08:00Z"), end: at("2030-07-01T17:00Z") },
    ]);
    expect(memberWorking(ctx, anna, "2030-07-02")).toEqual([
      { start: at("2030-07-02T08:00Z"), end: at("2030-07-02T09:00Z") },
      { start: at("2030-07-02T11:00Z"), end: at("2030-07-02T17:00Z") },
    ]);
    expect(memberWorking(ctx, ben, "2030-07-02")).toEqual([
      { start: at("2030-07-02T11:00Z"), end: at("2030-07-02T13:00Z") },
    ]);
    expect(memberWorking(ctx, anna, "2030-07-03")).toEqual([]);
    expect(ctx.close_dates.map((c) => c.description)).toEqual([
      "Staff training",
    ]);
  });

  it("gives free slots around stored active appointments only", async () => {
    const m = salon.merchantId;
    const [anna] = salon.memberIds;
    const ins = async (ref: string, status: string, active: boolean) => {
      const a = await t.app.db.execute<{ id: number }>(sql`
        insert into appointments (merchant_id, reference, location_id, status, start_at, end_at)
        values (${m}, ${ref}, ${salon.locationId}, ${status}, '2030-07-01T12:00Z', '2030-07-01T13:00Z')
        returning id`);
      await t.app.db.execute(sql`
        insert into appointment_services (merchant_id, appointment_id, service_id, pricing_option_id,
          team_member_id, start_at, end_at, duration_minutes, service_name, active,
          member_busy_until, resource_busy_until)
        values (${m}, ${a.rows[0].id}, ${salon.serviceId}, ${salon.pricingOptionId}, ${anna},
          '2030-07-01T12:00Z', '2030-07-01T13:00Z', 60, 'Massage', ${active},
          '2030-07-01T13:00Z', '2030-07-01T13:00Z')`);
    };
    await ins("A-900001", "booked", true);
    await ins("A-900002", "no_show", false);
    const ctx = await loadAvailabilityContext(t.app.db, m, {
      locationId: salon.locationId,
      from: "2030-07-01",
      to: "2030-07-01",
      serviceIds: [salon.serviceId],
    });
    const [annaSlots] = freeSlots(ctx, {
      serviceId: salon.serviceId,
      pricingOptionId: salon.pricingOptionId,
      date: "2030-07-01",
      memberId: anna,
      channel: "in_store",
    });
    const times = annaSlots.slots.map((s) => s.minutes / 60);
    // 09:00–18:00 BST, 60 minutes, busy 13:00–14:00 BST, every 15 minutes.
    expect(times).toContain(9);
    expect(times).toContain(12);
    expect(times).not.toContain(12.25);
    expect(times).not.toContain(13.75);
    expect(times).toContain(14);
    expect(times).toContain(17);
    expect(times).not.toContain(17.25);
  });
});
