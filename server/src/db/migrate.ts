import path from "node:path";
import { fileURLToPath } from "node:url";
import { migrate } from "drizzle-orm/node-postgres/migrator";
import type pg from "pg";
import type { Db } from "./client.js";

/** server/drizzle, from both server/src/db (tsx, tests) and server/dist/db (build). */
export const MIGRATIONS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../drizzle",
);

const LOCK_KEY = 725_001; // any constant: serialises concurrent boots against one database

export async function applyMigrations(db: Db, pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [LOCK_KEY]);
    await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    await client
      .query("select pg_advisory_unlock($1)", [LOCK_KEY])
      .catch(() => undefined);
    client.release();
  }
}
