import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createStaff } from "../../support/builders";
import { allRows, report } from "../../support/reports";
import {
  MARCH,
  marchBusiness,
  onDays,
  servicesOf,
  type MarchBusiness,
} from "../../support/reportFixtures";

/**
 * The appointment reports (DOMAIN §5.6) on the hand-built March 2026
 * business (support/reportFixtures.ts): two locations in two zones,
 * appointments around both DST changes and at local midnights, expected
 * rows taken from each appointment's hand-written local date.
 */

let t: TestApp;
let b: MarchBusiness;

beforeAll(async () => {
  t = await buildTestApp();
  b = await marchBusiness(t);
});

const ref = (r: Record<string, unknown>) => b.refs.get(String(r.reference));
const inRange = (from: string, to: string) => onDays(b.fixtures, from, to);

describe("appointments-list", () => {
  it("lists every service on the local days of its own location, across DST and two zones", async () => {
    const { rows, body } = await allRows(
      t,
      b.owner.token,
      "appointments-list",
      MARCH,
    );
    const expected = servicesOf(inRange(MARCH.from, MARCH.to));
    expect(rows.map((r) => ref(r)).sort()).toEqual(
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
    const day = await report(t, b.owner.token, "appointments-list", {
      from: "2026-03-29",
      to: "2026-03-29",
    });
    expect(day.rows.map((r) => ref(r))).toEqual(["L2"]);
    const before = await report(t, b.owner.token, "appointments-list", {
      from: "2026-03-28",
      to: "2026-03-28",
    });
    expect(before.rows.map((r) => ref(r)).sort()).toEqual(["L3", "N1"]);
  });

  it("filters by location, team member, status and channel, and sorts and pages the whole range", async () => {
    const ny1 = await report(t, b.owner.token, "appointments-list", {
      ...MARCH,
      location_id: b.ny.locationId,
    });
    expect(ny1.rows.map((r) => ref(r)).sort()).toEqual(["N1", "N2", "N4"]);
    const byMember = await report(t, b.owner.token, "appointments-list", {
      ...MARCH,
      team_member_id: b.london.memberIds[1],
    });
    expect(byMember.rows.map((r) => ref(r)).sort()).toEqual(["L3", "L4", "L6"]);
    const done = await report(t, b.owner.token, "appointments-list", {
      ...MARCH,
      status: "completed",
      channel: "online",
    });
    expect(done.rows.map((r) => ref(r)).sort()).toEqual(["L1", "N4"]);
    const byPrice = await report(t, b.owner.token, "appointments-list", {
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
    const all = await report(t, b.owner.token, "appointments-list", {
      ...MARCH,
      sort: "reference",
    });
    const walkIn = all.rows.find((r) => ref(r) === "L3")!;
    expect(walkIn.client_name).toBeNull();
    expect(all.columns.map((c) => c.key)).toContain("client_mobile");
    const reportsOnly = await createStaff(t.app, b.merchantId, [10]);
    const staff = await report(
      t,
      reportsOnly.token,
      "appointments-list",
      MARCH,
      "",
    );
    expect(staff.columns.map((c) => c.key)).not.toContain("client_mobile");
    expect(staff.rows.every((r) => !("client_email" in r))).toBe(true);
    const withClients = await createStaff(t.app, b.merchantId, [10, 3]);
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
    const body = await report(t, b.owner.token, "appointments-summary", MARCH);
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
        .sort((x, y) => Number(x.group_id) - Number(y.group_id)),
    ).toEqual(expected.sort((x, y) => x.group_id - y.group_id));
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
    const body = await report(t, b.owner.token, "appointments-summary", {
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
      b.owner.token,
      "appointment-cancellations",
      MARCH,
    );
    expect(scheduled.rows.map((r) => ref(r)).sort()).toEqual(["L6", "N2"]);
    expect(scheduled.totals).toEqual({ price: 8000 });
    expect(scheduled.basis).toBe("appointment_start");
    const cancelled = await report(
      t,
      b.owner.token,
      "appointment-cancellations",
      { ...MARCH, basis: "cancelled" },
    );
    expect(cancelled.rows.map((r) => ref(r)).sort()).toEqual([
      "L5",
      "L6",
      "N2",
    ]);
    expect(cancelled.basis).toBe("cancelled_time");
    const late = await report(t, b.owner.token, "appointment-cancellations", {
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
    const body = await report(t, b.owner.token, "appointment-cancellations", {
      ...MARCH,
      view: "by_reason",
    });
    const booked = inRange(MARCH.from, MARCH.to).length;
    expect(booked).toBe(8);
    expect(
      body.rows.sort((x, y) =>
        String(x.reason).localeCompare(String(y.reason)),
      ),
    ).toEqual([
      {
        reason_id: b.reason,
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
