// The demo seed's time (`npm run bench:seed`): `npm start` on an empty data directory seeds the demo
// business before it serves, so a newcomer waits for it. Each run seeds a freshly migrated database
// on one embedded PostgreSQL; the runs are written to docs/benchmarks.md with the load at the start.
import os from "node:os";
import pg from "pg";
import { createDb } from "../server/src/db/client";
import { applyMigrations } from "../server/src/db/migrate";
import { seedDemo } from "../server/src/db/seed";
import { startBenchDatabase } from "./benchServer";
import { writeSection } from "./report";

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** What a newcomer should wait at most for the demo business (the first start also runs initdb). */
const TARGET_MS = 15_000;
/** The fixed day the demo's dates are relative to, so every run writes the same rows. */
const ANCHOR = "2026-06-15T09:00:00Z";

const withDb = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

async function main() {
  const load = os.loadavg()[0];
  const database = await startBenchDatabase();
  const times: number[] = [];
  try {
    const admin = new pg.Client({
      connectionString: withDb(database.pg.url, "postgres"),
    });
    await admin.connect();
    for (let run = 1; run <= RUNS; run++) {
      const name = `bench_seed_${run}`;
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.query(`create database ${name}`);
      const { pool, db } = createDb(withDb(database.pg.url, name), 4);
      await applyMigrations(db, pool);
      const started = performance.now();
      if (!(await seedDemo(db, { anchor: ANCHOR })))
        throw new Error("the fresh database was not empty");
      times.push(performance.now() - started);
      await pool.end();
      console.log(`run ${run}: ${Math.round(times.at(-1)!)} ms`);
    }
    await admin.end();
  } finally {
    await database.close();
  }
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)];
  const met = median <= TARGET_MS;
  writeSection(
    "bench:seed",
    [
      "## Demo seed (`npm run bench:seed`)",
      "",
      `Run on ${new Date().toISOString().slice(0, 10)}, ${os.availableParallelism()} cores, Node ${process.version}, 1-minute load ${load.toFixed(2)} at the start; ${RUNS} runs, each seeding a freshly migrated database of one embedded PostgreSQL (migrations not timed).`,
      `Target: median at most ${TARGET_MS / 1000} s — **${met ? "met" : "NOT met"}** (median ${(median / 1000).toFixed(1)} s).`,
      "",
      "| run | seconds |",
      "| ---: | ---: |",
      ...times.map((ms, i) => `| ${i + 1} | ${(ms / 1000).toFixed(1)} |`),
    ].join("\n"),
  );
  console.log(`median ${Math.round(median)} ms (target ${TARGET_MS} ms)`);
}

await main();
