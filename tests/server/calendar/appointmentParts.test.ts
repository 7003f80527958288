import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * Issue 23: one part of a multi-service appointment moved on its own (what
 * a drag of one service sends), and undoing a no-show, which must find its
 * time still free of appointments and blocked time, by a user who may
 * change that appointment.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let anna: number;
let ben: number;
/** Anna's login, narrowed to her own calendar. */
let annaLogin: string;
/** Staff without the calendar. */
let clerk: TestUser;
/** Staff with the whole calendar. */
let reception: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id, { members: 2 });
  [anna, ben] = salon.memberIds;
  clerk = await createStaff(t.app, m.merchant.id, [3]);
  reception = await createStaff(t.app, m.merchant.id, [2, 3]);
  const mail = `anna-${Date.now()}@example.com`;
  const grant = await t.injectAs(owner.token, {
    method: "PUT",
    url: `merchant/team-members/${anna}`,
    payload: {
      email: mail,
      login_enabled: true,
      password: "Member-pass#2026",
      permissions: [2, 3],
      own_calendar_only: true,
    },
  });
  expect(grant.statusCode, grant.body).toBe(200);
  const signIn = await t.injectAs(null, {
    method: "POST",
    url: "auth/login",
    payload: { email: mail, password: "Member-pass#2026" },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  annaLogin = signIn.json().data;
});

const line = (member: number, start: string) => ({
  service_id: salon.serviceId,
  team_member_id: member,
  start_at: start,
});
const book = (services: object[]) =>
  t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/appointments",
    payload: { location_id: salon.locationId, services },
  });
const put = (id: number, services: object[]) =>
  t.injectAs(owner.token, {
    method: "PUT",
    url: `merchant/appointments/${id}`,
    payload: { location_id: salon.locationId, services },
  });
const read = async (id: number) =>
  (
    await t.injectAs(owner.token, { url: `merchant/appointments/${id}` })
  ).json() as {
    status: string;
    start_at: string;
    end_at: string;
    services: { team_member_id: number; start_at: string }[];
  };
const status = (
  id: number,
  to: string,
  token = owner.token,
  prefix = "merchant/",
) =>
  t.injectAs(token, {
    method: "POST",
    url: `${prefix}appointments/${id}/status`,
    payload: { status: to },
  });

