import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createClient,
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * "Own calendar only" (issue 23, Fresha's "basic"): the owner narrows a
 * staff login's calendar to its own member; the user then reads others'
 * appointments as busy time and may change only their own, on every read
 * and write of the calendar and appointments.
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
/** Anna's login, narrowed to her own calendar (granted through the team member form's API). */
let anna: string;
/** Staff with the whole calendar and clients: what an unnarrowed login sees. */
let reception: TestUser;
let mine: number;
let theirs: number;
let reasonId: number;

const DAY = "2030-10-07";
const CLIENT_EMAIL = "olivia.stone@example.com";
const line = (member: number, start: string) => ({
  service_id: salon.serviceId,
  team_member_id: member,
  start_at: `${DAY}T${start}:00Z`,
});

beforeAll(async () => {
  t = await buildTestApp();
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id, { members: 2 });
  reception = await createStaff(t.app, m.merchant.id, [2, 3]);
  const mail = `anna-${Date.now()}@example.com`;
  const grant = await t.injectAs(owner.token, {
    method: "PUT",
    url: `merchant/team-members/${salon.memberIds[0]}`,
    payload: {
      email: mail,
      login_enabled: true,
      password: "Member-pass#2026",
      permissions: [2, 3],
      own_calendar_only: true,
    },
  });
  expect(grant.statusCode, grant.body).toBe(200);
  expect(grant.json()).toMatchObject({
    own_calendar_only: true,
    permissions: [2, 3],
  });
  const signIn = await t.injectAs(null, {
    method: "POST",
    url: "auth/login",
    payload: { email: mail, password: "Member-pass#2026" },
  });
  expect(signIn.statusCode, signIn.body).toBe(200);
  anna = signIn.json().data;
  const client = await createClient(t.app, m.merchant.id, {
    first_name: "Olivia",
    last_name: "Stone",
    email: CLIENT_EMAIL,
  });
  const book = async (member: number, start: string) => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/appointments",
      payload: {
        location_id: salon.locationId,
        client_id: client.id,
        notes: "Allergic to almond oil",
        services: [line(member, start)],
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().id as number;
  };
  mine = await book(salon.memberIds[0], "09:00");
  theirs = await book(salon.memberIds[1], "10:00");
  const reason = await t.injectAs(owner.token, {
    method: "POST",
    url: "merchant/cancellation-reasons",
    payload: { name: "Client ill" },
  });
  expect(reason.statusCode, reason.body).toBe(201);
  reasonId = reason.json().id;
});

const as = (
  token: string,
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object,
) => t.injectAs(token, { method, url, ...(payload ? { payload } : {}) });

