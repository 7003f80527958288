import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import {
  closeDateLocations,
  closeDates,
  departments,
  shiftOverrides,
  teamMembers,
  timeOff,
  type WeekHours,
} from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import { createSalon, type Salon } from "../../support/calendarFixtures";
import { bookAll, report } from "../../support/reports";

/**
 * Team working hours (DOMAIN §5.9) over 24–26 October 2026, when London
 * falls back (02:00 BST → 01:00 GMT on the 25th): a London location open
 * round the clock with members A and B (shifts 09:00–17:00), a New York
 * one with member C. B works 00:00–04:00 on the 25th instead: five real
 * hours. A has two hours off on the 24th, London is closed on the 26th.
 * Every figure below is worked out by hand in minutes.
 */

const week = (start: string, end: string): WeekHours =>
  Object.fromEntries(
    ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [
      d,
      [{ start, end }],
    ]),
  );

let t: TestApp;
let owner: TestUser;
let london: Salon;
let ny: Salon;
const RANGE = { from: "2026-10-24", to: "2026-10-26" };

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  const M = m.merchant.id;
  london = await createSalon(t.app, M, {
    timezone: "Europe/London",
    openingHours: week("00:00", "24:00"),
    shifts: week("09:00", "17:00"),
  });
  ny = await createSalon(t.app, M, {
    timezone: "America/New_York",
    members: 1,
    openingHours: week("00:00", "24:00"),
    shifts: week("09:00", "17:00"),
  });
  const [A, B] = london.memberIds;
  const [C] = ny.memberIds;
  const [dept] = await t.app.db
    .insert(departments)
    .values({ merchant_id: M, name: "Spa" })
    .returning();
  await t.app.db
    .update(teamMembers)
    .set({ department_id: dept.id })
    .where(eq(teamMembers.id, A));
  await t.app.db.insert(shiftOverrides).values({
    merchant_id: M,
    team_member_id: B,
    location_id: london.locationId,
    date: "2026-10-25",
    intervals: [{ start: "00:00", end: "04:00" }],
  });
  // 12:00–14:00 BST.
  await t.app.db.insert(timeOff).values({
    merchant_id: M,
    team_member_id: A,
    start_at: "2026-10-24T11:00:00Z",
    end_at: "2026-10-24T13:00:00Z",
  });
  const [closed] = await t.app.db
    .insert(closeDates)
    .values({
      merchant_id: M,
      start_date: "2026-10-26",
      end_date: "2026-10-26",
      description: "Refurbishment",
    })
    .returning();
  await t.app.db.insert(closeDateLocations).values({
    merchant_id: M,
    close_date_id: closed.id,
    location_id: london.locationId,
  });
  const svc = (s: Salon) => ({
    serviceId: s.serviceId,
    pricingOptionId: s.pricingOptionId,
    price: 1000,
  });
  await bookAll(t.app, M, [
    // 10:00 BST, 60 min + 15 min blocked after: 75 booked minutes.
    {
      locationId: london.locationId,
      status: "completed",
      services: [
        {
          ...svc(london),
          start: "2026-10-24T09:00:00Z",
          minutes: 60,
          memberId: A,
          blockedAfter: 15,
        },
      ],
    },
    // A no-show: not booked time.
    {
      locationId: london.locationId,
      status: "no_show",
      services: [
        {
          ...svc(london),
          start: "2026-10-24T14:00:00Z",
          minutes: 60,
          memberId: A,
        },
      ],
    },
    // 10:00 GMT on the 25th.
    {
      locationId: london.locationId,
      status: "booked",
      services: [
        {
          ...svc(london),
          start: "2026-10-25T10:00:00Z",
          minutes: 30,
          memberId: A,
        },
      ],
    },
    // 01:30 BST, the first of the two 01:30s of the 25th.
    {
      locationId: london.locationId,
      status: "booked",
      services: [
        {
          ...svc(london),
          start: "2026-10-25T00:30:00Z",
          minutes: 60,
          memberId: B,
        },
      ],
    },
    // 23:30 EDT on the 24th in New York.
    {
      locationId: ny.locationId,
      status: "booked",
      services: [
        { ...svc(ny), start: "2026-10-25T03:30:00Z", minutes: 60, memberId: C },
      ],
    },
  ]);
});

