// npm run bench:api — GET merchant/clients pages on 100,000 clients of one merchant, measured with
// autocannon at 20 connections against the built server in its own process. Results → docs/benchmarks.md.
import os from "node:os";
import autocannon from "autocannon";
import pg from "pg";
import { createDb } from "../server/src/db/client";
import { applyMigrations } from "../server/src/db/migrate";
import { hashPassword } from "../server/src/lib/passwords";
import { signIn, startBenchDatabase, startBenchServer } from "./benchServer";
import { rssMiB, writeSection } from "./report";

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 20;

const q = (o: Record<string, unknown>) =>
  Object.entries(o)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join("&");

const SCENARIOS: [string, string][] = [
  [
    "first page, sorted by last name",
    q({ sort: ["last_name", "ASC"], range: [0, 24], filter: {} }),
  ],
  [
    "page 200, newest first",
    q({ sort: ["created_at", "DESC"], range: [5000, 5024], filter: {} }),
  ],
  [
    "filtered (female, e-mail opt-in), by first name",
    q({
      sort: ["first_name", "ASC"],
      range: [0, 24],
      filter: { gender: "female", marketing_email_opt_in: true },
    }),
  ],
  [
    'searched one client by e-mail (q="client4242@")',
    q({
      sort: ["last_name", "ASC"],
      range: [0, 24],
      filter: { q: "client4242@" },
    }),
  ],
  [
    'searched q="anna" (broad: about 2,000 matches)',
    q({ sort: ["last_name", "ASC"], range: [0, 24], filter: { q: "anna" } }),
  ],
  [
    'searched q="smith an" (two words, about 800 matches)',
    q({
      sort: ["last_name", "ASC"],
      range: [0, 24],
      filter: { q: "smith an" },
    }),
  ],
  [
    "100 rows, sorted by e-mail",
    q({ sort: ["email", "ASC"], range: [0, 99], filter: {} }),
  ],
];

async function seed(url: string) {
  const { pool, db } = createDb(url, 2);
  await applyMigrations(db, pool);
  const c = await pool.connect();
  const hash = await hashPassword("BenchPass#2026");
  const { rows } = await c.query(
    `insert into merchants (business_name, country_code, currency_code, default_timezone) values ('Bench Spa', 'GB', 'GBP', 'Europe/London') returning id`,
  );
  const mid = rows[0].id as number;
  await c.query(
    `insert into users (merchant_id, email, password_hash, role, name) values ($1, 'bench@example.com', $2, 2, 'Bench')`,
    [mid, hash],
  );
  await c.query(
    `insert into clients (merchant_id, first_name, last_name, email, mobile, gender, marketing_email_opt_in, created_at)
     select $1,
       (array['Anna','Ben','Chloe','Daniel','Elena','Farid','Grace','Hugo','Isla','Jonas','Kira','Liam','Maya','Noah','Olga','Pablo','Quinn','Rosa','Sami','Tara','Umar','Vera','Wen','Xenia','Yusuf','Zoe','Amir','Bianca','Carlos','Dana','Emil','Fatima','Gianni','Hana','Ivan','Julia','Kofi','Lucia','Marta','Nils','Oscar','Priya','Rafael','Sofia','Timo','Ursula','Viktor','Yara'])[1 + i % 48],
       (array['Smith','Moreau','Schmidt','Rossi','Garcia','Ivanova','Haddad','Novak','Berg','Costa','Nakamura','Okafor','Jones','Dubois','Weber','Romano','Lopez','Petrov','Khalil','Horvat','Lund','Silva','Tanaka','Mensah','Brown','Laurent','Fischer','Greco','Martin','Popov','Nasser','Kovac','Holm','Santos','Suzuki','Boateng','Wilson','Girard','Wagner','Conti'])[1 + (i * 7) % 40],
       'client' || i || '@example.com',
       '+4477' || lpad((i * 7919 % 100000000)::text, 8, '0'),
       (array['female','male','non_binary','unspecified'])[1 + i % 4],
       i % 5 < 2,
       now() - make_interval(mins => i)
     from generate_series(1, $2) as i`,
    [mid, CLIENTS],
  );
  await c.query("vacuum analyze");
  c.release();
  await pool.end();
}

async function main() {
  const db = await startBenchDatabase();
  try {
    process.stdout.write(`Seeding ${CLIENTS} clients...\n`);
    await seed(db.pg.url);
    const server = await startBenchServer(db);
    const base = server.base;
    const token = await signIn(base, "bench@example.com", "BenchPass#2026");
    const results: string[] = [];
    let worstP99 = 0;
    let errors = 0;
    for (const [label, query] of SCENARIOS) {
      const r = await autocannon({
        url: `${base}/merchant/clients?${query}`,
        connections: CONNECTIONS,
        duration: SECONDS,
        headers: { authorization: `Bearer ${token}` },
      });
      const bad = r.errors + r.non2xx + r.timeouts;
      errors += bad;
      worstP99 = Math.max(worstP99, r.latency.p99);
      results.push(
        `| ${label} | ${r.latency.p50} | ${r.latency.p99} | ${Math.round(r.requests.average)} | ${bad} |`,
      );
      process.stdout.write(
        `${label}: p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, ${Math.round(r.requests.average)} req/s, ${bad} errors\n`,
      );
    }
    const serverMiB = rssMiB(server.child.pid!);
    const dbMiB = rssMiB(db.postmaster, true);
    const pgc = new pg.Client({ connectionString: db.pg.url });
    await pgc.connect();
    const size = (
      await pgc.query(
        "select pg_size_pretty(pg_database_size(current_database())) s",
      )
    ).rows[0].s as string;
    await pgc.end();
    await server.stop();
    const verdict = worstP99 < 50 && errors === 0 ? "met" : "NOT met";
    writeSection(
      "bench:api",
      `## API: client list on ${CLIENTS.toLocaleString("en")} clients (\`npm run bench:api\`)

Run on ${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, Node ${process.version}; autocannon, ${CONNECTIONS} connections, ${SECONDS} s per row, against \`GET /wellness/merchant/clients\` of the built server (its own process) on the embedded PostgreSQL.
Target: p99 under 50 ms with no errors — **${verdict}** (worst p99 ${worstP99} ms, ${errors} errors).

| request | p50 ms | p99 ms | req/s | errors |
| --- | ---: | ---: | ---: | ---: |
${results.join("\n")}

Memory after the run: server process ${serverMiB.toFixed(0)} MiB RSS; PostgreSQL (postmaster and its backends) ${dbMiB.toFixed(0)} MiB RSS; database size ${size}.`,
    );
    process.stdout.write(
      `Written to docs/benchmarks.md (target ${verdict}).\n`,
    );
  } finally {
    await db.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
