import type { AddressInfo } from "node:net";
import pg from "pg";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { cancellationReasons } from "../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import { createSalon, type Salon } from "../support/calendarFixtures";

/**
 * No double booking under load (DOMAIN §4.10): 50 requests booking the same
 * member (and, separately, the same resource) at the same time, over real
 * HTTP against a listening server and its PostgreSQL (the external one too
 * when TEST_DATABASE_URL is set): exactly one 201, 49 × 409 overlap, no 5xx.
 * The same for bookings and blocked times of one member racing (issue 23).
 */
let t: TestApp;
let owner: TestUser;
let salon: Salon;
let base: string;

beforeAll(async () => {
  t = await buildTestApp({ PG_POOL_MAX: 10 });
  const m = await createMerchant(t.app);
  owner = m.owner;
  salon = await createSalon(t.app, m.merchant.id, { members: 50, rooms: 1 });
  await t.app.listen({ host: "127.0.0.1", port: 0 });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/wellness`;
});

/**
 * Each 409 is an overlap naming the winner's booking: it comes from the
 * check, which read that booking after its lock was granted (the exclusion
 * constraint's answer, the last line of defence, names no booking).
 */
function expectRefusalsNaming(
  answers: { status: number; body: Record<string, unknown> }[],
  conflict: { kind: string; id: number; start_at: string },
) {
  for (const a of answers.filter((x) => x.status === 409))
    expect(a.body).toMatchObject({ code: "overlap", conflicts: [conflict] });
}

async function storm(bodies: Record<string, unknown>[]) {
  const answers = await Promise.all(
    bodies.map(async (body) => {
      const res = await fetch(`${base}/merchant/appointments`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ location_id: salon.locationId, ...body }),
      });
      return {
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
      };
    }),
  );
  const count = (s: number) => answers.filter((a) => a.status === s).length;
  return { answers, created: count(201), refused: count(409) };
}

describe("50 concurrent bookings of one slot", () => {
  it("the same member: exactly one 201, 49 × 409 overlap, none 5xx", async () => {
    const r = await storm(
      Array.from({ length: 50 }, (_, i) => ({
        notes: `request ${i}`,
        services: [
          {
            service_id: salon.serviceId,
            team_member_id: salon.memberIds[0],
            start_at: "2030-09-02T09:00:00Z",
          },
        ],
      })),
    );
    expect(r.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(r.created).toBe(1);
    expect(r.refused).toBe(49);
    expectRefusalsNaming(r.answers, {
      kind: "team_member",
      id: salon.memberIds[0],
      start_at: "2030-09-02T09:00:00Z",
    });
    const stored = await t.app.db.execute<{ n: number }>(sql`
      select count(*)::int as n from appointment_services
      where merchant_id = ${salon.merchantId} and team_member_id = ${salon.memberIds[0]}
        and start_at = '2030-09-02T09:00:00Z' and active`);
    expect(stored.rows[0].n).toBe(1);
  });

  it("the same resource, each request with another member: exactly one 201, 49 × 409 on the resource, none 5xx", async () => {
    const r = await storm(
      Array.from({ length: 50 }, (_, i) => ({
        services: [
          {
            service_id: salon.roomServiceId,
            team_member_id: salon.memberIds[i],
            resource_id: salon.resourceIds[0],
            start_at: "2030-09-03T09:00:00Z",
          },
        ],
      })),
    );
    expect(r.answers.filter((a) => a.status >= 500)).toEqual([]);
    expect(r.created).toBe(1);
    expect(r.refused).toBe(49);
    expectRefusalsNaming(r.answers, {
      kind: "resource",
      id: salon.resourceIds[0],
      start_at: "2030-09-03T09:00:00Z",
    });
  });

  it("bookings and blocked times of the same member and slot at once: exactly one is stored, the others refused naming it", async () => {
    const post = async (path: string, body: Record<string, unknown>) => {
      const res = await fetch(`${base}/merchant/${path}`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({ location_id: salon.locationId, ...body }),
      });
      return {
        path,
        status: res.status,
        body: (await res.json()) as Record<string, unknown>,
      };
    };
    const member = salon.memberIds[1];
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? post("blocked-times", {
              team_member_id: member,
              kind: "meeting",
              start_at: "2030-09-05T09:30:00Z",
              end_at: "2030-09-05T10:30:00Z",
            })
          : post("appointments", {
              services: [
                {
                  service_id: salon.serviceId,
                  team_member_id: member,
                  start_at: "2030-09-05T09:00:00Z",
                },
              ],
            }),
      ),
    );
    expect(answers.filter((a) => a.status >= 500)).toEqual([]);
    const won = answers.filter((a) => a.status === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(39);
    // Every refusal names the one stored, as the check read it under the member's lock.
    const winner = won[0].body;
    const named =
      won[0].path === "appointments"
        ? { appointment_id: winner.id, blocked_time: null }
        : { appointment_id: null, blocked_time: { id: winner.id } };
    for (const a of answers.filter((x) => x.status === 409))
      expect(a.body).toMatchObject({
        code: "overlap",
        conflicts: [{ kind: "team_member", id: member, ...named }],
      });
    const stored = await t.app.db.execute<{ n: number }>(sql`
      select (select count(*) from appointment_services
          where merchant_id = ${salon.merchantId} and team_member_id = ${member} and active
            and start_at < '2030-09-05T10:30:00Z' and member_busy_until > '2030-09-05T09:30:00Z')
        + (select count(*) from blocked_times
          where merchant_id = ${salon.merchantId} and team_member_id = ${member}
            and start_at < '2030-09-05T10:30:00Z' and end_at > '2030-09-05T09:30:00Z') as n`);
    expect(Number(stored.rows[0].n)).toBe(1);
  });

  it("locks the members before the resources, so bookings queue instead of deadlocking", async () => {
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query("begin");
      await other.query(
        "select id from resources where merchant_id = $1 and id = $2 for update",
        [salon.merchantId, salon.resourceIds[0]],
      );
      const pending = fetch(`${base}/merchant/appointments`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${owner.token}`,
          "content-type": "application/json",
        },
        body: JSON.stringify({
          location_id: salon.locationId,
          services: [
            {
              service_id: salon.roomServiceId,
              team_member_id: salon.memberIds[0],
              resource_id: salon.resourceIds[0],
              start_at: "2030-09-04T09:00:00Z",
            },
          ],
        }),
      });
      // The booking waits for the resource...
      await expect
        .poll(async () => {
          const { rows } = await other.query(
            `select count(*)::int as n from pg_stat_activity
             where datname = current_database() and pid <> pg_backend_pid()
               and wait_event_type = 'Lock'`,
          );
          return rows[0].n;
        })
        .toBe(1);
      // ...holding its member already.
      await expect(
        other.query(
          "select id from team_members where merchant_id = $1 and id = $2 for update nowait",
          [salon.merchantId, salon.memberIds[0]],
        ),
      ).rejects.toThrow(/could not obtain lock/);
      await other.query("rollback");
      expect((await pending).status).toBe(201);
    } finally {
      await other.end();
    }
  });
});