const H = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const P = (part: number, whole: number) =>
  Math.round((part / whole) * 10_000) / 100;

describe("team-working-hours", () => {
  it("per member: scheduled by the calendar's rules, time off, booked and occupancy, across the DST change", async () => {
    const body = await report(t, owner.token, "team-working-hours", RANGE);
    const [A, B] = london.memberIds;
    const [C] = ny.memberIds;
    const row = (id: number) => {
      const {
        team_member_id: _,
        team_member_name: __,
        location_id: ___,
        location_name: ____,
        id: _____,
        ...r
      } = body.rows.find((x) => x.team_member_id === id)!;
      return r;
    };
    // A: 8 h on the 24th and 25th, closed on the 26th; 2 h off; 75 + 30 min booked.
    expect(row(A)).toEqual({
      scheduled_hours: 16,
      time_off_hours: 2,
      available_hours: 14,
      booked_hours: H(105),
      occupancy_pct: P(105, 840),
    });
    // B: 8 h, then 00:00–04:00 on the fall-back day (5 real hours), closed on the 26th.
    expect(row(B)).toEqual({
      scheduled_hours: 13,
      time_off_hours: 0,
      available_hours: 13,
      booked_hours: 1,
      occupancy_pct: P(60, 780),
    });
    // C: three 8-hour days in New York; the 23:30 EDT booking is on the 24th.
    expect(row(C)).toEqual({
      scheduled_hours: 24,
      time_off_hours: 0,
      available_hours: 24,
      booked_hours: 1,
      occupancy_pct: P(60, 1440),
    });
    expect(body.totals).toEqual({
      scheduled_hours: 53,
      time_off_hours: 2,
      available_hours: 51,
      booked_hours: H(225),
      occupancy_pct: P(225, 3060),
    });
    expect(body.basis).toBe("working_day");
  });

  it("per day and location", async () => {
    const body = await report(t, owner.token, "team-working-hours", {
      ...RANGE,
      group_by: "day",
    });
    const cell = (date: string, locationId: number) =>
      body.rows.find((r) => r.date === date && r.location_id === locationId);
    expect(cell("2026-10-24", london.locationId)).toMatchObject({
      scheduled_hours: 16,
      time_off_hours: 2,
      booked_hours: H(75),
    });
    expect(cell("2026-10-25", london.locationId)).toMatchObject({
      scheduled_hours: 13,
      booked_hours: H(90),
    });
    expect(cell("2026-10-26", london.locationId)).toBeUndefined();
    expect(cell("2026-10-24", ny.locationId)).toMatchObject({
      scheduled_hours: 8,
      booked_hours: 1,
    });
    expect(cell("2026-10-26", ny.locationId)).toMatchObject({
      scheduled_hours: 8,
      booked_hours: 0,
      occupancy_pct: 0,
    });
  });

  it("filters by location, team member and department", async () => {
    const ids = async (q: Record<string, number>) =>
      (
        await report(t, owner.token, "team-working-hours", { ...RANGE, ...q })
      ).rows
        .map((r) => r.team_member_id)
        .sort();
    const [A, B] = london.memberIds;
    expect(await ids({ location_id: london.locationId })).toEqual(
      [A, B].sort(),
    );
    expect(await ids({ team_member_id: B })).toEqual([B]);
    const [{ department_id }] = await t.app.db
      .select({ department_id: teamMembers.department_id })
      .from(teamMembers)
      .where(eq(teamMembers.id, A));
    expect(await ids({ department_id: department_id! })).toEqual([A]);
  });
});
