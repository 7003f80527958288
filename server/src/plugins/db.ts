import fp from "fastify-plugin";
import type pg from "pg";
import { createDb, type Db } from "../db/client.js";
import { applyMigrations } from "../db/migrate.js";
import {
  startEmbeddedPostgres,
  type EmbeddedPostgres,
} from "../db/embeddedPostgres.js";

declare module "fastify" {
  interface FastifyInstance {
    db: Db;
    pool: pg.Pool;
    /**
     * Settles when the embedded PostgreSQL died and could not be started
     * again (db/embeddedPostgres.ts): server.ts then exits non-zero. Never
     * settles with DATABASE_URL.
     */
    databaseFailed: Promise<Error>;
  }
}

/**
 * DATABASE_URL, or a private PostgreSQL started from DATA_DIR. Migrations are
 * applied at boot; on close the pool ends first, then the embedded server stops.
 */
export default fp(
  async (app) => {
    let embedded: EmbeddedPostgres | undefined;
    let url = app.config.DATABASE_URL;
    if (!url) {
      embedded = await startEmbeddedPostgres(app.config.dataDir, (m, level) =>
        app.log[level ?? "info"](m),
      );
      url = embedded.url;
    }
    try {
      const { pool, db } = createDb(url, app.config.PG_POOL_MAX);
      pool.on("error", (err) =>
        app.log.error({ err }, "PostgreSQL pool error"),
      );
      await applyMigrations(db, pool);
      app.decorate("db", db);
      app.decorate("pool", pool);
      app.decorate(
        "databaseFailed",
        embedded?.failed ?? new Promise<Error>(() => undefined),
      );
      app.addHook("onClose", async () => {
        await pool.end();
        await embedded?.stop();
      });
    } catch (err) {
      await embedded?.stop();
      throw err;
    }
  },
  { name: "db" },
);
