import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import { afterAll, inject } from "vitest";
import type { InjectOptions } from "fastify";
import { buildApp } from "../../../server/src/app";
import { loadConfig, type AppConfig } from "../../../server/src/config";
import { TEMPLATE_DB } from "./globalSetup";

export type TestApp = Awaited<ReturnType<typeof buildTestApp>>;

export const TEST_JWT_SECRET =
  "test-secret-that-is-long-enough-for-hs256-0123456789";

function dbUrl(name: string) {
  const u = new URL(inject("pgAdminUrl"));
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * A fresh database cloned from the migrated template, and the real app on it.
 * Everything is closed and dropped after the file's tests. The outbox worker
 * does not run unless asked (`OUTBOX_WORKER: true`); a test may also drive
 * it a round at a time with `app.outbox.runOnce()`.
 */
export async function buildTestApp(overrides: Partial<AppConfig> = {}) {
  const name = `wellness_t_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await admin.connect();
  await admin.query(`create database ${name} template ${TEMPLATE_DB}`);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-test-data-"));
  const config = loadConfig(
    { NODE_ENV: "test", LOG_LEVEL: "silent", DEMO_SEED: "0" },
    {
      DATABASE_URL: dbUrl(name),
      DATA_DIR: dataDir,
      dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      PG_POOL_MAX: 5,
      OUTBOX_WORKER: false,
      ...overrides,
    },
  );
  const app = await buildApp(
    config,
    process.env.TEST_LOG ? {} : { logger: false },
  );
  await app.ready();

  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await app.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  afterAll(close);

  /** Calls the API with a bearer token (or none). Paths are relative to /wellness/. */
  const injectAs = (
    token: string | null,
    opts: InjectOptions & { url: string },
  ) =>
    app.inject({
      ...opts,
      url: opts.url.startsWith("/") ? opts.url : `/wellness/${opts.url}`,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(opts.headers ?? {}),
      },
    });

  return { app, config, injectAs, close, dbName: name };
}
