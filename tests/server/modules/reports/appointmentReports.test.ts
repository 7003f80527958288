import { beforeAll, describe, expect, it } from "vitest";
import { cancellationReasons } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { createSalon, type Salon } from "../../support/calendarFixtures";
import {
  allRows,
  bookAll,
  report,
  type TestAppointment,
} from "../../support/reports";

/**
 * The appointment reports (DOMAIN §5.6) on a hand-built business: a London
 * and a New York location, appointments around both DST changes of March
 * 2026 and at local midnights, each with the local date written by hand
 * (`day`), so the expected rows come from that date, not from time-zone
 * arithmetic. 2026-03-29 01:00 UTC London springs forward; 2026-03-08
 * 07:00 UTC New York does.
 */

let t: TestApp;
let owner: TestUser;
let london: Salon;
let ny: Salon;
let ada: number;
let ben: number;
let reason: number;

interface Fixture {
  ref: string;
  /** The appointment's local date, by hand. */
  day: string;
  appointment: TestAppointment;
}
let fixtures: Fixture[];
const refs = new Map<string, string>();

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  const M = m.merchant.id;
  london = await createSalon(t.app, M, { timezone: "Europe/London" });
  ny = await createSalon(t.app, M, {
    timezone: "America/New_York",
    members: 1,
  });
  ada = (
    await createClient(t.app, M, { first_name: "Ada", last_name: "Moreau" })
  ).id;
  ben = (
    await createClient(t.app, M, { first_name: "Ben", last_name: "Okafor" })
  ).id;
  [{ id: reason }] = await t.app.db
    .insert(cancellationReasons)
    .values({ merchant_id: M, name: "Illness" })
    .returning();
  const [A, B] = london.memberIds;
  const [C] = ny.memberIds;
  const ls = {
    serviceId: london.serviceId,
    pricingOptionId: london.pricingOptionId,
  };
  const ns = { serviceId: ny.serviceId, pricingOptionId: ny.pricingOptionId };
  const L = london.locationId;
  const N = ny.locationId;
  fixtures = [
    // 10:00 GMT.
    {
      ref: "L1",
      day: "2026-03-10",
      appointment: {
        locationId: L,
        clientId: ada,
        status: "completed",
        channel: "online",
        services: [
          {
            ...ls,
            start: "2026-03-10T10:00:00Z",
            minutes: 60,
            memberId: A,
            price: 5000,
            requested: true,
          },
        ],
      },
    },
    // 00:30 GMT, half an hour before the clocks go forward.
    {
      ref: "L2",
      day: "2026-03-29",
      appointment: {
        locationId: L,
        clientId: ben,
        status: "completed",
        services: [
          {
            ...ls,
            start: "2026-03-29T00:30:00Z",
            minutes: 30,
            memberId: A,
            price: 3000,
          },
        ],
      },
    },
    // 23:30 GMT on the 28th.
    {
      ref: "L3",
      day: "2026-03-28",
      appointment: {
        locationId: L,
        clientId: null,
        status: "completed",
        channel: "walk_in",
        services: [
          {
            ...ls,
            start: "2026-03-28T23:30:00Z",
            minutes: 60,
            memberId: B,
            price: 4000,
          },
        ],
      },
    },
    // 10:00 BST, two services with two members.
    {
      ref: "L4",
      day: "2026-03-31",
      appointment: {
        locationId: L,
        clientId: ada,
        status: "booked",
        channel: "phone",
        services: [
          {
            ...ls,
            start: "2026-03-31T09:00:00Z",
            minutes: 60,
            memberId: A,
            price: 5000,
          },
          {
            ...ls,
            start: "2026-03-31T09:00:00Z",
            minutes: 45,
            memberId: B,
            price: 2500,
            requested: true,
          },
        ],
      },
    },
    // 00:30 BST on 1 April (23:30 UTC on 31 March); cancelled late on 30 March (13:00 BST).
    {
      ref: "L5",
      day: "2026-04-01",
      appointment: {
        locationId: L,
        clientId: ada,
        status: "cancelled",
        reasonId: 0,
        cancelledAt: "2026-03-30T12:00:00Z",
        cancelledBy: "client",
        late: true,
        services: [
          {
            ...ls,
            start: "2026-03-31T23:30:00Z",
            minutes: 60,
            memberId: A,
            price: 5000,
          },
        ],
      },
    },
    {
      ref: "L6",
      day: "2026-03-15",
      appointment: {
        locationId: L,
        clientId: ben,
        status: "no_show",
        services: [
          {
            ...ls,
            start: "2026-03-15T14:00:00Z",
            minutes: 60,
            memberId: B,
            price: 2000,
          },
        ],
      },
    },
    // 23:30 EDT on the 28th (03:30 UTC on the 29th).
    {
      ref: "N1",
      day: "2026-03-28",
      appointment: {
        locationId: N,
        clientId: ben,
        status: "completed",
        services: [
          {
            ...ns,
            start: "2026-03-29T03:30:00Z",
            minutes: 60,
            memberId: C,
            price: 6000,
          },
        ],
      },
    },
    // 01:30 EST, before the clocks go forward; cancelled on 1 March (10:00 EST).
    {
      ref: "N2",
      day: "2026-03-08",
      appointment: {
        locationId: N,
        clientId: ada,
        status: "cancelled",
        reasonId: 0,
        cancelledAt: "2026-03-01T15:00:00Z",
        cancelledBy: "business",
        services: [
          {
            ...ns,
            start: "2026-03-08T06:30:00Z",
            minutes: 60,
            memberId: C,
            price: 6000,
          },
        ],
      },
    },
    // 23:00 EST on 28 February.
    {
      ref: "N3",
      day: "2026-02-28",
      appointment: {
        locationId: N,
        clientId: ada,
        status: "completed",
        services: [
          {
            ...ns,
            start: "2026-03-01T04:00:00Z",
            minutes: 60,
            memberId: C,
            price: 6000,
          },
        ],
      },
    },
    // 23:00 EDT on 31 March (03:00 UTC on 1 April).
    {
      ref: "N4",
      day: "2026-03-31",
      appointment: {
        locationId: N,
        clientId: null,
        status: "completed",
        channel: "online",
        services: [
          {
            ...ns,
            start: "2026-04-01T03:00:00Z",
            minutes: 60,
            memberId: C,
            price: 6000,
          },
        ],
      },
    },
  ];
  for (const f of fixtures)
    if (f.appointment.reasonId === 0) f.appointment.reasonId = reason;
  const stored = await bookAll(
    t.app,
    M,
    fixtures.map((f) => f.appointment),
  );
  stored.forEach((s, i) => refs.set(s.reference, fixtures[i].ref));
});

