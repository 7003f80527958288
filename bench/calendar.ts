// npm run bench:calendar — the calendar's hot paths on a busy salon (8 team members, about 60
// appointments a day for two months; and a location with 20 members and 200 appointments a day), measured with autocannon against the built server in its own
// process: a location-day (frame + appointments) and a week of availability at 20 connections,
// booking at 10. Results → docs/benchmarks.md.
import os from "node:os";
import type autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { createDb, type Db } from "../server/src/db/client";
import { applyMigrations } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/lib/passwords";
import { addDays } from "../server/src/db/seed/dates";
import { Rng } from "../server/src/db/seed/random";
import { checkBooking } from "../server/src/modules/calendar/bookingCheck";
import { loadAvailabilityContext } from "../server/src/modules/calendar/loadContext";
import {
  holdInContext,
  insertAppointments,
  type PlannedAppointment,
} from "../server/src/modules/appointments/insert";
import { zonedInstant } from "../server/src/modules/calendar/zonedTime";
import {
  createSalon,
  queryString as q,
} from "../tests/server/support/calendarFixtures";
import { signIn, startBenchDatabase, startBenchServer } from "./benchServer";
import { rssMiB, writeSection } from "./report";
import { measureRow, type BenchPids, type Row } from "./row";
import {
  printStatements,
  resetStatements,
  statementsWanted,
} from "./statements";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const TZ = "Europe/Vienna";
const DAY = "2027-03-10"; // a Wednesday; the data spans a month either side
const SPREAD = 30;
const EIGHT_TO_EIGHT = Object.fromEntries(
  ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((d) => [
    d,
    [{ start: "08:00", end: "20:00" }],
  ]),
);

interface Setup {
  merchantId: number;
  locationId: number;
  memberIds: number[];
  serviceId: number;
  pricingOptionId: number;
  roomServiceId: number;
  roomPricingOptionId: number;
  perDay: number;
}

/** The salon, its owner, and two months of appointments booked through the booking rules. */
async function seed(pool: pg.Pool, db: Db): Promise<Setup> {
  const [m] = (
    await pool.query<{ id: number }>(
      `insert into merchants (business_name, country_code, currency_code, default_timezone)
       values ('Bench Salon', 'AT', 'EUR', $1) returning id`,
      [TZ],
    )
  ).rows;
  await pool.query(
    `insert into users (merchant_id, email, password_hash, role, name)
     values ($1, 'bench@example.com', $2, 2, 'Bench')`,
    [m.id, await hashPassword("BenchPass#2026")],
  );
  const salon = await createSalon({ db } as unknown as FastifyInstance, m.id, {
    timezone: TZ,
    members: 8,
    rooms: 2,
    openingHours: EIGHT_TO_EIGHT,
    shifts: EIGHT_TO_EIGHT,
  });
  const from = addDays(DAY, -SPREAD);
  const to = addDays(DAY, SPREAD);
  const calendar = await loadAvailabilityContext(db, m.id, {
    locationId: salon.locationId,
    from,
    to,
  });
  const rng = new Rng(20_270_310);
  const rows: PlannedAppointment[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    for (const member of salon.memberIds) {
      // 08:00–20:00 in 30-minute steps, hour-long massages and half-hour room
      // bookings: about 60 appointments a day across the eight members.
      for (let minute = 8 * 60; minute < 20 * 60; minute += 30) {
        if (!rng.chance(0.45)) continue;
        const room = rng.chance(0.25);
        const check = checkBooking(calendar, {
          channel: "phone",
          lines: [
            {
              service_id: room ? salon.roomServiceId : salon.serviceId,
              pricing_option_id: room
                ? salon.roomPricingOptionId
                : salon.pricingOptionId,
              team_member_id: member,
              start_at: zonedInstant(TZ, d, minute),
            },
          ],
        });
        if (!check.ok) continue;
        // Held in the context until stored, so the next check sees it.
        holdInContext(calendar, -(rows.length + 1), "", check.services);
        rows.push({
          location_id: salon.locationId,
          client_id: null,
          channel: "phone",
          notes: null,
          services: check.services,
          start: check.start,
          end: check.end,
          created_at: new Date(check.start - 86_400_000).toISOString(),
        });
      }
    }
  }
  await db.transaction((tx) =>
    insertAppointments(tx, m.id, rows, { notify: false }),
  );
  await pool.query("vacuum analyze");
  return {
    merchantId: m.id,
    locationId: salon.locationId,
    memberIds: salon.memberIds,
    serviceId: salon.serviceId,
    pricingOptionId: salon.pricingOptionId,
    roomServiceId: salon.roomServiceId,
    roomPricingOptionId: salon.roomPricingOptionId,
    perDay: Math.round(rows.length / (2 * SPREAD + 1)),
  };
}

