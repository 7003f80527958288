import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import {
  cancellationReasons,
  closeDateLocations,
  closeDates,
  serviceAvailability,
} from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * Booking through the API (CALENDAR_API.md): create, reschedule, status
 * flow, each refusal code with its message, overrides, close dates and DST.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let reasonId: number;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id, { members: 2, rooms: 1 });
  reasonId = (
    await t.app.db
      .insert(cancellationReasons)
      .values({ merchant_id: m.merchant.id, name: "Client ill" })
      .returning()
  )[0].id;
});

// 2030-07-01 is a Monday; London is on BST (UTC+1): 10:00 local = 09:00Z.
const line = (o: Record<string, unknown> = {}) => ({
  service_id: salon.serviceId,
  team_member_id: salon.memberIds[0],
  start_at: "2030-07-01T09:00:00Z",
  ...o,
});
const book = (
  body: Record<string, unknown>,
  token = owner.token,
  prefix = "merchant/",
) =>
  t.injectAs(token, {
    method: "POST",
    url: `${prefix}appointments`,
    payload: { location_id: salon.locationId, ...body },
  });
const status = (id: number, body: Record<string, unknown>) =>
  t.injectAs(owner.token, {
    method: "POST",
    url: `merchant/appointments/${id}/status`,
    payload: body,
  });

