import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../../../../server/src/app";
import { publishCalendarChange } from "../../../../server/src/modules/calendar/events";
import { LISTENER_NAME } from "../../../../server/src/plugins/calendarChanges";
import {
  signStreamTicket,
  STREAMS_PER_USER,
  TICKETS_PER_USER,
} from "../../../../server/src/modules/calendar/live";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";
import { openEventStream, type OpenStream } from "../../support/eventStream";
import { TIMEOUTS } from "../../../support/timeouts";

const PING_MS = 300;
let t: TestApp;
/** A second server process on the same database. */
let other: FastifyInstance;
let base: string;
let otherBase: string;
let owner: TestUser;
let rival: TestUser;
const opened: OpenStream[] = [];

beforeAll(async () => {
  t = await buildTestApp({ CALENDAR_PING_MS: PING_MS });
  other = await buildApp(t.config, { logger: false });
  await other.ready();
  base = await t.app.listen({ host: "127.0.0.1", port: 0 });
  otherBase = await other.listen({ host: "127.0.0.1", port: 0 });
  owner = (await createMerchant(t.app)).owner;
  rival = (await createMerchant(t.app)).owner;
});

afterAll(async () => {
  for (const s of opened) s.close();
  await other?.close();
});

async function ticketFor(token: string, scope = "merchant") {
  const res = await t.injectAs(token, {
    method: "POST",
    url: `${scope}/calendar/stream-ticket`,
  });
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<{ ticket: string; expires_in: number }>();
  expect(body.expires_in).toBe(60);
  const claims = JSON.parse(
    Buffer.from(body.ticket.split(".")[1], "base64url").toString(),
  ) as { iat: number; exp: number };
  expect(claims.exp - claims.iat).toBe(60);
  return body.ticket;
}

async function stream(ticket: string, server = base) {
  const s = await openEventStream(
    `${server}/wellness/calendar/stream?ticket=${encodeURIComponent(ticket)}`,
  );
  opened.push(s);
  return s;
}

let nextId = 1;
/** What an appointment write sends, from inside its transaction (delivered at commit). */
async function notify(app: FastifyInstance, merchantId: number) {
  const change = {
    appointment_id: nextId++,
    location_id: 1,
    action: "created" as const,
    start_at: "2026-11-25T09:00:00.000Z",
    end_at: "2026-11-25T10:00:00.000Z",
  };
  await app.db.transaction((tx) =>
    publishCalendarChange(tx, merchantId, change),
  );
  return { merchant_id: merchantId, ...change };
}

const appointmentEvents = (s: OpenStream) =>
  s.events
    .filter((e) => e.event === "appointment")
    .map((e) => JSON.parse(e.data) as { appointment_id: number });