/** The busy location of issue 23: 20 members, 200 appointments on DAY (and on each day a week either side). */
const BIG_MEMBERS = 20;
const BIG_PER_MEMBER = 10;
const BIG_SPREAD = 7;

async function seedBigDay(db: Db, merchantId: number) {
  const salon = await createSalon(
    { db } as unknown as FastifyInstance,
    merchantId,
    {
      timezone: TZ,
      members: BIG_MEMBERS,
      rooms: 1,
      openingHours: EIGHT_TO_EIGHT,
      shifts: EIGHT_TO_EIGHT,
    },
  );
  const from = addDays(DAY, -BIG_SPREAD);
  const to = addDays(DAY, BIG_SPREAD);
  const calendar = await loadAvailabilityContext(db, merchantId, {
    locationId: salon.locationId,
    from,
    to,
  });
  const rows: PlannedAppointment[] = [];
  let onDay = 0;
  for (let d = from; d <= to; d = addDays(d, 1))
    for (const member of salon.memberIds)
      // Ten hour-long massages from 08:00, with a walk-in client's notes.
      for (let i = 0; i < BIG_PER_MEMBER; i++) {
        const check = checkBooking(calendar, {
          channel: "phone",
          lines: [
            {
              service_id: salon.serviceId,
              pricing_option_id: salon.pricingOptionId,
              team_member_id: member,
              start_at: zonedInstant(TZ, d, (8 + i) * 60),
            },
          ],
        });
        if (!check.ok) throw new Error(`seed: ${d} ${member} ${i} refused`);
        holdInContext(calendar, -(rows.length + 1), "", check.services);
        rows.push({
          location_id: salon.locationId,
          client_id: null,
          channel: "phone",
          notes: "Prefers a firm pressure",
          services: check.services,
          start: check.start,
          end: check.end,
          created_at: new Date(check.start - 86_400_000).toISOString(),
        });
        if (d === DAY) onDay++;
      }
  await db.transaction((tx) =>
    insertAppointments(tx, merchantId, rows, { notify: false }),
  );
  return { locationId: salon.locationId, onDay };
}

/** Distinct free one-hour bookings on `days` empty days after the seeded range, from its `firstDay`-th. */
function bookingBodies(s: Setup, firstDay: number, days: number) {
  const bodies: string[] = [];
  for (let d = firstDay; d < firstDay + days; d++) {
    const date = addDays(DAY, SPREAD + d);
    for (const member of s.memberIds)
      for (let minute = 8 * 60; minute < 20 * 60; minute += 60)
        bodies.push(
          JSON.stringify({
            location_id: s.locationId,
            channel: "phone",
            services: [
              {
                service_id: s.serviceId,
                pricing_option_id: s.pricingOptionId,
                team_member_id: member,
                start_at: new Date(
                  zonedInstant(TZ, date, minute),
                ).toISOString(),
              },
            ],
          }),
        );
  }
  return bodies;
}

const pids: BenchPids = { server: 0, postmaster: 0 };

/** BENCH_ONLY=<text>: only the rows whose label contains it (to profile one request type). */
const only = process.env.BENCH_ONLY;

/** Seconds each row runs unmeasured first, so the server's JIT and PostgreSQL's caches are warm. */
const WARMUP_SECONDS = 2;