describe("moving one part of a multi-service appointment", () => {
  // 2030-09-02 is a Monday; London is on BST: 10:00 local = 09:00Z.
  it("moves the dragged part to another time and member; the other part stays", async () => {
    const a = (
      await book([
        line(anna, "2030-09-02T09:00:00Z"),
        line(anna, "2030-09-02T10:00:00Z"),
      ])
    ).json();
    // What the calendar sends for a drag of the second part to Ben at 14:00.
    const res = await put(a.id, [
      line(anna, "2030-09-02T09:00:00Z"),
      line(ben, "2030-09-02T13:00:00Z"),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const stored = await read(a.id);
    expect(stored.services.map((s) => [s.team_member_id, s.start_at])).toEqual([
      [anna, "2030-09-02T09:00:00Z"],
      [ben, "2030-09-02T13:00:00Z"],
    ]);
    // The appointment spans its parts.
    expect(stored).toMatchObject({
      start_at: "2030-09-02T09:00:00Z",
      end_at: "2030-09-02T14:00:00Z",
    });
  });

  it("refuses a part dropped over its sibling's member and time, and over another booking, changing nothing", async () => {
    const a = (
      await book([
        line(anna, "2030-09-03T09:00:00Z"),
        line(anna, "2030-09-03T10:00:00Z"),
      ])
    ).json();
    const other = await book([line(ben, "2030-09-03T12:00:00Z")]);
    expect(other.statusCode, other.body).toBe(201);
    const onSibling = await put(a.id, [
      line(anna, "2030-09-03T09:00:00Z"),
      line(anna, "2030-09-03T09:30:00Z"),
    ]);
    expect(onSibling.statusCode).toBe(409);
    expect(onSibling.json().message).toMatch(
      /would be booked for two services of this appointment at once/,
    );
    const onBen = await put(a.id, [
      line(anna, "2030-09-03T09:00:00Z"),
      line(ben, "2030-09-03T12:00:00Z"),
    ]);
    expect(onBen.statusCode).toBe(409);
    expect(onBen.json()).toMatchObject({ code: "overlap" });
    expect(onBen.json().message).toContain(other.json().reference);
    expect(
      (await read(a.id)).services.map((s) => [s.team_member_id, s.start_at]),
    ).toEqual([
      [anna, "2030-09-03T09:00:00Z"],
      [anna, "2030-09-03T10:00:00Z"],
    ]);
  });
});

describe("undoing a no-show", () => {
  // Members work every day from 2020: days already over.
  const noShow = async (day: string, member = anna) => {
    const a = (await book([line(member, `${day}T09:00:00Z`)])).json();
    const res = await status(a.id, "no_show");
    expect(res.statusCode, res.body).toBe(200);
    return a as { id: number; reference: string };
  };

  it("is refused (409, in words) when blocked time was set over it since, and the no-show stays", async () => {
    const a = await noShow("2025-06-02");
    const lunch = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/blocked-times",
      payload: {
        location_id: salon.locationId,
        team_member_id: anna,
        kind: "meeting",
        title: "Team meeting",
        start_at: "2025-06-02T09:30:00Z",
        end_at: "2025-06-02T10:30:00Z",
      },
    });
    expect(lunch.statusCode, lunch.body).toBe(201);
    const undo = await status(a.id, "booked");
    expect(undo.statusCode, undo.body).toBe(409);
    expect(undo.json()).toMatchObject({
      code: "overlap",
      conflicts: [{ blocked_time: { id: lunch.json().id } }],
    });
    expect(undo.json().message).toMatch(
      new RegExp(
        `^Appointment ${a.reference} cannot go back to booked: its time is taken\\. .* has blocked time from 10:30 to 11:30 \\(Team meeting\\)`,
      ),
    );
    expect((await read(a.id)).status).toBe("no_show");
    // Once the blocked time is gone, the undo goes through.
    const removed = await t.injectAs(owner.token, {
      method: "DELETE",
      url: `merchant/blocked-times/${lunch.json().id}`,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const again = await status(a.id, "booked");
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().status).toBe("booked");
  });

  it("is refused, naming the booking, when an appointment took the time since", async () => {
    const a = await noShow("2025-06-03");
    const taken = await book([line(anna, "2025-06-03T09:00:00Z")]);
    expect(taken.statusCode, taken.body).toBe(201);
    const undo = await status(a.id, "booked");
    expect(undo.statusCode).toBe(409);
    expect(undo.json().message).toContain(taken.json().reference);
    expect((await read(a.id)).status).toBe("no_show");
  });

  it("is allowed only to users who may change the appointment", async () => {
    const bens = await noShow("2025-06-04", ben);
    const annas = await noShow("2025-06-04", anna);
    // Staff without the calendar: refused, nothing changes.
    expect(
      (await status(bens.id, "booked", clerk.token, "staff/")).statusCode,
    ).toBe(403);
    // Anna, narrowed to her own calendar: not Ben's appointment.
    const notHers = await status(bens.id, "booked", annaLogin, "staff/");
    expect(notHers.statusCode).toBe(403);
    expect(notHers.json().message).toMatch(/only your own appointments/);
    expect((await read(bens.id)).status).toBe("no_show");
    // Her own, and Ben's for staff with the whole calendar.
    const hers = await status(annas.id, "booked", annaLogin, "staff/");
    expect(hers.statusCode, hers.body).toBe(200);
    const desk = await status(bens.id, "booked", reception.token, "staff/");
    expect(desk.statusCode, desk.body).toBe(200);
    expect((await read(bens.id)).status).toBe("booked");
  });
});