describe("GET /calendar/stream", () => {
  it("opens an unbuffered event stream and relays a change", async () => {
    const s = await stream(await ticketFor(owner.token));
    expect(s.status).toBe(200);
    expect(s.headers["content-type"]).toMatch(/^text\/event-stream/);
    expect(s.headers["cache-control"]).toContain("no-transform");
    expect(s.headers["content-encoding"]).toBeUndefined();
    expect(s.headers["x-accel-buffering"]).toBe("no");
    // Helmet's headers are kept on the raw answer.
    expect(s.headers["x-content-type-options"]).toBe("nosniff");
    // How fast is measured by npm run bench:calendar ("live update"), not here.
    const change = await notify(t.app, owner.merchantId);
    await s.waitFor(() => appointmentEvents(s).length > 0);
    expect(appointmentEvents(s)).toEqual([change]);
  });

  it("relays nothing from a transaction that rolled back", async () => {
    const s = await stream(await ticketFor(owner.token));
    await t.app.db
      .transaction(async (tx) => {
        await publishCalendarChange(tx, owner.merchantId, {
          appointment_id: 999_999,
          location_id: 1,
          action: "updated",
          start_at: "2026-11-25T09:00:00.000Z",
          end_at: "2026-11-25T10:00:00.000Z",
        });
        throw new Error("rolled back");
      })
      .catch(() => undefined);
    const committed = await notify(t.app, owner.merchantId);
    await s.waitFor(() => appointmentEvents(s).length > 0);
    expect(appointmentEvents(s)).toEqual([committed]);
  });

  it("sends a ping comment at each interval", async () => {
    const s = await stream(await ticketFor(owner.token));
    await s.waitFor(() => s.comments.includes("ping"), PING_MS * 4);
  });

  it("relays changes between two server processes on one database, both ways", async () => {
    const here = await stream(await ticketFor(owner.token));
    const there = await stream(await ticketFor(owner.token), otherBase);
    expect(there.status).toBe(200);
    const fromHere = await notify(t.app, owner.merchantId);
    await there.waitFor(() =>
      appointmentEvents(there).some(
        (e) => e.appointment_id === fromHere.appointment_id,
      ),
    );
    const fromThere = await notify(other, owner.merchantId);
    await here.waitFor(() =>
      appointmentEvents(here).some(
        (e) => e.appointment_id === fromThere.appointment_id,
      ),
    );
  });

  it("sends each business only its own changes", async () => {
    const mine = await stream(await ticketFor(owner.token));
    const theirs = await stream(await ticketFor(rival.token));
    const a = await notify(t.app, owner.merchantId);
    const b = await notify(t.app, rival.merchantId);
    await mine.waitFor(() => appointmentEvents(mine).length === 1);
    await theirs.waitFor(() => appointmentEvents(theirs).length === 1);
    // A later change of the first proves the rival's did not arrive late.
    const c = await notify(t.app, owner.merchantId);
    await mine.waitFor(() => appointmentEvents(mine).length === 2);
    expect(appointmentEvents(mine)).toEqual([a, c]);
    expect(appointmentEvents(theirs)).toEqual([b]);
  });

  it("accepts a ticket once, on any server process", async () => {
    const ticket = await ticketFor(owner.token);
    expect((await stream(ticket)).status).toBe(200);
    const again = await stream(ticket);
    expect(again.status).toBe(401);
    const elsewhere = await stream(ticket, otherBase);
    expect(elsewhere.status).toBe(401);
    await elsewhere.ended;
    expect(JSON.parse(elsewhere.text())).toMatchObject({
      status: 0,
      message: "The stream ticket is not valid. Ask for a new one.",
    });

    // And the other way round: first used on the second process.
    const second = await ticketFor(owner.token);
    expect((await stream(second, otherBase)).status).toBe(200);
    expect((await stream(second)).status).toBe(401);
  });

  it("refuses an expired ticket, one bound to another business, a forged one and a bearer token", async () => {
    const now = Math.floor(Date.now() / 1000);
    const key = t.app.purposeKey("calendar-stream");
    const claims = {
      sub: String(owner.id),
      mid: owner.merchantId,
      tv: 0,
      jti: "expired-one",
    };
    // Issued two minutes ago for sixty seconds.
    const expired = t.app.jwt.sign({ ...claims, iat: now - 120 } as never, {
      key,
      expiresIn: "60s",
    });
    const wrongMerchant = signStreamTicket(t.app, {
      ...claims,
      mid: rival.merchantId,
      jti: "wrong-merchant",
    });
    const oldSession = signStreamTicket(t.app, {
      ...claims,
      tv: 7,
      jti: "old-session",
    });
    const valid = await ticketFor(owner.token);
    for (const ticket of [
      expired,
      wrongMerchant,
      oldSession,
      `${valid.slice(0, -4)}AAAA`,
      owner.token,
      "not-a-ticket",
    ]) {
      const s = await stream(ticket);
      expect(s.status, ticket).toBe(401);
    }
    // The refusals did not use the valid ticket up.
    expect((await stream(valid)).status).toBe(200);
    // A ticket is no bearer token.
    const res = await t.injectAs(valid, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(res.statusCode).toBe(401);
  });

  it("ends the streams when its database connection drops, and listens again", async () => {
    const s = await stream(await ticketFor(owner.token));
    expect(s.status).toBe(200);
    await t.app.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
      [LISTENER_NAME],
    );
    await s.ended;
    let again: OpenStream | undefined;
    // Backing off, so the tries stay under the tickets a user may take.
    const deadline = Date.now() + TIMEOUTS.condition;
    for (let wait = 100; again?.status !== 200 && Date.now() < deadline;) {
      await new Promise((r) => setTimeout(r, wait));
      wait = Math.min(wait * 2, 1000);
      again = await stream(await ticketFor(owner.token));
    }
    expect(again?.status).toBe(200);
    const change = await notify(t.app, owner.merchantId);
    await again!.waitFor(() => appointmentEvents(again!).length === 1);
    expect(appointmentEvents(again!)).toEqual([change]);
  });

  it("answers 400 without a ticket", async () => {
    const res = await t.injectAs(null, {
      method: "GET",
      url: "calendar/stream",
    });
    expect(res.statusCode).toBe(400);
  });

  it("ends at the next check once the user signed out", async () => {
    const s = await stream(await ticketFor(owner.token));
    expect(s.status).toBe(200);
    const out = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/logout",
    });
    expect(out.statusCode).toBe(200);
    const ended = await Promise.race([
      s.ended.then(() => true),
      new Promise((r) => setTimeout(() => r(false), PING_MS * 4)),
    ]);
    expect(ended).toBe(true);
    // Back to a session for the tests that follow.
    owner = (await createMerchant(t.app)).owner;
  });
});