/**
 * A status change and a move of the same appointment, at once: both lock the
 * appointment's row before they read its status (lib/rowLocks.ts), so they
 * run one after the other. Each move either commits while the appointment
 * can still change, or sees the final status and is refused (409); each
 * status change follows the chain from what it read under the lock (422
 * otherwise); nothing answers 5xx.
 */
describe("status changes racing moves of one appointment", () => {
  const CHAIN = ["booked", "confirmed", "arrived", "started", "completed"];
  const FINAL = ["completed", "cancelled", "no_show"];
  const TARGETS = [...CHAIN.slice(1), "cancelled", "no_show"];
  const MOVES = 6;
  type Answer = { status: number; body: Record<string, unknown> };

  const call = async (method: string, path: string, body: unknown) => {
    const res = await fetch(`${base}/merchant/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${owner.token}`,
        "content-type": "application/json",
      },
      body: JSON.stringify(body),
    });
    return {
      status: res.status,
      body: (await res.json()) as Record<string, unknown>,
    } as Answer;
  };
  const booking = (startAt: string) => ({
    location_id: salon.locationId,
    services: [
      {
        service_id: salon.serviceId,
        team_member_id: salon.memberIds[1],
        start_at: startAt,
      },
    ],
  });

  it("every outcome is one order of the requests: moves only before a final status, none 5xx", async () => {
    const [reason] = await t.app.db
      .insert(cancellationReasons)
      .values({ merchant_id: salon.merchantId, name: "Race" })
      .returning();
    for (let round = 0; round < 4; round++) {
      // A day already over: a no-show needs its start time passed.
      const day = `2025-10-${String(7 + round).padStart(2, "0")}`;
      const created = await call(
        "POST",
        "appointments",
        booking(`${day}T09:00:00Z`),
      );
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body.id as number;
      // Rotated per round, so each status is sometimes asked first.
      const targets = [...TARGETS.slice(round), ...TARGETS.slice(0, round)];
      const moveStarts = Array.from(
        { length: MOVES },
        (_, i) => `${day}T${String(10 + i).padStart(2, "0")}:00:00Z`,
      );
      const answers = await Promise.all([
        ...targets.map((status) =>
          call("POST", `appointments/${id}/status`, {
            status,
            ...(status === "cancelled"
              ? { cancellation_reason_id: reason.id }
              : {}),
          }),
        ),
        ...moveStarts.map((s) => call("PUT", `appointments/${id}`, booking(s))),
      ]);
      const changes = answers.slice(0, targets.length);
      const moves = answers.slice(targets.length);
      expect(answers.filter((a) => a.status >= 500)).toEqual([]);

      // Status changes: 200 with the status asked, or 422 naming the current one.
      const accepted: string[] = [];
      changes.forEach((a, i) => {
        expect([200, 422], JSON.stringify(a.body)).toContain(a.status);
        if (a.status === 200) {
          expect(a.body.status).toBe(targets[i]);
          accepted.push(targets[i]);
        } else
          expect(a.body.message).toMatch(
            /^Appointment \S+ is [a-z-]+: (it can only become|its status can no longer change)/,
          );
      });
      // Forward only, and exactly one final status.
      const finals = accepted.filter((s) => FINAL.includes(s));
      expect(finals).toHaveLength(1);
      const steps = accepted.filter((s) => !FINAL.includes(s));
      expect(new Set(steps).size).toBe(steps.length);

      // Moves: 200 while not final (the answer shows the status it read), or 409.
      const movedTo: string[] = [];
      moves.forEach((a, i) => {
        expect([200, 409], JSON.stringify(a.body)).toContain(a.status);
        if (a.status === 200) {
          expect(FINAL).not.toContain(a.body.status);
          movedTo.push(moveStarts[i]);
        } else
          expect(a.body.message).toMatch(/and can no longer be changed\.$/);
      });

      // The row: the final status, at one of the accepted moves' times, its
      // services where the row says and freed when it was cancelled or no-show.
      const stored = await call("GET", `appointments/${id}`, undefined);
      const row = stored.body as {
        status: string;
        start_at: string;
        end_at: string;
      };
      expect(row.status).toBe(finals[0]);
      expect([`${day}T09:00:00Z`, ...movedTo]).toContain(row.start_at);
      const services = await t.app.db.execute<{
        start_at: string;
        end_at: string;
        active: boolean;
      }>(sql`
        select to_char(start_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as start_at,
               to_char(end_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as end_at,
               active
        from appointment_services
        where merchant_id = ${salon.merchantId} and appointment_id = ${id}`);
      expect(services.rows).toEqual([
        {
          start_at: row.start_at,
          end_at: row.end_at,
          active: row.status === "completed",
        },
      ]);
    }
  });
});
