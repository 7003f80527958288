import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  appointments,
  shiftPatterns,
  teamMemberLocations,
  teamMembers,
  timeOff,
} from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * The calendar's reads: the appointments list contract and its filters, the
 * frame of a location's days, free slots, the client lookup; tenancy, staff
 * permissions and mass assignment of server-owned fields.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let other: { owner: TestUser; salon: Salon };
const ids: number[] = [];

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");
const book = (
  who: TestUser,
  s: Salon,
  body: Record<string, unknown>,
  prefix = "merchant/",
) =>
  t.injectAs(who.token, {
    method: "POST",
    url: `${prefix}appointments`,
    payload: { location_id: s.locationId, ...body },
  });
const line = (s: Salon, member: number, start: string) => ({
  service_id: s.serviceId,
  team_member_id: member,
  start_at: start,
});

beforeAll(async () => {
  t = await buildTestApp();
  const a = await createMerchant(t.app);
  owner = a.owner;
  salon = await createSalon(t.app, a.merchant.id, { members: 2, rooms: 1 });
  const b = await createMerchant(t.app);
  other = { owner: b.owner, salon: await createSalon(t.app, b.merchant.id) };
  const client = await createClient(t.app, a.merchant.id, {
    first_name: "Olivia",
    last_name: "Stone",
  });
  const [anna, ben] = salon.memberIds;
  for (const body of [
    {
      client_id: client.id,
      services: [line(salon, anna, "2030-10-07T09:00:00Z")],
    },
    { services: [line(salon, ben, "2030-10-07T12:00:00Z")] },
    {
      services: [
        {
          ...line(salon, ben, "2030-10-08T09:00:00Z"),
          service_id: salon.roomServiceId,
        },
      ],
    },
  ]) {
    const res = await book(owner, salon, body);
    expect(res.statusCode, res.body).toBe(201);
    ids.push(res.json().id);
  }
  await book(other.owner, other.salon, {
    services: [
      line(other.salon, other.salon.memberIds[0], "2030-10-07T09:00:00Z"),
    ],
  });
});