describe("POST <scope>/calendar/stream-ticket", () => {
  it("gives staff with the calendar a ticket whose stream they can open", async () => {
    const staff = await createStaff(t.app, owner.merchantId, [2]);
    const s = await stream(await ticketFor(staff.token, "staff"));
    expect(s.status).toBe(200);
    const change = await notify(t.app, owner.merchantId);
    await s.waitFor(() => appointmentEvents(s).length === 1);
    expect(appointmentEvents(s)).toEqual([change]);
  });

  it("refuses staff without the calendar, and ends their stream when it is taken away", async () => {
    const without = await createStaff(t.app, owner.merchantId, [11]);
    const res = await t.injectAs(without.token, {
      method: "POST",
      url: "staff/calendar/stream-ticket",
    });
    expect(res.statusCode).toBe(403);

    const staff = await createStaff(t.app, owner.merchantId, [2]);
    const s = await stream(await ticketFor(staff.token, "staff"));
    expect(s.status).toBe(200);
    await t.app.pool.query(
      "update staff_permissions set permission_status = 0 where user_id = $1",
      [staff.id],
    );
    await Promise.race([
      s.ended,
      new Promise((_, fail) =>
        setTimeout(() => fail(new Error("still open")), PING_MS * 4),
      ),
    ]);
  });
});

describe("limits of the live stream", () => {
  it("holds no database lock for a used ticket, and a ticket presented to two processes at once opens one stream", async () => {
    const ticket = await ticketFor(owner.token);
    const both = await Promise.all([stream(ticket), stream(ticket, otherBase)]);
    expect(both.map((s) => s.status).sort()).toEqual([200, 401]);
    const { rows } = await t.app.pool.query<{ n: number }>(
      `select count(*)::int as n from pg_locks l
       join pg_database d on d.oid = l.database
       where l.locktype = 'advisory' and d.datname = current_database()`,
    );
    expect(rows[0].n).toBe(0);
  });

  it(`gives a user at most ${TICKETS_PER_USER} tickets a minute, even asked for at once; then 429 with Retry-After`, async () => {
    const { owner: user } = await createMerchant(t.app);
    const answers = await Promise.all(
      Array.from({ length: TICKETS_PER_USER + 5 }, () =>
        t.injectAs(user.token, {
          method: "POST",
          url: "merchant/calendar/stream-ticket",
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(TICKETS_PER_USER);
    expect(codes.filter((c) => c === 429)).toHaveLength(5);
    const refused = answers.find((a) => a.statusCode === 429)!;
    const wait = Number(refused.headers["retry-after"]);
    expect(wait).toBeGreaterThanOrEqual(1);
    expect(wait).toBeLessThanOrEqual(60);
    expect(refused.json()).toMatchObject({
      status: 0,
      message: expect.stringMatching(/^Too many live calendar connections/),
    });
    // Another user of the business still gets one.
    const staff = await createStaff(t.app, user.merchantId, [2]);
    await ticketFor(staff.token, "staff");
  });

  it(`keeps at most ${STREAMS_PER_USER} streams of a user open on a server: the next is refused (429) and its ticket stays good`, async () => {
    const staff = await createStaff(t.app, owner.merchantId, [2]);
    const streams = await Promise.all(
      Array.from({ length: STREAMS_PER_USER }, async () =>
        stream(await ticketFor(staff.token, "staff")),
      ),
    );
    expect(streams.map((s) => s.status)).toEqual(
      Array(STREAMS_PER_USER).fill(200),
    );
    const ticket = await ticketFor(staff.token, "staff");
    const refused = await stream(ticket);
    expect(refused.status).toBe(429);
    await refused.ended;
    expect(JSON.parse(refused.text())).toMatchObject({
      status: 0,
      message: `${STREAMS_PER_USER} live calendars are already open for this user: close one (another tab or device) to follow the calendar here.`,
    });
    // Another user is not affected.
    const other = await createStaff(t.app, owner.merchantId, [2]);
    expect((await stream(await ticketFor(other.token, "staff"))).status).toBe(
      200,
    );
    // Once one is closed (the server notices when the connection ends), the same ticket opens.
    streams[0].close();
    let again = refused;
    for (let i = 0; i < 200 && again.status === 429; i++) {
      await new Promise((r) => setTimeout(r, 25));
      again = await stream(ticket);
    }
    expect(again.status).toBe(200);
  });
});
