import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { createDb } from "./client.js";
import { buildCitusPlan } from "./citusPlan.js";
import { startEmbeddedPostgres } from "./embeddedPostgres.js";
import { applyMigrations } from "./migrate.js";
import { readCatalogue } from "./shardRules.js";

/**
 * `npm run db:citus-plan`: prints the Citus distribution DDL for the current
 * schema. With DATABASE_URL it migrates and reads that database (as the
 * server does at boot); without, a throw-away embedded PostgreSQL in a
 * temporary directory. Exits 1, with the reasons, when a table breaks the
 * shard rule.
 */
async function catalogue() {
  let dataDir: string | undefined;
  let url = process.env.DATABASE_URL;
  const embedded = url
    ? undefined
    : await startEmbeddedPostgres(
        (dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-citus-"))),
        (msg) => process.stderr.write(`${msg}\n`),
      );
  url ??= embedded!.url;
  const { pool, db } = createDb(url, 2);
  // An idle connection cut by the embedded server's shutdown is expected.
  pool.on("error", () => undefined);
  try {
    await applyMigrations(db, pool);
    return await readCatalogue(pool);
  } finally {
    await pool.end();
    await embedded?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const plan = buildCitusPlan(await catalogue());
if (plan.ok) {
  process.stdout.write(plan.sql);
} else {
  process.stderr.write(
    "The schema is not ready to shard by merchant_id; no plan until these are fixed:\n" +
      plan.violations.map((v) => `  ${v}\n`).join(""),
  );
  process.exitCode = 1;
}