const run = async (
  label: string,
  target: number | null,
  connections: number,
  opts: autocannon.Options,
  warmup: autocannon.Options = opts,
): Promise<Row> =>
  only && !label.includes(only)
    ? {
        label,
        connections,
        target,
        p50: 0,
        p99: 0,
        rps: 0,
        answers: 0,
        bad: 0,
        serverCpu: 0,
        dbCpu: 0,
      }
    : measureRow(pids, label, target, connections, opts, {
        seconds: SECONDS,
        warmupSeconds: WARMUP_SECONDS,
        warmup,
        before: statementsWanted ? () => resetStatements(dbUrl) : undefined,
        after: statementsWanted
          ? (requests) => printStatements(dbUrl, requests)
          : undefined,
      });

/** The bench database's address, for BENCH_STATEMENTS. */
let dbUrl = "";

async function main() {
  const db = await startBenchDatabase();
  dbUrl = db.pg.url;
  const load = os.loadavg()[0].toFixed(1);
  try {
    process.stdout.write("Seeding the salon...\n");
    const seeding = createDb(db.pg.url, 2);
    await applyMigrations(seeding.db, seeding.pool);
    const s = await seed(seeding.pool, seeding.db);
    const big = await seedBigDay(seeding.db, s.merchantId);
    await seeding.pool.query("vacuum analyze");
    await seeding.pool.end();
    const server = await startBenchServer(db);
    pids.server = server.child.pid!;
    pids.postmaster = db.postmaster;
    const base = server.base;
    const token = await signIn(base, "bench@example.com", "BenchPass#2026");
    const headers = {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    };
    const dayStart = new Date(zonedInstant(TZ, DAY, 0)).toISOString();
    const dayEnd = new Date(zonedInstant(TZ, addDays(DAY, 1), 0)).toISOString();
    const frameUrl = `${base}/merchant/calendar/frame?${q({ location_id: String(s.locationId), from: DAY, to: DAY })}`;
    const listUrl = `${base}/merchant/appointments?${q({
      sort: ["start_at", "ASC"],
      range: [0, 999],
      filter: { from: dayStart, to: dayEnd, location_id: s.locationId },
    })}`;
    const availabilityUrl = `${base}/merchant/calendar/availability?${q({
      service_id: String(s.serviceId),
      pricing_option_id: String(s.pricingOptionId),
      location_id: String(s.locationId),
      date: DAY,
      days: "7",
    })}`;
    const dayQuery = q({
      location_id: String(big.locationId),
      from: DAY,
      to: DAY,
    });
    const bigFrameUrl = `${base}/merchant/calendar/frame?${dayQuery}`;
    const bigEntriesUrl = `${base}/merchant/calendar/entries?${dayQuery}`;
    for (const url of [frameUrl, listUrl, availabilityUrl, bigEntriesUrl]) {
      const res = await fetch(url, { headers });
      if (!res.ok)
        throw new Error(`${url} answered ${res.status}: ${await res.text()}`);
    }
    const dayCount = (
      (await (await fetch(listUrl, { headers })).json()) as unknown[]
    ).length;

    const rows: Row[] = [];
    // The machine's floor: the cheapest authenticated read (token check, the
    // user lookup, one primary-key select), to read the calendar rows against.
    rows.push(
      await run("floor: one location by id (auth + one select)", null, 20, {
        url: `${base}/merchant/locations/${s.locationId}`,
        headers,
      }),
    );
    // The calendar's reads are kept between writes (plugins/responseCache.ts):
    // every open calendar reloads the same day after each change. The rows
    // with a target read them as the calendar does; those sent with
    // `Cache-Control: no-cache` make the server build every answer anew
    // (what the first read after a write costs).
    // The last number: the p99 target of the answer built anew, if it has one.
    const reads: [string, string, number, number | null][] = [
      ["location-day frame (8 members)", frameUrl, 30, null],
      [`location-day appointments (${dayCount})`, listUrl, 30, null],
      ["availability, one service, a week", availabilityUrl, 50, null],
      // Issue 23: a busy location's day as the calendar reads it.
      [`busy day: frame (${BIG_MEMBERS} members)`, bigFrameUrl, 30, null],
      [
        `busy day: calendar entries (${big.onDay} appointments)`,
        bigEntriesUrl,
        30,
        50,
      ],
    ];
    for (const [label, url, target, anew] of reads) {
      rows.push(await run(label, target, 20, { url, headers }));
      rows.push(
        await run(`${label}, built anew (no-cache)`, anew, 20, {
          url,
          headers: { ...headers, "cache-control": "no-cache" },
        }),
      );
    }
    // Each phase books slots of its own: none is ever taken twice (a 409 would count as an error).
    const booking = (bodies: string[]): autocannon.Options => {
      let next = 0;
      return {
        url: `${base}/merchant/appointments`,
        method: "POST",
        headers,
        amount: bodies.length,
        requests: [
          {
            setupRequest: (req) => ({
              ...req,
              body: bodies[next++ % bodies.length],
            }),
          },
        ],
      };
    };
    rows.push(
      await run(
        "booking (POST appointments, free slots)",
        100,
        10,
        booking(bookingBodies(s, 1, 40)),
        booking(bookingBodies(s, 41, 10)),
      ),
    );
    const serverMiB = rssMiB(server.child.pid!);
    const dbMiB = rssMiB(db.postmaster, true);
    const pgc = new pg.Client({ connectionString: db.pg.url });
    await pgc.connect();
    const total = (await pgc.query("select count(*)::int n from appointments"))
      .rows[0].n as number;
    await pgc.end();
    await server.stop();
    const met = rows.every(
      (r) => (r.target === null || r.p99 <= r.target) && r.bad === 0,
    );
    const verdict = met ? "met" : "NOT met";
    if (only) {
      process.stdout.write("BENCH_ONLY: docs/benchmarks.md left as it was.\n");
      return;
    }
    writeSection(
      "bench:calendar",
      `## Calendar: a busy salon (\`npm run bench:calendar\`)

Run on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average ${load} when it started and ${os.loadavg()[0].toFixed(1)} when it ended (the machine is shared: above 2 the server waits for a core, and the times say more about the machine than the code); autocannon, ${SECONDS} s per row after ${WARMUP_SECONDS} s unmeasured, against the built server (its own process) on the embedded PostgreSQL. Data: one location open 08:00–20:00, 8 team members, 2 rooms, about ${s.perDay} appointments a day for ${2 * SPREAD + 1} days, booked through the booking rules; and a busy location (issue 23) with ${BIG_MEMBERS} members and ${big.onDay} appointments on the measured day (as many on each day a week either side); ${total} appointments after the run.
Targets: location-day p99 ≤ 30 ms, the busy day's entries built anew p99 ≤ 50 ms and a week of availability p99 ≤ 50 ms at 20 connections, booking p99 ≤ 100 ms at 10 connections, no errors — **${verdict}**.

| request | connections | target p99 ms | p50 ms | p99 ms | req/s | errors | server CPU ms/req | PostgreSQL CPU ms/req |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map((r) => `| ${r.label} | ${r.connections} | ${r.target ?? "—"} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.bad} | ${r.serverCpu.toFixed(2)} | ${r.dbCpu.toFixed(2)} |`).join("\n")}

CPU per request is the CPU time the server process and PostgreSQL used during the row divided by its requests (from /proc; autocannon's own CPU is not in it): unlike the latencies, it hardly changes with the machine's load. On ${os.cpus().length} cores shared with autocannon, req/s cannot exceed about ${os.cpus().length} × 1000 / (server + PostgreSQL + autocannon CPU ms per request).

Memory after the run: server process ${serverMiB.toFixed(0)} MiB RSS; PostgreSQL ${dbMiB.toFixed(0)} MiB RSS.`,
    );
    process.stdout.write(
      `Written to docs/benchmarks.md (targets ${verdict}).\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