/** The fixtures whose hand-written local date is in the range. */
const inRange = (from: string, to: string) =>
  fixtures.filter((f) => f.day >= from && f.day <= to);
const servicesOf = (list: Fixture[]) =>
  list.flatMap((f) => f.appointment.services.map((s) => ({ f, s })));
const MARCH = { from: "2026-03-01", to: "2026-03-31" };

describe("appointments-list", () => {
  it("lists every service on the local days of its own location, across DST and two zones", async () => {
    const { rows, body } = await allRows(
      t,
      owner.token,
      "appointments-list",
      MARCH,
    );
    const expected = servicesOf(inRange(MARCH.from, MARCH.to));
    expect(rows.map((r) => refs.get(String(r.reference))).sort()).toEqual(
      expected.map(({ f }) => f.ref).sort(),
    );
    expect(body.basis).toBe("appointment_service_start");
    expect(body.total).toBe(expected.length);
    expect(body.totals).toEqual({
      price: expected.reduce((s, { s: x }) => s + x.price, 0),
      duration_minutes: expected.reduce(
        (s, { s: x }) => s + (x.minutes ?? 60),
        0,
      ),
    });
  });

  it("puts 00:30 GMT on the day of the change in London, and 23:30 EDT on the day before in New York", async () => {
    const day = await report(t, owner.token, "appointments-list", {
      from: "2026-03-29",
      to: "2026-03-29",
    });
    expect(day.rows.map((r) => refs.get(String(r.reference)))).toEqual(["L2"]);
    const before = await report(t, owner.token, "appointments-list", {
      from: "2026-03-28",
      to: "2026-03-28",
    });
    expect(
      before.rows.map((r) => refs.get(String(r.reference))).sort(),
    ).toEqual(["L3", "N1"]);
  });

  it("filters by location, team member, status and channel, and sorts and pages the whole range", async () => {
    const ny1 = await report(t, owner.token, "appointments-list", {
      ...MARCH,
      location_id: ny.locationId,
    });
    expect(ny1.rows.map((r) => refs.get(String(r.reference))).sort()).toEqual([
      "N1",
      "N2",
      "N4",
    ]);
    const b = await report(t, owner.token, "appointments-list", {
      ...MARCH,
      team_member_id: london.memberIds[1],
    });
    expect(b.rows.map((r) => refs.get(String(r.reference))).sort()).toEqual([
      "L3",
      "L4",
      "L6",
    ]);
    const done = await report(t, owner.token, "appointments-list", {
      ...MARCH,
      status: "completed",
      channel: "online",
    });
    expect(done.rows.map((r) => refs.get(String(r.reference))).sort()).toEqual([
      "L1",
      "N4",
    ]);
    const byPrice = await report(t, owner.token, "appointments-list", {
      ...MARCH,
      sort: "price",
      order: "desc",
      limit: 2,
      offset: 1,
    });
    expect(byPrice.rows.map((r) => r.price)).toEqual([6000, 6000]);
    expect(byPrice.total).toBe(9);
    // Totals cover the whole filtered range, not the page.
    expect(byPrice.totals.price).toBe(39500);
  });

  it("names the walk-in's client as empty, and shows the client's contacts only to who may open clients", async () => {
    const all = await report(t, owner.token, "appointments-list", {
      ...MARCH,
      sort: "reference",
    });
    const walkIn = all.rows.find(
      (r) => refs.get(String(r.reference)) === "L3",
    )!;
    expect(walkIn.client_name).toBeNull();
    expect(all.columns.map((c) => c.key)).toContain("client_mobile");
    const reportsOnly = await createStaff(t.app, owner.merchantId, [10]);
    const staff = await report(
      t,
      reportsOnly.token,
      "appointments-list",
      MARCH,
      "",
    );
    expect(staff.columns.map((c) => c.key)).not.toContain("client_mobile");
    expect(staff.rows.every((r) => !("client_email" in r))).toBe(true);
    const withClients = await createStaff(t.app, owner.merchantId, [10, 3]);
    const both = await report(
      t,
      withClients.token,
      "appointments-list",
      MARCH,
      "",
    );
    expect(both.columns.map((c) => c.key)).toContain("client_email");
  });
});

