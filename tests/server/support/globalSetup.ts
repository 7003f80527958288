import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../../../server/src/db/embeddedPostgres";
import { createDb } from "../../../server/src/db/client";
import { applyMigrations } from "../../../server/src/db/migrate";

export const TEMPLATE_DB = "wellness_test_template";

declare module "vitest" {
  export interface ProvidedContext {
    /** A URL to the server's maintenance database (for CREATE/DROP DATABASE). */
    pgAdminUrl: string;
  }
}

const withDb = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

/**
 * One PostgreSQL for the whole server suite: TEST_DATABASE_URL (an external
 * server, as CI also runs) or an embedded one in a temporary DATA_DIR. A
 * migrated template database is cloned for each test file.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined;
  let dataDir: string | undefined;
  let adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-test-pg-"));
    embedded = await startEmbeddedPostgres(dataDir, () => undefined);
    adminUrl = withDb(embedded.url, "postgres");
  }
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DB} with (force)`);
  await admin.query(`create database ${TEMPLATE_DB}`);
  const { pool, db } = createDb(withDb(adminUrl, TEMPLATE_DB), 2);
  await applyMigrations(db, pool);
  await pool.end();
  // A template must have no open connections while it is being cloned.
  await admin.end();
  project.provide("pgAdminUrl", adminUrl);

  return async () => {
    if (embedded) await embedded.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
}