describe("booking an appointment", () => {
  it("books with snapshots from the service, a reference, and the span of its services", async () => {
    const res = await book({
      new_client: {
        first_name: "Walk",
        last_name: "In",
        mobile: "+44 7700 900001",
      },
      channel: "walk_in",
      services: [
        line(),
        line({
          team_member_id: salon.memberIds[1],
          start_at: "2030-07-01T10:00:00Z",
        }),
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.json();
    expect(a.reference).toMatch(/^A-\d{6}$/);
    expect(a).toMatchObject({
      status: "booked",
      channel: "walk_in",
      start_at: "2030-07-01T09:00:00Z",
      end_at: "2030-07-01T11:00:00Z",
      client: { first_name: "Walk", last_name: "In" },
      sale_id: null,
    });
    expect(a.services).toHaveLength(2);
    expect(a.services[0]).toMatchObject({
      service_id: salon.serviceId,
      pricing_option_id: salon.pricingOptionId,
      duration_minutes: 60,
      price: 5000,
      end_at: "2030-07-01T10:00:00Z",
      sequence: 0,
    });
    expect(a.services[0].service_name).toMatch(/^Massage /);
    const got = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/appointments/${a.id}`,
    });
    expect(got.json()).toEqual(a);
  });

  it("refuses a double booking with 409 overlap naming who, when and which appointment", async () => {
    const first = (
      await book({ services: [line({ start_at: "2030-07-02T09:00:00Z" })] })
    ).json();
    const res = await book({
      services: [line({ start_at: "2030-07-02T09:30:00Z" })],
    });
    expect(res.statusCode).toBe(409);
    const body = res.json();
    expect(body).toMatchObject({
      status: 0,
      code: "overlap",
      can_override: false,
      message: `Anna Berg is already booked from 10:00 to 11:00 (${first.reference}).`,
      // What the SPA words in the user's language: the reason, and the line it concerns.
      reason: "overlap",
      params: {},
      line: 0,
    });
    expect(body.conflicts).toEqual([
      {
        kind: "team_member",
        id: salon.memberIds[0],
        name: "Anna Berg",
        start_at: "2030-07-02T09:00:00Z",
        end_at: "2030-07-02T10:00:00Z",
        appointment_id: first.id,
        reference: first.reference,
        blocked_time: null,
        line: 0,
      },
    ]);
    // Never overridable.
    const again = await book({
      confirm_outside_hours: true,
      services: [line({ start_at: "2030-07-02T09:30:00Z" })],
    });
    expect(again.json().code).toBe("overlap");
  });

  it("refuses outside working hours (overridable) and books once confirmed", async () => {
    const body = { services: [line({ start_at: "2030-07-03T17:00:00Z" })] };
    const res = await book(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "outside_hours",
      can_override: true,
      message:
        "Anna Berg is not working from 18:00 to 19:00 on Wednesday 3 July 2030. Confirm to book anyway.",
      reason: "member_outside_hours",
      params: {
        member: "Anna Berg",
        start_at: "2030-07-03T17:00:00Z",
        end_at: "2030-07-03T18:00:00Z",
      },
      line: 0,
    });
    expect(
      (await book({ ...body, confirm_outside_hours: true })).statusCode,
    ).toBe(201);
  });

  it("refuses a close date (overridable), naming the day and the reason", async () => {
    const [cd] = await t.app.db
      .insert(closeDates)
      .values({
        merchant_id: salon.merchantId,
        start_date: "2030-07-04",
        end_date: "2030-07-04",
        description: "Refurbishment",
      })
      .returning();
    await t.app.db.insert(closeDateLocations).values({
      merchant_id: salon.merchantId,
      close_date_id: cd.id,
      location_id: salon.locationId,
    });
    const body = { services: [line({ start_at: "2030-07-04T09:00:00Z" })] };
    const res = await book(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "close_date",
      can_override: true,
      reason: "close_date",
      params: { date: "2030-07-04", description: "Refurbishment" },
    });
    expect(res.json().message).toMatch(
      /is closed on Thursday 4 July 2030 \(Refurbishment\)\./,
    );
    expect(
      (await book({ ...body, confirm_outside_hours: true })).statusCode,
    ).toBe(201);
  });

  it("refuses a member who does not perform the service, and a resource of the wrong kind", async () => {
    const [other] = (
      await t.app.db.execute<{ id: number }>(sql`
        insert into team_members (merchant_id, first_name, last_name) values (${salon.merchantId}, 'Zoe', 'Hart') returning id`)
    ).rows;
    await t.app.db
      .execute(sql`insert into team_member_locations (merchant_id, team_member_id, location_id)
      values (${salon.merchantId}, ${other.id}, ${salon.locationId})`);
    const res = await book({ services: [line({ team_member_id: other.id })] });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "member_cannot_perform",
      can_override: false,
      reason: "member_cannot_perform",
      params: { member: "Zoe Hart" },
    });
    expect(res.json().message).toMatch(/^Zoe Hart does not perform Massage /);
    const room = await book({
      services: [
        line({
          resource_id: salon.resourceIds[0],
          start_at: "2030-07-05T09:00:00Z",
        }),
      ],
    });
    expect(room.statusCode).toBe(409);
    expect(room.json()).toMatchObject({
      code: "resource_category",
      reason: "resource_not_for_service",
    });
  });

  it("assigns a free listed resource when the service needs one, and refuses when it is taken", async () => {
    const sauna = {
      service_id: salon.roomServiceId,
      start_at: "2030-07-05T12:00:00Z",
    };
    const a = await book({ services: [line(sauna)] });
    expect(a.statusCode, a.body).toBe(201);
    expect(a.json().services[0].resource_id).toBe(salon.resourceIds[0]);
    const b = await book({
      services: [
        line({
          ...sauna,
          team_member_id: salon.memberIds[1],
          start_at: "2030-07-05T12:15:00Z",
        }),
      ],
    });
    expect(b.statusCode).toBe(409);
    expect(b.json()).toMatchObject({ code: "overlap" });
    expect(b.json().conflicts[0]).toMatchObject({
      kind: "resource",
      id: salon.resourceIds[0],
    });
  });

  it("refuses a service outside its availability rules; the owner may confirm, staff may not", async () => {
    await t.app.db.insert(serviceAvailability).values({
      merchant_id: salon.merchantId,
      service_id: salon.serviceId,
      rules: [{ weekday: 6, start: "09:00", end: "12:00" }],
    });
    const body = { services: [line({ start_at: "2030-07-08T09:00:00Z" })] }; // a Monday
    const res = await book(body);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "service_unavailable",
      can_override: true,
      reason: "service_unavailable",
      params: { start_at: "2030-07-08T09:00:00Z" },
    });
    const staff = await createStaff(t.app, salon.merchantId, [2]);
    const asStaff = await book(
      { ...body, confirm_outside_hours: true },
      staff.token,
      "staff/",
    );
    expect(asStaff.statusCode).toBe(409);
    expect(asStaff.json()).toMatchObject({
      code: "service_unavailable",
      can_override: false,
    });
    expect(
      (await book({ ...body, confirm_outside_hours: true })).statusCode,
    ).toBe(201);
    await t.app.db.execute(
      sql`delete from service_availability where merchant_id = ${salon.merchantId}`,
    );
  });

  it("refuses a location mismatch and answers 422 for unknown references", async () => {
    const [loc] = (
      await t.app.db.execute<{ id: number }>(sql`
        insert into locations (merchant_id, name, address_line1, city, timezone, opening_hours, invoice_sequence_id)
        select merchant_id, 'Annex', 'x', 'y', 'Europe/London', '{}'::jsonb, invoice_sequence_id from locations
        where merchant_id = ${salon.merchantId} and id = ${salon.locationId} returning id`)
    ).rows;
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/appointments",
      payload: { location_id: loc.id, services: [line()] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: "location_mismatch",
      reason: "service_not_at_location",
      params: { location: "Annex" },
    });
    const bad = await book({ services: [line({ service_id: 987654 })] });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty(["services.0.service_id"]);
    const noServices = await book({ services: [] });
    expect(noServices.statusCode).toBe(422);
  });

  it("reschedules and resizes keeping the id and reference; its own old time is not in the way", async () => {
    const a = (
      await book({
        new_client: { first_name: "Kept" },
        services: [line({ start_at: "2030-07-09T09:00:00Z" })],
      })
    ).json();
    const res = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/appointments/${a.id}`,
      payload: {
        location_id: salon.locationId,
        services: [
          line({
            start_at: "2030-07-09T09:30:00Z",
            duration_minutes: 90,
            team_member_id: salon.memberIds[1],
          }),
        ],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: a.id,
      reference: a.reference,
      client_id: a.client_id,
      start_at: "2030-07-09T09:30:00Z",
      end_at: "2030-07-09T11:00:00Z",
    });
    expect(res.json().services[0]).toMatchObject({
      team_member_id: salon.memberIds[1],
      duration_minutes: 90,
    });
  });
});

describe("status transitions", () => {
  const fresh = async (day: string) =>
    (
      await book({ services: [line({ start_at: `${day}T09:00:00.000Z` })] })
    ).json() as { id: number; reference: string };

  it("walks booked → confirmed → arrived → started → completed and then refuses any change", async () => {
    const a = await fresh("2030-07-10");
    for (const s of ["confirmed", "arrived", "started", "completed"]) {
      const res = await status(a.id, { status: s });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().status).toBe(s);
    }
    const after = await status(a.id, {
      status: "cancelled",
      cancellation_reason_id: reasonId,
    });
    expect(after.statusCode).toBe(422);
    expect(after.json().errors.status).toMatch(
      /completed: its status can no longer change/,
    );
    const put = await t.injectAs(owner.token, {
      method: "PUT",
      url: `merchant/appointments/${a.id}`,
      payload: {
        location_id: salon.locationId,
        services: [line({ start_at: "2030-07-10T12:00:00Z" })],
      },
    });
    expect(put.statusCode).toBe(409);
    expect(put.json()).toMatchObject({
      code: "not_changeable",
      reason: "not_changeable",
      params: { reference: a.reference, status: "completed" },
    });
  });

  it("refuses going back, naming the allowed next states", async () => {
    const a = await fresh("2030-07-11");
    await status(a.id, { status: "arrived" });
    const res = await status(a.id, { status: "confirmed" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Appointment ${a.reference} is arrived: it can only become started, completed, cancelled or no-show.`,
    );
    expect(res.json().errors.status).toBe(res.json().message);
  });

  it("cancels only with a reason, records who, when and lateness, and frees the member", async () => {
    const a = await fresh("2030-07-12");
    const noReason = await status(a.id, { status: "cancelled" });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors).toHaveProperty("cancellation_reason_id");
    const res = await status(a.id, {
      status: "cancelled",
      cancellation_reason_id: reasonId,
      cancelled_by: "client",
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: "cancelled",
      cancellation_reason_id: reasonId,
      cancelled_by: "client",
      is_late_cancellation: false,
    });
    expect(res.json().cancelled_at).toMatch(/Z$/);
    expect(
      (
        await book({
          services: [line({ start_at: "2030-07-12T09:00:00Z" })],
        })
      ).statusCode,
    ).toBe(201);
  });

  it("marks a late cancellation inside the notice window", async () => {
    const soon = new Date(Date.now() + 3 * 3_600_000);
    soon.setUTCMinutes(0, 0, 0);
    const a = await book({
      confirm_outside_hours: true,
      services: [line({ start_at: soon.toISOString() })],
    });
    expect(a.statusCode, a.body).toBe(201);
    const res = await status(a.json().id, {
      status: "cancelled",
      cancellation_reason_id: reasonId,
      cancelled_by: "client",
    });
    expect(res.json().is_late_cancellation).toBe(true);
  });

  it("refuses a no-show before the start time, with a message saying why", async () => {
    const a = await fresh("2030-07-15");
    const res = await status(a.id, { status: "no_show" });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      `Appointment ${a.reference} has not started yet: it can be marked a no-show only once its start time has passed.`,
    );
    expect(res.json().errors.status).toBe(res.json().message);
    const stored = await t.injectAs(owner.token, {
      url: `merchant/appointments/${a.id}`,
    });
    expect(stored.json().status).toBe("booked");
  });

  it("a past no-show frees the member, and undoing it books the time again unless it was taken", async () => {
    // Members work every day from 2020: a day already over.
    const a = await fresh("2025-07-14");
    const noShow = await status(a.id, { status: "no_show" });
    expect(noShow.statusCode, noShow.body).toBe(200);
    expect(noShow.json().status).toBe("no_show");
    // Only back to booked.
    const confirmed = await status(a.id, { status: "confirmed" });
    expect(confirmed.statusCode).toBe(422);
    expect(confirmed.json().message).toMatch(/it can only become booked\.$/);
    const undo = await status(a.id, { status: "booked" });
    expect(undo.statusCode, undo.body).toBe(200);
    expect(undo.json().status).toBe("booked");
    // Busy again: the same time is refused to another booking.
    const again = await book({
      services: [line({ start_at: "2025-07-14T09:00:00Z" })],
    });
    expect(again.statusCode).toBe(409);

    // A no-show whose time was booked since cannot be undone.
    expect((await status(a.id, { status: "no_show" })).statusCode).toBe(200);
    const taken = await book({
      services: [line({ start_at: "2025-07-14T09:00:00Z" })],
    });
    expect(taken.statusCode, taken.body).toBe(201);
    const refused = await status(a.id, { status: "booked" });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: "overlap" });
    const stored = await t.injectAs(owner.token, {
      url: `merchant/appointments/${a.id}`,
    });
    expect(stored.json().status).toBe("no_show");
  });

  it("refuses DELETE with 409 (cancel instead), and 404 for an unknown id", async () => {
    const a = await fresh("2030-07-16");
    const res = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/appointments/${a.id}`,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(
      "Appointments are not deleted; cancel them instead.",
    );
    expect(
      (
        await t.injectAs(owner.token, {
          method: "DELETE",
          url: "merchant/appointments/99999999",
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe("listing appointments", () => {
  it("gives each appointment its own client and its services in sequence", async () => {
    const first = await book({
      new_client: { first_name: "Lena", last_name: "First" },
      services: [
        line({ start_at: "2030-07-22T09:00:00Z" }),
        line({
          team_member_id: salon.memberIds[1],
          start_at: "2030-07-22T10:00:00Z",
        }),
      ],
    });
    const second = await book({
      new_client: { first_name: "Mara", last_name: "Second" },
      services: [line({ start_at: "2030-07-22T12:00:00Z" })],
    });
    expect([first.statusCode, second.statusCode]).toEqual([201, 201]);
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: `merchant/appointments?sort=${encodeURIComponent('["start_at","ASC"]')}&filter=${encodeURIComponent(
        JSON.stringify({
          from: "2030-07-22T00:00:00Z",
          to: "2030-07-23T00:00:00Z",
        }),
      )}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = res.json() as {
      id: number;
      client: { first_name: string } | null;
      services: {
        team_member_id: number;
        start_at: string;
        sequence: number;
      }[];
    }[];
    expect(rows.map((r) => r.id)).toEqual([first.json().id, second.json().id]);
    expect(rows.map((r) => r.client?.first_name)).toEqual(["Lena", "Mara"]);
    expect(rows[0].services).toMatchObject([
      {
        team_member_id: salon.memberIds[0],
        start_at: "2030-07-22T09:00:00Z",
        sequence: 0,
      },
      {
        team_member_id: salon.memberIds[1],
        start_at: "2030-07-22T10:00:00Z",
        sequence: 1,
      },
    ]);
    expect(rows[1].services).toMatchObject([
      { start_at: "2030-07-22T12:00:00Z", sequence: 0 },
    ]);
  });
});