describe("reads of a user with their own calendar only", () => {
  it("show their own appointment whole and another member's as busy time, kept apart from a full user's answer", async () => {
    const url = `calendar/entries?location_id=${salon.locationId}&from=${DAY}&to=${DAY}`;
    // A full user first: that answer is kept, and must not reach Anna.
    const full = await as(reception.token, "GET", url);
    expect(full.json().appointments[1].client.first_name).toBe("Olivia");
    const res = await as(anna, "GET", url);
    expect(res.statusCode, res.body).toBe(200);
    const [own, other] = res.json().appointments;
    expect(own).toMatchObject({
      id: mine,
      notes: "Allergic to almond oil",
      client: { first_name: "Olivia", email: CLIENT_EMAIL },
    });
    expect(own.busy_only).toBeUndefined();
    expect(other).toMatchObject({
      id: theirs,
      busy_only: true,
      client_id: null,
      client: null,
      notes: null,
      reference: "",
      start_at: `${DAY}T10:00:00Z`,
      services: [{ team_member_id: salon.memberIds[1], price: 0 }],
    });
    expect(JSON.stringify(other)).not.toMatch(/Olivia|almond|olivia/);
    // And the full user's answer is still whole after Anna's.
    const again = await as(reception.token, "GET", url);
    expect(again.json().appointments[1].notes).toBe("Allergic to almond oil");
  });

  it("list and export only their own appointments, with the total to match", async () => {
    const filter = encodeURIComponent(
      JSON.stringify({ from: `${DAY}T00:00:00Z`, to: `${DAY}T23:59:00Z` }),
    );
    const full = await as(
      reception.token,
      "GET",
      `appointments?filter=${filter}`,
    );
    expect(full.json()).toHaveLength(2);
    const list = await as(anna, "GET", `appointments?filter=${filter}`);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().map((a: { id: number }) => a.id)).toEqual([mine]);
    expect(list.headers["content-range"]).toMatch(/\/1$/);
    const csv = await as(anna, "GET", `appointments/export?filter=${filter}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.body.trim().split("\n")).toHaveLength(2);
    const options = await as(anna, "GET", "appointments/options");
    expect(options.json().map((a: { id: number }) => a.id)).toEqual([mine]);
  });

  it("open another member's appointment by id as busy time only", async () => {
    const one = await as(anna, "GET", `appointments/${theirs}`);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).toMatchObject({
      busy_only: true,
      client: null,
      notes: null,
    });
    const own = await as(anna, "GET", `appointments/${mine}`);
    expect(own.json().client.email).toBe(CLIENT_EMAIL);
  });
});

describe("writes of a user with their own calendar only", () => {
  const body = (member: number, start: string) => ({
    location_id: salon.locationId,
    services: [line(member, start)],
  });

  it("book, move and change the status of their own appointments", async () => {
    const booked = await as(
      anna,
      "POST",
      "staff/appointments",
      body(salon.memberIds[0], "13:00"),
    );
    expect(booked.statusCode, booked.body).toBe(201);
    const moved = await as(
      anna,
      "PUT",
      `staff/appointments/${booked.json().id}`,
      body(salon.memberIds[0], "14:00"),
    );
    expect(moved.statusCode, moved.body).toBe(200);
    const confirmed = await as(
      anna,
      "POST",
      `staff/appointments/${mine}/status`,
      { status: "confirmed" },
    );
    expect(confirmed.statusCode, confirmed.body).toBe(200);
  });

  it("refuse booking another member (422 on the line) and giving their own appointment away", async () => {
    const other = await as(
      anna,
      "POST",
      "staff/appointments",
      body(salon.memberIds[1], "15:00"),
    );
    expect(other.statusCode).toBe(422);
    expect(other.json().errors["services.0.team_member_id"]).toMatch(
      /only your own/,
    );
    const away = await as(
      anna,
      "PUT",
      `staff/appointments/${mine}`,
      body(salon.memberIds[1], "16:00"),
    );
    expect(away.statusCode).toBe(422);
  });

  it("refuse changes to another member's appointment (403) and change nothing", async () => {
    const move = await as(
      anna,
      "PUT",
      `staff/appointments/${theirs}`,
      body(salon.memberIds[0], "11:00"),
    );
    expect(move.statusCode).toBe(403);
    expect(move.json().message).toMatch(/only your own appointments/);
    const cancel = await as(
      anna,
      "POST",
      `staff/appointments/${theirs}/status`,
      {
        status: "cancelled",
        cancellation_reason_id: reasonId,
      },
    );
    expect(cancel.statusCode).toBe(403);
    const still = await as(
      owner.token,
      "GET",
      `merchant/appointments/${theirs}`,
    );
    expect(still.json()).toMatchObject({
      status: "booked",
      start_at: `${DAY}T10:00:00Z`,
      services: [{ team_member_id: salon.memberIds[1] }],
    });
  });

  it("block only their own time", async () => {
    const block = (member: number) => ({
      location_id: salon.locationId,
      team_member_id: member,
      kind: "lunch",
      start_at: `${DAY}T12:00:00Z`,
      end_at: `${DAY}T12:30:00Z`,
    });
    const own = await as(
      anna,
      "POST",
      "staff/blocked-times",
      block(salon.memberIds[0]),
    );
    expect(own.statusCode, own.body).toBe(201);
    const other = await as(
      anna,
      "POST",
      "staff/blocked-times",
      block(salon.memberIds[1]),
    );
    expect(other.statusCode).toBe(422);
    const theirsBlock = await as(
      owner.token,
      "POST",
      "merchant/blocked-times",
      block(salon.memberIds[1]),
    );
    expect(theirsBlock.statusCode, theirsBlock.body).toBe(201);
    const move = await as(
      anna,
      "PUT",
      `staff/blocked-times/${theirsBlock.json().id}`,
      block(salon.memberIds[0]),
    );
    expect(move.statusCode).toBe(403);
  });

  it("lets the same writes through for a login with the whole calendar", async () => {
    const move = await as(
      reception.token,
      "PUT",
      `staff/appointments/${theirs}`,
      body(salon.memberIds[1], "11:00"),
    );
    expect(move.statusCode, move.body).toBe(200);
  });

  it("ends with the owner turning the narrowing off: Anna then sees others' clients", async () => {
    // The calendar learns the narrowing from her own member (it then offers booking only in her column).
    const narrowed = await as(anna, "GET", "me/team-member");
    expect(narrowed.json()).toMatchObject({
      id: salon.memberIds[0],
      own_calendar_only: true,
    });
    const desk = await as(reception.token, "GET", "me/team-member");
    expect(desk.json().own_calendar_only).toBe(false);
    const off = await as(
      owner.token,
      "PUT",
      `merchant/team-members/${salon.memberIds[0]}`,
      {
        own_calendar_only: false,
      },
    );
    expect(off.statusCode, off.body).toBe(200);
    const one = await as(anna, "GET", `appointments/${theirs}`);
    expect(one.json().client.first_name).toBe("Olivia");
    const whole = await as(anna, "GET", "me/team-member");
    expect(whole.json().own_calendar_only).toBe(false);
  });
});
