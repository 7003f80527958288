import type { FastifyInstance } from "fastify";

/**
 * Runs the outbox worker's rounds until it finds nothing to do: every
 * appointment change turned into notifications and every due message sent
 * (or retried later). For tests whose app does not run the worker.
 */
export async function drainOutbox(app: FastifyInstance, maxRounds = 50) {
  for (let i = 0; i < maxRounds; i++)
    if ((await app.outbox.runOnce()) === 0) return;
  throw new Error("drainOutbox: the outbox keeps finding work");
}
