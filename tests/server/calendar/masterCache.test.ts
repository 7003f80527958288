import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { merchants, shiftPatterns } from "../../../server/src/db/schema";
import {
  TEST_JWT_SECRET,
  buildTestApp,
  type TestApp,
} from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";
import { openingHours } from "../../../server/src/modules/calendar/availability";
import { loadAvailabilityContext } from "../../../server/src/modules/calendar/loadContext";
import {
  startServer,
  waitHealthy,
  type ServerProcess,
} from "../system/serverProcess";

/**
 * The calendar's master-data cache (server/src/modules/calendar/masterCache.ts):
 * a change to shifts, time off, opening hours, close dates, services or
 * resources made through the API is seen by the very next availability read
 * and booking, in this process and in a second server process on the same
 * database, whose cache was warm before the change.
 */
let t: TestApp;
let b: ServerProcess;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-cache-"));

beforeAll(async () => {
  t = await buildTestApp();
  b = await startServer(dataDir, {
    DATABASE_URL: t.config.DATABASE_URL!,
    JWT_SECRET: TEST_JWT_SECRET,
    DEMO_SEED: "0",
  });
  await waitHealthy(b);
});

afterAll(async () => {
  if (b?.child.exitCode === null) {
    b.child.kill("SIGTERM");
    await b.exited;
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** A fresh salon per test (Europe/London, open and working 09:00–18:00). */
async function salonFor() {
  const { owner, merchant } = await createMerchant(t.app);
  const salon = await createSalon(t.app, merchant.id, { members: 2 });
  return { owner, salon };
}

const DATE = "2031-03-12"; // a Wednesday, GMT

/** Local hours of a member's free starts, on this process ("a") or the other ("b"). */
async function hours(
  where: "a" | "b",
  owner: TestUser,
  salon: Salon,
  opts: { member?: number; room?: boolean } = {},
) {
  const qs = new URLSearchParams({
    service_id: String(opts.room ? salon.roomServiceId : salon.serviceId),
    pricing_option_id: String(
      opts.room ? salon.roomPricingOptionId : salon.pricingOptionId,
    ),
    location_id: String(salon.locationId),
    date: DATE,
  });
  const url = `merchant/calendar/availability?${qs}`;
  const res =
    where === "a"
      ? await t.injectAs(owner.token, { method: "GET", url })
      : await fetch(`${b.baseUrl}/${url}`, {
          headers: { authorization: `Bearer ${owner.token}` },
        });
  const status = "statusCode" in res ? res.statusCode : res.status;
  const body = ("statusCode" in res ? res.json() : await res.json()) as {
    days: {
      members: { team_member_id: number; slots: { time: string }[] }[];
    }[];
  };
  expect(status, JSON.stringify(body)).toBe(200);
  const member = opts.member ?? salon.memberIds[0];
  const m = body.days[0].members.find((x) => x.team_member_id === member);
  return m ? m.slots.map((s) => s.time) : null;
}

/** Both processes' answers, read one after the other. */
const both = async (owner: TestUser, salon: Salon, opts = {}) => ({
  a: await hours("a", owner, salon, opts),
  b: await hours("b", owner, salon, opts),
});

async function send(
  owner: TestUser,
  method: "POST" | "PUT",
  url: string,
  payload: Record<string, unknown>,
) {
  const res = await t.injectAs(owner.token, { method, url, payload });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json<{ id: number }>();
}

async function book(
  where: "a" | "b",
  owner: TestUser,
  salon: Salon,
  start: string,
) {
  const url = "merchant/appointments";
  const payload = {
    location_id: salon.locationId,
    services: [
      {
        service_id: salon.serviceId,
        team_member_id: salon.memberIds[0],
        start_at: start,
      },
    ],
  };
  if (where === "a") {
    const res = await t.injectAs(owner.token, { method: "POST", url, payload });
    return { status: res.statusCode, body: res.json() };
  }
  const res = await fetch(`${b.baseUrl}/${url}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${owner.token}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(payload),
  });
  return { status: res.status, body: await res.json() };
}

const ALL_DAY = ["09:00", "17:00"];
const edges = (h: string[] | null) => (h ? [h[0], h.at(-1)] : h);

describe("the calendar's master data, cached in each process", () => {
  it("sees a changed day (shift override) at once, here and in the other process", async () => {
    const { owner, salon } = await salonFor();
    expect((await both(owner, salon)).b).toContain("09:00");
    expect(edges((await both(owner, salon)).a)).toEqual(ALL_DAY);
    await send(owner, "POST", "merchant/shift-overrides", {
      team_member_id: salon.memberIds[0],
      location_id: salon.locationId,
      date: DATE,
      intervals: [{ start: "12:00", end: "15:00" }],
    });
    const after = await both(owner, salon);
    expect(edges(after.a)).toEqual(["12:00", "14:00"]);
    expect(after.b).toEqual(after.a);
  });

  it("sees a changed shift pattern", async () => {
    const { owner, salon } = await salonFor();
    expect(edges((await both(owner, salon)).b)).toEqual(ALL_DAY);
    const [pattern] = await t.app.db
      .select({ id: shiftPatterns.id })
      .from(shiftPatterns)
      .where(eq(shiftPatterns.team_member_id, salon.memberIds[0]));
    await send(owner, "PUT", `merchant/shift-patterns/${pattern.id}`, {
      weeks: [{ wed: [{ start: "10:00", end: "13:00" }] }],
    });
    const after = await both(owner, salon);
    expect(edges(after.a)).toEqual(["10:00", "12:00"]);
    expect(after.b).toEqual(after.a);
  });

  it("sees new time off", async () => {
    const { owner, salon } = await salonFor();
    expect((await both(owner, salon)).b).toContain("10:00");
    await send(owner, "POST", "merchant/time-off", {
      team_member_id: salon.memberIds[0],
      start_at: `${DATE}T09:00:00Z`,
      end_at: `${DATE}T17:00:00Z`,
      type: "training",
    });
    const after = await both(owner, salon);
    expect(after.a).toEqual(["17:00"]);
    expect(after.b).toEqual(after.a);
  });

  it("sees changed opening hours, and neither process books outside them", async () => {
    const { owner, salon } = await salonFor();
    expect(edges((await both(owner, salon)).b)).toEqual(ALL_DAY);
    const week = Object.fromEntries(
      ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [
        d,
        [{ start: "09:00", end: "12:00" }],
      ]),
    );
    await send(owner, "PUT", `merchant/locations/${salon.locationId}`, {
      opening_hours: week,
    });
    const after = await both(owner, salon);
    expect(edges(after.a)).toEqual(["09:00", "11:00"]);
    expect(after.b).toEqual(after.a);
    for (const where of ["a", "b"] as const) {
      const res = await book(where, owner, salon, `${DATE}T15:00:00Z`);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ code: "outside_hours" });
    }
  });

  it("sees a new close date, and neither process books on it", async () => {
    const { owner, salon } = await salonFor();
    expect(edges((await both(owner, salon)).b)).toEqual(ALL_DAY);
    await send(owner, "POST", "merchant/close-dates", {
      start_date: DATE,
      end_date: DATE,
      description: "Inventory",
      location_ids: [salon.locationId],
    });
    expect(await both(owner, salon)).toEqual({ a: [], b: [] });
    for (const where of ["a", "b"] as const) {
      const res = await book(where, owner, salon, `${DATE}T10:00:00Z`);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body).toMatchObject({ code: "close_date" });
    }
  });

  it("sees who performs a service", async () => {
    const { owner, salon } = await salonFor();
    expect(edges((await both(owner, salon)).b)).toEqual(ALL_DAY);
    await send(owner, "PUT", `merchant/services/${salon.serviceId}`, {
      team_member_ids: [salon.memberIds[1]],
    });
    expect(await both(owner, salon)).toEqual({ a: null, b: null });
    for (const where of ["a", "b"] as const) {
      const res = await book(where, owner, salon, `${DATE}T10:00:00Z`);
      expect(res.status, JSON.stringify(res.body)).toBe(409);
    }
  });

  it("sees a resource's changed day", async () => {
    const { owner, salon } = await salonFor();
    const room = { room: true };
    expect(edges((await both(owner, salon, room)).b)).toEqual([
      "09:00",
      "17:30",
    ]);
    await send(owner, "POST", "merchant/resource-hour-overrides", {
      resource_id: salon.resourceIds[0],
      date: DATE,
      intervals: [{ start: "14:00", end: "15:00" }],
    });
    const after = await both(owner, salon, room);
    expect(after.a).toEqual(["14:00", "14:15", "14:30"]);
    expect(after.b).toEqual(after.a);
  });

  it("sees a booking made by the other process (busy time is never cached)", async () => {
    const { owner, salon } = await salonFor();
    expect((await both(owner, salon)).a).toContain("10:00");
    expect((await book("b", owner, salon, `${DATE}T10:00:00Z`)).status).toBe(
      201,
    );
    const after = await both(owner, salon);
    expect(after.a).not.toContain("10:00");
    expect(after.a).not.toContain("09:15");
    expect(after.b).toEqual(after.a);
    expect((await book("a", owner, salon, `${DATE}T10:30:00Z`)).status).toBe(
      409,
    );
  });
});

describe("a load inside a transaction", () => {
  it("serves that transaction its own uncommitted hours and never keeps them after a rollback", async () => {
    const { salon } = await salonFor();
    const m = salon.merchantId;
    const scope = { locationId: salon.locationId, from: DATE, to: DATE };
    const open = async (db: Parameters<typeof loadAvailabilityContext>[0]) =>
      openingHours(await loadAvailabilityContext(db, m, scope), DATE);
    const before = await open(t.app.db); // warms the cache
    expect(before).toHaveLength(1);
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update locations set opening_hours = '{"wed": []}'::jsonb where merchant_id = ${m}`,
        );
        expect(await open(tx)).toEqual([]);
        tx.rollback();
      })
      .catch(() => undefined);
    expect(await open(t.app.db)).toEqual(before);
  });
});

describe("calendar_data_versions", () => {
  const version = async (m: number) =>
    (
      await t.app.db.execute<{ v: number | null }>(
        sql`select (select version from calendar_data_versions where merchant_id = ${m}) as v`,
      )
    ).rows[0].v;

  it("is bumped by every write to master data, once per statement, and not by a rollback", async () => {
    const { salon } = await salonFor();
    const m = salon.merchantId;
    const v0 = Number(await version(m));
    await t.app.db.execute(
      sql`update team_members set sort_order = sort_order + 1 where merchant_id = ${m}`,
    );
    expect(Number(await version(m))).toBe(v0 + 1);
    await t.app.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update locations set name = name || '!' where merchant_id = ${m}`,
        );
        tx.rollback();
      })
      .catch(() => undefined);
    expect(Number(await version(m))).toBe(v0 + 1);
    await t.app.db.execute(
      sql`delete from shift_patterns where merchant_id = ${m}`,
    );
    expect(Number(await version(m))).toBe(v0 + 2);
  });

  it("lets a business be deleted with all its master data", async () => {
    const { salon } = await salonFor();
    await t.app.db.delete(merchants).where(eq(merchants.id, salon.merchantId));
    expect(await version(salon.merchantId)).toBeNull();
  });
});