describe("appointments-summary", () => {
  it("groups by team member with counts computed from the fixtures", async () => {
    const body = await report(t, owner.token, "appointments-summary", MARCH);
    const services = servicesOf(inRange(MARCH.from, MARCH.to));
    const members = [...new Set(services.map(({ s }) => s.memberId))];
    const expected = members.map((id) => {
      const mine = services.filter(({ s }) => s.memberId === id);
      const appts = [...new Set(mine.map(({ f }) => f))];
      const value = mine.reduce((n, { s }) => n + s.price, 0);
      const status = (st: string) =>
        appts.filter((f) => (f.appointment.status ?? "booked") === st).length;
      return {
        group_id: id,
        appointments: appts.length,
        services_booked: mine.length,
        value,
        value_completed: mine
          .filter(({ f }) => f.appointment.status === "completed")
          .reduce((n, { s }) => n + s.price, 0),
        online_pct:
          Math.round(
            (appts.filter((f) => f.appointment.channel === "online").length /
              appts.length) *
              10000,
          ) / 100,
        requested_pct:
          Math.round(
            (mine.filter(({ s }) => s.requested).length / mine.length) * 10000,
          ) / 100,
        completed: status("completed"),
        cancelled: status("cancelled"),
        no_show: status("no_show"),
        average_value: Math.round(value / appts.length),
      };
    });
    expect(
      body.rows
        .map(({ group: _g, ...r }) => r)
        .sort((a, b) => Number(a.group_id) - Number(b.group_id)),
    ).toEqual(expected.sort((a, b) => a.group_id - b.group_id));
    // The two-member appointment (L4) counts once in the totals.
    const appts = inRange(MARCH.from, MARCH.to);
    expect(body.totals).toMatchObject({
      appointments: appts.length,
      services_booked: services.length,
      value: 39500,
      completed: appts.filter((f) => f.appointment.status === "completed")
        .length,
    });
  });

  it("groups by status and channel with codes the screen words", async () => {
    const body = await report(t, owner.token, "appointments-summary", {
      ...MARCH,
      group_by: "status",
    });
    expect(
      Object.fromEntries(body.rows.map((r) => [r.group, r.appointments])),
    ).toEqual({
      completed: 5,
      booked: 1,
      cancelled: 1,
      no_show: 1,
    });
    expect(body.columns[0]).toMatchObject({
      key: "group",
      values: "appointment_status",
    });
  });
});

describe("appointment-cancellations", () => {
  it("lists cancellations and no-shows by scheduled date, or by the date they were cancelled", async () => {
    const scheduled = await report(
      t,
      owner.token,
      "appointment-cancellations",
      MARCH,
    );
    expect(
      scheduled.rows.map((r) => refs.get(String(r.reference))).sort(),
    ).toEqual(["L6", "N2"]);
    expect(scheduled.totals).toEqual({ price: 8000 });
    expect(scheduled.basis).toBe("appointment_start");
    const cancelled = await report(
      t,
      owner.token,
      "appointment-cancellations",
      { ...MARCH, basis: "cancelled" },
    );
    expect(
      cancelled.rows.map((r) => refs.get(String(r.reference))).sort(),
    ).toEqual(["L5", "L6", "N2"]);
    expect(cancelled.basis).toBe("cancelled_time");
    const late = await report(t, owner.token, "appointment-cancellations", {
      ...MARCH,
      basis: "cancelled",
      type: "late_cancelled",
    });
    expect(late.rows).toMatchObject([
      {
        late: true,
        cancelled_by: "client",
        reason: "Illness",
        type: "cancelled",
        price: 5000,
      },
    ]);
  });

  it("summarises by reason with the share of every appointment booked for the range", async () => {
    const body = await report(t, owner.token, "appointment-cancellations", {
      ...MARCH,
      view: "by_reason",
    });
    const booked = inRange(MARCH.from, MARCH.to).length;
    expect(booked).toBe(8);
    expect(
      body.rows.sort((a, b) =>
        String(a.reason).localeCompare(String(b.reason)),
      ),
    ).toEqual([
      {
        reason_id: reason,
        reason: "Illness",
        count: 1,
        value_lost: 6000,
        pct_of_booked: 12.5,
      },
      {
        reason_id: null,
        reason: null,
        count: 1,
        value_lost: 2000,
        pct_of_booked: 12.5,
      },
    ]);
    expect(body.totals).toEqual({
      count: 2,
      pct_of_booked: 25,
      value_lost: 8000,
      booked,
    });
  });
});
