import fp from "fastify-plugin";
import type { FastifyInstance } from "fastify";
import {
  createOutboxWorker,
  type OutboxWorker,
} from "../modules/outbox/worker.js";

declare module "fastify" {
  interface FastifyInstance {
    /** The outbox worker of this process (modules/outbox). */
    outbox: OutboxWorker;
  }
}

/**
 * The outbox worker: started with the server unless OUTBOX_WORKER is false
 * (another process sends), stopped before the database closes, after the
 * send in progress.
 */
export default fp(
  async (app: FastifyInstance) => {
    const c = app.config;
    const worker = createOutboxWorker({
      db: app.db,
      mailer: app.mailer,
      log: app.log,
      dataDir: c.dataDir,
      pollMs: c.OUTBOX_POLL_MS,
      policy: {
        baseMs: c.OUTBOX_RETRY_BASE_MS,
        maxMs: c.OUTBOX_RETRY_MAX_MS,
        windowMs: c.OUTBOX_RETRY_HOURS * 3_600_000,
        // Connection, greeting and a few idle answers, with room to spare.
        leaseMs: Math.max(60_000, 12 * c.SMTP_TIMEOUT_MS),
      },
      sendDeadlineMs: Math.max(30_000, 8 * c.SMTP_TIMEOUT_MS),
    });
    app.decorate("outbox", worker);
    if (c.OUTBOX_WORKER) app.addHook("onReady", async () => worker.start());
    app.addHook("preClose", async () => {
      await worker.stop();
      app.mailer.close();
    });
  },
  { name: "outbox", dependencies: ["db"] },
);
