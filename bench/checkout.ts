// npm run bench:checkout — taking money at a busy business: checkout (POST merchant/sales: one
// service paid by card with a tip, in one transaction that draws the invoice number from the
// location's sequence row under FOR UPDATE) at 10 and 50 connections at one location, the same 50
// spread over five locations with their own sequences (what the shared row costs), and the sales
// history's first page; afterwards every sequence's numbers are checked unique and contiguous.
// Measured with autocannon against the built server in its own process. Results → docs/benchmarks.md.
import os from "node:os";
import type autocannon from "autocannon";
import type { FastifyInstance } from "fastify";
import pg from "pg";
import { createDb } from "../server/src/db/client";
import { applyMigrations } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/lib/passwords";
import {
  createSalon,
  queryString as q,
} from "../tests/server/support/calendarFixtures";
import { signIn, startBenchDatabase, startBenchServer } from "./benchServer";
import { rssMiB, writeSection } from "./report";
import { measureRow, type BenchPids, type Row } from "./row";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 3);
const LOCATIONS = 5;

interface Setup {
  locationIds: number[];
  serviceIds: number[];
  memberIds: number[];
  card: number;
}

/** One business (EUR, prices with 20 % VAT), five locations each with its own invoice sequence, tips on. */
async function seed(url: string): Promise<Setup> {
  const { pool, db } = createDb(url, 2);
  await applyMigrations(db, pool);
  const [m] = (
    await pool.query<{ id: number }>(
      `insert into merchants (business_name, country_code, currency_code, default_timezone, prices_include_tax)
       values ('Bench Spa', 'DE', 'EUR', 'Europe/Berlin', true) returning id`,
    )
  ).rows;
  await pool.query(
    `insert into users (merchant_id, email, password_hash, role, name)
     values ($1, 'bench@example.com', $2, 2, 'Bench')`,
    [m.id, await hashPassword("BenchPass#2026")],
  );
  const [vat] = (
    await pool.query<{ id: number }>(
      `insert into tax_rates (merchant_id, name, rate_pct) values ($1, 'VAT', 20) returning id`,
      [m.id],
    )
  ).rows;
  const setup: Setup = {
    locationIds: [],
    serviceIds: [],
    memberIds: [],
    card: 0,
  };
  for (let i = 0; i < LOCATIONS; i++) {
    const salon = await createSalon(
      { db } as unknown as FastifyInstance,
      m.id,
      {
        timezone: "Europe/Berlin",
        members: 2,
      },
    );
    await pool.query(
      `update locations set default_service_tax_rate_id = $2 where id = $1`,
      [salon.locationId, vat.id],
    );
    await pool.query(
      `insert into tip_settings (merchant_id, location_id, enabled, suggested_pct, allow_custom, calculate_on)
       values ($1, $2, true, '{10,15,20}', true, 'after_tax')`,
      [m.id, salon.locationId],
    );
    setup.locationIds.push(salon.locationId);
    setup.serviceIds.push(salon.serviceId);
    setup.memberIds.push(salon.memberIds[0]);
  }
  const existing = (
    await pool.query<{ id: number }>(
      `select id from payment_types where merchant_id = $1 and kind = 'card' order by id limit 1`,
      [m.id],
    )
  ).rows[0];
  setup.card =
    existing?.id ??
    (
      await pool.query<{ id: number }>(
        `insert into payment_types (merchant_id, name, kind, is_system) values ($1, 'Card', 'card', true) returning id`,
        [m.id],
      )
    ).rows[0].id;
  await pool.query("vacuum analyze");
  await pool.end();
  return setup;
}

/** A checkout body at location i: the salon's service by its member, paid by card with a 10 % tip. */
const saleBody = (s: Setup, i: number) =>
  JSON.stringify({
    location_id: s.locationIds[i],
    items: [
      {
        item_type: "service",
        item_id: s.serviceIds[i],
        team_member_id: s.memberIds[i],
      },
    ],
    payments: [
      // createSalon's service costs 50.00 (prices include tax here).
      { payment_type_id: s.card, amount: 5000, tip: { percent: 10 } },
    ],
  });

const pids: BenchPids = { server: 0, postmaster: 0 };

const run = (
  label: string,
  target: number | null,
  connections: number,
  opts: autocannon.Options,
): Promise<Row> =>
  measureRow(pids, label, target, connections, opts, {
    seconds: SECONDS,
    warmupSeconds: WARMUP_SECONDS,
  });

/** Per invoice sequence: sales, distinct numbers and the span they cover (contiguous when all three agree). */
async function numbering(url: string) {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const { rows } = await c.query<{
    n: number;
    distinct_numbers: number;
    span: number;
  }>(
    `select count(*)::int n, count(distinct invoice_seq_no)::int distinct_numbers,
            (max(invoice_seq_no) - min(invoice_seq_no) + 1)::int span
       from sales group by invoice_sequence_id order by invoice_sequence_id`,
  );
  const sales = (await c.query("select count(*)::int n from sales")).rows[0]
    .n as number;
  await c.end();
  return { rows, sales };
}