describe("the appointments list", () => {
  const list = async (
    filter: Record<string, unknown>,
    token = owner.token,
    url = "merchant/appointments",
  ) => {
    const res = await t.injectAs(token, {
      method: "GET",
      url: `${url}?${q({ filter, sort: ["start_at", "ASC"], range: [0, 999] })}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["content-range"]).toMatch(/^appointments /);
    return (res.json() as { id: number }[]).map((r) => r.id);
  };

  it("filters by time window, member, resource, client, status and search, and only the caller's rows", async () => {
    const [first, second, third] = ids;
    expect(await list({})).toEqual(ids);
    expect(
      await list({ from: "2030-10-07T00:00:00Z", to: "2030-10-08T00:00:00Z" }),
    ).toEqual([first, second]);
    expect(
      await list({ from: "2030-10-07T10:00:00Z", to: "2030-10-07T12:00:00Z" }),
    ).toEqual([]);
    expect(await list({ team_member_id: salon.memberIds[1] })).toEqual([
      second,
      third,
    ]);
    expect(await list({ resource_id: salon.resourceIds[0] })).toEqual([third]);
    expect(await list({ location_id: salon.locationId })).toEqual(ids);
    expect(await list({ status: ["booked", "confirmed"] })).toEqual(ids);
    expect(await list({ status: "cancelled" })).toEqual([]);
    expect(await list({ q: "olivia" })).toEqual([first]);
    const ref = (
      await t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/appointments/${second}`,
      })
    ).json().reference;
    expect(await list({ q: ref })).toEqual([second]);
  });

  it("refuses bad filter values with 400", async () => {
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/appointments?${q({ filter: { from: "yesterday" } })}`,
    });
    expect(res.statusCode).toBe(400);
  });

  it("exports the filtered list as CSV", async () => {
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/appointments/export?${q({ filter: { team_member_id: salon.memberIds[0] } })}`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/csv/);
    expect(res.body.trim().split("\r\n")).toHaveLength(2);
  });

  it("keeps other merchants' appointments out of reach (404 on every id route, never listed)", async () => {
    const [theirs] = await t.app.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(sql`${appointments.merchant_id} = ${other.salon.merchantId}`);
    expect(await list({ id: [theirs.id] })).toEqual([]);
    for (const [method, url, payload] of [
      ["GET", `merchant/appointments/${theirs.id}`, undefined],
      [
        "PUT",
        `merchant/appointments/${theirs.id}`,
        {
          location_id: salon.locationId,
          services: [line(salon, salon.memberIds[0], "2030-10-09T09:00:00Z")],
        },
      ],
      ["DELETE", `merchant/appointments/${theirs.id}`, undefined],
      [
        "POST",
        `merchant/appointments/${theirs.id}/status`,
        { status: "confirmed" },
      ],
    ] as const) {
      const res = await t.injectAs(owner.token, { method, url, payload });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(404);
    }
    // Booking with another merchant's location, member or service finds nothing.
    const cross = await book(owner, other.salon, {
      services: [
        line(other.salon, other.salon.memberIds[0], "2030-10-09T09:00:00Z"),
      ],
    });
    expect(cross.statusCode).toBe(404);
    const foreignMember = await book(owner, salon, {
      services: [line(salon, other.salon.memberIds[0], "2030-10-09T09:00:00Z")],
    });
    expect(foreignMember.statusCode).toBe(422);
    const after = await t.injectAs(other.owner.token, {
      method: "GET",
      url: `merchant/appointments/${theirs.id}`,
    });
    expect(after.json().status).toBe("booked");
  });

  it("ignores reference, merchant_id, status, sale_id and cancellation fields in a booking body", async () => {
    const res = await book(owner, salon, {
      reference: "A-999999",
      merchant_id: other.salon.merchantId,
      status: "completed",
      sale_id: 42,
      cancelled_at: "2030-01-01T00:00:00Z",
      is_late_cancellation: true,
      id: 999999,
      services: [line(salon, salon.memberIds[0], "2030-10-10T09:00:00Z")],
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a).toMatchObject({
      status: "booked",
      sale_id: null,
      cancelled_at: null,
      is_late_cancellation: false,
    });
    expect(a.reference).not.toBe("A-999999");
    expect(a.id).not.toBe(999999);
    const [row] = await t.app.db
      .select()
      .from(appointments)
      .where(sql`${appointments.id} = ${a.id}`);
    expect(row.merchant_id).toBe(salon.merchantId);
    const put = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/appointments/${a.id}`,
      payload: {
        reference: "A-999998",
        status: "cancelled",
        sale_id: 7,
        location_id: salon.locationId,
        services: [line(salon, salon.memberIds[0], "2030-10-10T10:00:00Z")],
      },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      reference: a.reference,
      status: "booked",
      sale_id: null,
    });
  });
});

describe("staff permissions", () => {
  it("lets calendar staff (service 2) book a new walk-in and look clients up, but not open the clients area", async () => {
    const staff = await createStaff(t.app, salon.merchantId, [2]);
    const res = await book(
      staff,
      salon,
      {
        new_client: { first_name: "Nadia", last_name: "Walker" },
        services: [line(salon, salon.memberIds[1], "2030-10-11T09:00:00Z")],
      },
      "staff/",
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().client).toMatchObject({ first_name: "Nadia" });
    expect(
      (await t.injectAs(staff.token, { method: "GET", url: "appointments" }))
        .statusCode,
    ).toBe(200);
    const found = await t.injectAs(staff.token, {
      method: "GET",
      url: "calendar/clients?q=nadia",
    });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual([
      expect.objectContaining({ first_name: "Nadia", blocked: false }),
    ]);
    expect(
      (await t.injectAs(staff.token, { method: "GET", url: "clients" }))
        .statusCode,
    ).toBe(403);
  });

  it("refuses staff without the calendar service", async () => {
    const staff = await createStaff(t.app, salon.merchantId, [11]);
    expect(
      (await t.injectAs(staff.token, { method: "GET", url: "appointments" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await book(staff, salon, { services: [] }, "staff/")).statusCode,
    ).toBe(403);
    expect(
      (
        await t.injectAs(staff.token, {
          method: "GET",
          url: `calendar/frame?location_id=${salon.locationId}&from=2030-10-07&to=2030-10-07`,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the calendar frame and free slots", () => {
  it("gives opening hours, working time minus time off, and resource hours in the location's zone", async () => {
    await t.app.db.insert(timeOff).values({
      merchant_id: salon.merchantId,
      team_member_id: salon.memberIds[0],
      start_at: "2030-10-07T14:00:00Z",
      end_at: "2030-10-07T15:00:00Z",
      type: "training",
    });
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/calendar/frame?location_id=${salon.locationId}&from=2030-10-07&to=2030-10-07`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json();
    expect(f.time_zone).toBe("Europe/London");
    expect(f.days).toEqual([
      {
        date: "2030-10-07",
        open: [
          { start_at: "2030-10-07T08:00:00Z", end_at: "2030-10-07T17:00:00Z" },
        ],
        close_date: null,
      },
    ]);
    expect(f.team_members.map((m: { id: number }) => m.id)).toEqual(
      salon.memberIds,
    );
    expect(f.team_members[0].working).toEqual([
      { start_at: "2030-10-07T08:00:00Z", end_at: "2030-10-07T14:00:00Z" },
      { start_at: "2030-10-07T15:00:00Z", end_at: "2030-10-07T17:00:00Z" },
    ]);
    expect(f.team_members[0].time_off).toEqual([
      expect.objectContaining({
        type: "training",
        start_at: "2030-10-07T14:00:00Z",
      }),
    ]);
    expect(f.resources[0].hours).toEqual(f.days[0].open);
    const tooLong = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/calendar/frame?location_id=${salon.locationId}&from=2030-10-01&to=2030-11-15`,
    });
    expect(tooLong.statusCode).toBe(400);
  });

  it("tells which members take bookings: a receptionist who performs no service is not a column", async () => {
    const [desk] = await t.app.db
      .insert(teamMembers)
      .values({
        merchant_id: salon.merchantId,
        first_name: "Rita",
        last_name: "Desk",
        sort_order: 9,
      })
      .returning();
    await t.app.db.insert(teamMemberLocations).values({
      merchant_id: salon.merchantId,
      team_member_id: desk.id,
      location_id: salon.locationId,
    });
    await t.app.db.insert(shiftPatterns).values({
      merchant_id: salon.merchantId,
      team_member_id: desk.id,
      location_id: salon.locationId,
      start_date: "2030-01-07",
      repeat_weeks: 1,
      weeks: [{ mon: [{ start: "09:00", end: "17:00" }] }],
    });
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/calendar/frame?location_id=${salon.locationId}&from=2030-10-14&to=2030-10-14`,
    });
    const members = res.json().team_members as {
      id: number;
      bookable: boolean;
    }[];
    expect(members.map((m) => [m.id, m.bookable])).toEqual([
      ...salon.memberIds.map((id) => [id, true]),
      [desk.id, false],
    ]);
  });

  it("offers free start times around bookings, per member, for several days", async () => {
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/calendar/availability?service_id=${salon.serviceId}&pricing_option_id=${salon.pricingOptionId}&location_id=${salon.locationId}&date=2030-10-07&days=2`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a).toMatchObject({
      time_zone: "Europe/London",
      slot_interval_minutes: 15,
    });
    expect(a.days.map((d: { date: string }) => d.date)).toEqual([
      "2030-10-07",
      "2030-10-08",
    ]);
    const anna = a.days[0].members.find(
      (m: { team_member_id: number }) =>
        m.team_member_id === salon.memberIds[0],
    );
    const times = anna.slots.map((s: { time: string }) => s.time);
    expect(times[0]).toBe("09:00");
    expect(times).not.toContain("10:00"); // booked 10:00–11:00 local
    expect(times).toContain("11:00");
    expect(times).not.toContain("14:30"); // training 15:00–16:00 local
    expect(times).toContain("16:00");
    expect(times.at(-1)).toBe("17:00");
    expect(anna.slots[0]).toEqual({
      start_at: "2030-10-07T08:00:00Z",
      time: "09:00",
    });
    const wrong = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/calendar/availability?service_id=${salon.serviceId}&pricing_option_id=${salon.roomPricingOptionId}&location_id=${salon.locationId}&date=2030-10-07`,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toHaveProperty("pricing_option_id");
  });
});
