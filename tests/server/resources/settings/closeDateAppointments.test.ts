import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createClient,
  createMerchant,
  type TestUser,
} from "../../support/builders";
import { createSalon, type Salon } from "../../support/calendarFixtures";

/**
 * DOMAIN §4.8: close dates block booking, not appointments. Saving one
 * answers the appointments still booked at its locations on its days (in
 * each location's time zone), for the business to move or cancel.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let elsewhere: Salon;
let n = 0;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id, {
    timezone: "America/New_York",
    members: 2,
  });
  elsewhere = await createSalon(t.app, m.merchant.id, { members: 1 });
});

/** An appointment with one service per member, as the booking module stores it. */
async function book(
  s: Salon,
  start: string,
  o: { status?: string; members?: number[]; clientId?: number | null } = {},
) {
  const ref = `A-${String(++n).padStart(6, "0")}`;
  const members = o.members ?? [s.memberIds[0]];
  const res = await t.app.db.execute<{ id: number }>(sql`
    insert into appointments (merchant_id, reference, client_id, location_id, status, start_at, end_at)
    values (${s.merchantId}, ${ref}, ${o.clientId ?? null}, ${s.locationId}, ${o.status ?? "booked"},
            ${start}::timestamptz, ${start}::timestamptz + interval '1 hour')
    returning id`);
  const id = res.rows[0].id;
  for (const [i, member] of members.entries())
    await t.app.db.execute(sql`
      insert into appointment_services (merchant_id, appointment_id, service_id, pricing_option_id,
        team_member_id, start_at, end_at, duration_minutes, service_name, sequence,
        active, member_busy_until, resource_busy_until)
      values (${s.merchantId}, ${id}, ${s.serviceId}, ${s.pricingOptionId}, ${member},
        ${start}::timestamptz, ${start}::timestamptz + interval '1 hour', 60, 'Massage', ${i},
        ${o.status !== "no_show"},
        ${start}::timestamptz + interval '1 hour', ${start}::timestamptz + interval '1 hour')`);
  return { id, reference: ref };
}

const save = (method: "POST" | "PUT", url: string, payload: object) =>
  t.injectAs(owner.token, { method, url: `merchant/${url}`, payload });

describe("saving a close date over booked appointments", () => {
  it("answers the appointments still booked there on those local days", async () => {
    const client = await createClient(t.app, salon.merchantId, {
      first_name: "Nora",
      last_name: "Quist",
    });
    // 10:00 in New York on 7 January.
    const morning = await book(salon, "2030-01-07T15:00Z", {
      clientId: client.id,
      members: salon.memberIds,
    });
    // 22:00 on the 7th in New York is already the 8th in UTC: still that day.
    const evening = await book(salon, "2030-01-08T03:00Z");
    // 23:30 on the 6th in New York, the 7th in UTC: not that day.
    await book(salon, "2030-01-07T04:30Z");
    // A no-show no longer holds anything.
    await book(salon, "2030-01-07T17:00Z", { status: "no_show" });
    const other = await book(elsewhere, "2030-01-07T12:00Z");

    const res = await save("POST", "close-dates", {
      start_date: "2030-01-07",
      end_date: "2030-01-07",
      description: "Flood",
      location_ids: [salon.locationId],
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body.booked_appointment_count).toBe(2);
    expect(body.booked_appointments).toEqual([
      {
        id: morning.id,
        reference: morning.reference,
        location_id: salon.locationId,
        date: "2030-01-07",
        time: "10:00",
        start_at: "2030-01-07T15:00:00.000Z",
        client_name: "Nora Quist",
        team_member_names: ["Anna Berg", "Ben Berg"],
      },
      {
        id: evening.id,
        reference: evening.reference,
        location_id: salon.locationId,
        date: "2030-01-07",
        time: "22:00",
        start_at: "2030-01-08T03:00:00.000Z",
        client_name: null,
        team_member_names: ["Anna Berg"],
      },
    ]);

    // Adding the other location on update lists its appointment too.
    const updated = await save("PUT", `close-dates/${body.id}`, {
      location_ids: [salon.locationId, elsewhere.locationId],
    });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(
      updated.json().booked_appointments.map((a: { id: number }) => a.id),
    ).toEqual([other.id, morning.id, evening.id]);

    // Moved to a free day: nothing to warn about.
    const moved = await save("PUT", `close-dates/${body.id}`, {
      start_date: "2030-01-09",
      end_date: "2030-01-10",
    });
    expect(moved.json()).toMatchObject({
      booked_appointments: [],
      booked_appointment_count: 0,
    });
  });

  it("never lists another business's appointments, and ignores the field in a body", async () => {
    const rival = await createMerchant(t.app);
    const theirs = await createSalon(t.app, rival.merchant.id);
    await book(theirs, "2030-02-04T12:00Z");
    await book(salon, "2030-02-04T16:00Z");
    const res = await save("POST", "close-dates", {
      start_date: "2030-02-04",
      end_date: "2030-02-04",
      description: "Training",
      location_ids: [salon.locationId],
      booked_appointments: [{ id: 1 }],
      booked_appointment_count: 99,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().booked_appointment_count).toBe(1);
    const list = await t.injectAs(rival.owner.token, {
      method: "GET",
      url: "merchant/close-dates",
    });
    expect(list.json()).toEqual([]);
  });
});