async function main() {
  const db = await startBenchDatabase();
  const load = os.loadavg()[0].toFixed(1);
  try {
    process.stdout.write("Seeding the business...\n");
    const s = await seed(db.pg.url);
    const server = await startBenchServer(db);
    pids.server = server.child.pid!;
    pids.postmaster = db.postmaster;
    const base = server.base;
    const token = await signIn(base, "bench@example.com", "BenchPass#2026");
    const headers = {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    };
    const first = await fetch(`${base}/merchant/sales`, {
      method: "POST",
      headers,
      body: saleBody(s, 0),
    });
    if (first.status !== 201)
      throw new Error(
        `checkout answered ${first.status}: ${await first.text()}`,
      );
    const checkout = (locations: number): autocannon.Options => {
      let next = 0;
      const bodies = Array.from({ length: locations }, (_, i) =>
        saleBody(s, i),
      );
      return {
        url: `${base}/merchant/sales`,
        method: "POST",
        headers,
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
    const rows: Row[] = [];
    // The machine's floor: the cheapest authenticated read.
    rows.push(
      await run("floor: one location by id (auth + one select)", null, 10, {
        url: `${base}/merchant/locations/${s.locationIds[0]}`,
        headers,
      }),
    );
    rows.push(await run("checkout, one location", 100, 10, checkout(1)));
    rows.push(
      await run(
        "checkout, one location (one sequence row)",
        null,
        50,
        checkout(1),
      ),
    );
    rows.push(
      await run(
        `checkout, ${LOCATIONS} locations (own sequences)`,
        null,
        50,
        checkout(LOCATIONS),
      ),
    );
    const { rows: sequences, sales } = await numbering(db.pg.url);
    const historyUrl = `${base}/merchant/sales?${q({
      sort: JSON.stringify(["sale_at", "DESC"]),
      range: JSON.stringify([0, 24]),
      filter: "{}",
    })}`;
    const probe = await fetch(historyUrl, { headers });
    if (!probe.ok)
      throw new Error(
        `sales history answered ${probe.status}: ${await probe.text()}`,
      );
    rows.push(
      await run(
        `sales history, first page (${sales.toLocaleString("en")} sales)`,
        50,
        20,
        {
          url: historyUrl,
          headers,
        },
      ),
    );
    const serverMiB = rssMiB(server.child.pid!);
    const dbMiB = rssMiB(db.postmaster, true);
    await server.stop();
    const numbered = sequences.every(
      (r) => r.n === r.distinct_numbers && r.n === r.span,
    );
    const met =
      numbered &&
      rows.every(
        (r) => (r.target === null || r.p99 <= r.target) && r.bad === 0,
      );
    const verdict = met ? "met" : "NOT met";
    const [floor, ten, fifty, spread] = rows;
    const ratio = (a: number, b: number) => (a && b ? (a / b).toFixed(2) : "—");
    writeSection(
      "bench:checkout",
      `## Checkout: taking money at a busy business (\`npm run bench:checkout\`)

Run on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}, load average ${load} when it started and ${os.loadavg()[0].toFixed(1)} when it ended (the machine is shared: above 2 the server waits for a core); autocannon, ${SECONDS} s per row after ${WARMUP_SECONDS} s unmeasured, against the built server (its own process) on the embedded PostgreSQL. Each checkout is \`POST /wellness/merchant/sales\`: one 50.00 service (20 % VAT included) by its team member, paid by card with a 10 % tip, in one transaction (stock, tips, commission, the invoice number drawn last from the location's sequence row under FOR UPDATE).
Targets: checkout p99 ≤ 100 ms at 10 connections, the sales history's first page p99 ≤ 50 ms, no errors, every sequence's numbers unique and contiguous — **${verdict}**.

| request | connections | target p99 ms | answers | p50 ms | p99 ms | req/s | errors | server CPU ms/req | PostgreSQL CPU ms/req |
| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map((r) => (r.answers ? `| ${r.label} | ${r.connections} | ${r.target ?? "—"} | ${r.answers} | ${r.p50} | ${r.p99} | ${r.rps} | ${r.bad} | ${r.serverCpu.toFixed(2)} | ${r.dbCpu.toFixed(2)} |` : `| ${r.label} | ${r.connections} | ${r.target ?? "—"} | 0 (none within the run) | — | — | 0 | ${r.bad} | — | — |`)).join("\n")}

Ratios (rows of the same run, one right after the other; CPU per request depends least on the load): a checkout costs ${ratio(ten.serverCpu + ten.dbCpu, floor.serverCpu + floor.dbCpu)} × the floor's CPU per request; 50 connections on one sequence row against 10: p99 × ${ratio(fifty.p99, ten.p99)}, req/s × ${ratio(fifty.rps, ten.rps)}; the same 50 spread over ${LOCATIONS} sequences against one: p99 × ${ratio(spread.p99, fifty.p99)}, req/s × ${ratio(spread.rps, fifty.rps)}.

Invoice numbers after the run (${sales.toLocaleString("en")} sales): ${sequences.map((r, i) => `sequence ${i + 1}: ${r.n} sales, ${r.distinct_numbers} distinct numbers, span ${r.span}`).join("; ")} — ${numbered ? "unique and contiguous" : "**NOT unique and contiguous**"}. The history page's 300,000-sale target is not measured here: the page runs over the sales this bench made.

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
