import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import {
  createSalon,
  queryString as q,
  type Salon,
} from "../support/calendarFixtures";
import { openEventStream, type OpenStream } from "../support/eventStream";
import { checkBooking } from "../../../server/src/modules/calendar/bookingCheck";
import { loadAvailabilityContext } from "../../../server/src/modules/calendar/loadContext";
import {
  insertAppointments,
  type PlannedAppointment,
} from "../../../server/src/modules/appointments/insert";

/**
 * Blocked time (issue 23): busy time a member keeps free (lunch, a
 * meeting), set, moved and removed through the API, respected by free slots
 * and by the booking rules, never over a booking, and shown by the
 * calendar's read of a location's days.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let anna: number;
let ben: number;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id, { members: 2 });
  [anna, ben] = salon.memberIds;
});
afterAll(() => opened.forEach((s) => s.close()));

// 2030-08-05 is a Monday; London is on BST (UTC+1): 12:00 local = 11:00Z.
const block = (
  o: Record<string, unknown> = {},
  method = "POST",
  path = "",
  token = owner.token,
  prefix = "merchant/",
) =>
  t.injectAs(token, {
    method,
    url: `${prefix}blocked-times${path}`,
    payload: {
      location_id: salon.locationId,
      team_member_id: anna,
      kind: "lunch",
      start_at: "2030-08-05T11:00:00Z",
      end_at: "2030-08-05T12:00:00Z",
      ...o,
    },
  });
const book = (member: number, start: string) =>
  t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/appointments",
    payload: {
      location_id: salon.locationId,
      services: [
        {
          service_id: salon.serviceId,
          team_member_id: member,
          start_at: start,
        },
      ],
    },
  });
const slots = async (date: string, member: number) => {
  const res = await t.injectAs(owner.token, {
    method: "GET",
    url: `merchant/calendar/availability?${q({
      service_id: String(salon.serviceId),
      pricing_option_id: String(salon.pricingOptionId),
      location_id: String(salon.locationId),
      date,
      team_member_id: String(member),
    })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().days[0].members[0].slots as { time: string }[]).map(
    (s) => s.time,
  );
};
const entries = async (from: string, to = from) => {
  const res = await t.injectAs(owner.token, {
    method: "GET",
    url: `merchant/calendar/entries?${q({ location_id: String(salon.locationId), from, to })}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

describe("blocked time", () => {
  it("is shown by the calendar, takes its time out of the free slots and refuses a booking over it", async () => {
    const res = await block({ title: "Team lunch" });
    expect(res.statusCode, res.body).toBe(201);
    const lunch = res.json();
    expect(lunch).toMatchObject({
      location_id: salon.locationId,
      team_member_id: anna,
      kind: "lunch",
      title: "Team lunch",
      start_at: "2030-08-05T11:00:00Z",
      end_at: "2030-08-05T12:00:00Z",
      created_by: owner.id,
    });
    expect((await entries("2030-08-05")).blocked_times).toEqual([lunch]);
    // A 60-minute service: no start from 11:15 to 12:45 (London) for Anna; Ben is free.
    const annaSlots = await slots("2030-08-05", anna);
    expect(annaSlots).toContain("11:00");
    expect(annaSlots).not.toContain("11:15");
    expect(annaSlots).not.toContain("12:45");
    expect(annaSlots).toContain("13:00");
    expect(await slots("2030-08-05", ben)).toContain("12:00");

    const over = await book(anna, "2030-08-05T10:30:00Z");
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      code: "overlap",
      can_override: false,
      reason: "overlap",
      message: "Anna Berg has blocked time from 12:00 to 13:00 (Team lunch).",
      conflicts: [
        {
          kind: "team_member",
          id: anna,
          start_at: "2030-08-05T11:00:00Z",
          end_at: "2030-08-05T12:00:00Z",
          appointment_id: null,
          reference: null,
          blocked_time: { id: lunch.id, kind: "lunch", title: "Team lunch" },
          line: 0,
        },
      ],
    });
    expect(
      (
        await t.injectAs(owner.token, {
          method: "POST",
          url: "merchant/appointments",
          payload: {
            location_id: salon.locationId,
            confirm_outside_hours: true,
            services: [
              {
                service_id: salon.serviceId,
                team_member_id: anna,
                start_at: "2030-08-05T10:30:00Z",
              },
            ],
          },
        })
      ).statusCode,
    ).toBe(409);
    expect((await book(anna, "2030-08-05T12:00:00Z")).statusCode).toBe(201);
  });

  it("is refused over a booking or another blocked time, naming it", async () => {
    const a = (await book(anna, "2030-08-06T09:00:00Z")).json();
    const res = await block({
      start_at: "2030-08-06T09:30:00Z",
      end_at: "2030-08-06T10:30:00Z",
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "overlap",
      reason: "overlap",
      message: `Anna Berg is already booked from 10:00 to 11:00 (${a.reference}).`,
      conflicts: [{ appointment_id: a.id, reference: a.reference }],
    });
    const meeting = await block({
      kind: "meeting",
      start_at: "2030-08-06T13:00:00Z",
      end_at: "2030-08-06T14:00:00Z",
    });
    expect(meeting.statusCode).toBe(201);
    const twice = await block({
      start_at: "2030-08-06T13:45:00Z",
      end_at: "2030-08-06T14:15:00Z",
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().conflicts[0].blocked_time).toMatchObject({
      id: meeting.json().id,
      kind: "meeting",
    });
    // Back to back is fine, and another member is not in the way.
    expect(
      (
        await block({
          start_at: "2030-08-06T14:00:00Z",
          end_at: "2030-08-06T14:30:00Z",
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await block({
          team_member_id: ben,
          start_at: "2030-08-06T13:00:00Z",
          end_at: "2030-08-06T14:00:00Z",
        })
      ).statusCode,
    ).toBe(201);
  });

  it("moves like an appointment (its own time not in the way), and frees the time when removed", async () => {
    const lunch = (
      await block({
        start_at: "2030-08-07T11:00:00Z",
        end_at: "2030-08-07T12:00:00Z",
      })
    ).json();
    const later = await block(
      { start_at: "2030-08-07T11:30:00Z", end_at: "2030-08-07T12:30:00Z" },
      "PUT",
      `/${lunch.id}`,
    );
    expect(later.statusCode, later.body).toBe(200);
    expect(later.json()).toMatchObject({
      id: lunch.id,
      start_at: "2030-08-07T11:30:00Z",
      end_at: "2030-08-07T12:30:00Z",
    });
    // To Ben, and onto a booking of his: refused, and nothing changes.
    await book(ben, "2030-08-07T11:00:00Z");
    const onto = await block(
      {
        team_member_id: ben,
        start_at: "2030-08-07T11:30:00Z",
        end_at: "2030-08-07T12:30:00Z",
      },
      "PUT",
      `/${lunch.id}`,
    );
    expect(onto.statusCode).toBe(409);
    const [stored] = (await entries("2030-08-07")).blocked_times;
    expect(stored).toMatchObject({ team_member_id: anna });
    expect((await book(anna, "2030-08-07T11:30:00Z")).statusCode).toBe(409);
    const removed = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/blocked-times/${lunch.id}`,
    });
    expect(removed.statusCode).toBe(200);
    expect((await entries("2030-08-07")).blocked_times).toEqual([]);
    expect((await book(anna, "2030-08-07T11:30:00Z")).statusCode).toBe(201);
    expect(
      (
        await t.injectAs(owner.token, {
          method: "DELETE",
          url: `merchant/blocked-times/${lunch.id}`,
        })
      ).statusCode,
    ).toBe(404);
  });

  it("answers 422 for a bad span or kind and 409 for a member of another location", async () => {
    const backwards = await block({
      start_at: "2030-08-08T12:00:00Z",
      end_at: "2030-08-08T11:00:00Z",
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors).toHaveProperty("end_at");
    const tooLong = await block({
      start_at: "2030-08-08T06:00:00Z",
      end_at: "2030-08-08T19:00:00Z",
    });
    expect(tooLong.statusCode).toBe(422);
    expect((await block({ kind: "nap" })).statusCode).toBe(422);
    const elsewhere = await createSalon(t.app, salon.merchantId, {
      members: 1,
    });
    const res = await block({ team_member_id: elsewhere.memberIds[0] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "location_mismatch",
      reason: "member_not_at_location",
    });
  });

  it("lets calendar staff set it, and no one else", async () => {
    const desk = await createStaff(t.app, salon.merchantId, [2]);
    const res = await block(
      { start_at: "2030-08-09T09:00:00Z", end_at: "2030-08-09T09:30:00Z" },
      "POST",
      "",
      desk.token,
      "staff/",
    );
    expect(res.statusCode, res.body).toBe(201);
    const clientsOnly = await createStaff(t.app, salon.merchantId, [3]);
    expect(
      (
        await block(
          { start_at: "2030-08-09T10:00:00Z", end_at: "2030-08-09T10:30:00Z" },
          "POST",
          "",
          clientsOnly.token,
          "staff/",
        )
      ).statusCode,
    ).toBe(403);
  });

  it("is announced on the calendar's live stream", async () => {
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const { ticket } = (
      await t.injectAs(owner.token, {
        method: "POST",
        url: "merchant/calendar/stream-ticket",
      })
    ).json();
    const s = await openEventStream(
      `${base}/wellness/calendar/stream?ticket=${encodeURIComponent(ticket)}`,
    );
    opened.push(s);
    await s.waitFor(() => s.text().includes("connected"));
    const made = (
      await block({
        start_at: "2030-08-12T09:00:00Z",
        end_at: "2030-08-12T09:30:00Z",
      })
    ).json();
    await s.waitFor(() => s.events.length > 0, 5000);
    expect(s.events[0].event).toBe("blocked_time");
    expect(JSON.parse(s.events[0].data)).toEqual({
      merchant_id: salon.merchantId,
      appointment_id: null,
      blocked_time_id: made.id,
      location_id: salon.locationId,
      action: "created",
      start_at: "2030-08-12T09:00:00Z",
      end_at: "2030-08-12T09:30:00Z",
    });
  });
});

describe("the calendar's read of a location's days", () => {
  it("gives every appointment of a day of more than a hundred, and of its week", async () => {
    const busy = await createSalon(t.app, salon.merchantId, { members: 8 });
    const day = "2030-09-10"; // a Tuesday (BST)
    // 8 members × 16 half-hour services (09:00–17:00 London) = 128 on one
    // day, through the booking rules in one transaction (the demo seed's way).
    await t.app.db.transaction(async (tx) => {
      const ctx = await loadAvailabilityContext(tx, busy.merchantId, {
        locationId: busy.locationId,
        from: day,
        to: day,
      });
      const planned: PlannedAppointment[] = [];
      for (const member of busy.memberIds)
        for (let k = 0; k < 16; k++) {
          const check = checkBooking(ctx, {
            channel: "in_store",
            lines: [
              {
                service_id: busy.serviceId,
                team_member_id: member,
                start_at: Date.parse(`${day}T08:00:00Z`) + k * 30 * 60_000,
                duration_minutes: 30,
              },
            ],
          });
          if (!check.ok) throw new Error(JSON.stringify(check));
          planned.push({
            location_id: busy.locationId,
            client_id: null,
            channel: "phone",
            notes: null,
            services: check.services,
            start: check.start,
            end: check.end,
            status: "booked",
          });
        }
      await insertAppointments(tx, busy.merchantId, planned, { notify: false });
    });
    // The list contract pages at 100 …
    const page = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/appointments?${q({
        range: [0, 999],
        filter: { location_id: busy.locationId },
      })}`,
    });
    expect(page.json()).toHaveLength(100);
    expect(page.headers["content-range"]).toBe("appointments 0-99/128");
    // … the calendar's read gives the whole day, in start order, and the week.
    const read = (from: string, to: string) =>
      t.injectAs(owner.token, {
        method: "GET",
        url: `merchant/calendar/entries?${q({ location_id: String(busy.locationId), from, to })}`,
      });
    const dayAnswer = (await read(day, day)).json();
    expect(dayAnswer.time_zone).toBe("Europe/London");
    expect(dayAnswer.appointments).toHaveLength(128);
    const starts = dayAnswer.appointments.map((a: { start_at: string }) =>
      Date.parse(a.start_at),
    );
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    expect(dayAnswer.appointments[0].services).toHaveLength(1);
    expect(
      (await read("2030-09-09", "2030-09-15")).json().appointments,
    ).toHaveLength(128);
    expect(
      (await read("2030-09-11", "2030-09-11")).json().appointments,
    ).toEqual([]);
    // Bounded by days, not rows: at most 31.
    expect((await read("2030-09-01", "2030-10-02")).statusCode).toBe(400);
    expect((await read("2030-09-02", "2030-09-01")).statusCode).toBe(400);
  });

  it("keeps other businesses' locations out", async () => {
    const rival = await createMerchant(t.app);
    const res = await t.injectAs(rival.owner.token, {
      method: "GET",
      url: `merchant/calendar/entries?${q({ location_id: String(salon.locationId), from: "2030-08-05", to: "2030-08-05" })}`,
    });
    expect(res.statusCode).toBe(404);
    const stored = await t.app.db.execute<{ n: number }>(
      sql`select count(*)::int as n from blocked_times where merchant_id = ${rival.merchant.id}`,
    );
    expect(stored.rows[0].n).toBe(0);
  });
});
