import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inject } from "vitest";
import {
  LISTENER_NAME,
  relayRetryDelay,
} from "../../../server/src/plugins/calendarChanges";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant, type TestUser } from "../support/builders";
import { openEventStream } from "../support/eventStream";
import { TIMEOUTS } from "../../support/timeouts";

/**
 * The database goes away under a running server and comes back: this
 * file's database stops accepting connections (as a stopped or restarting
 * server does) and every connection to it is ended.
 */
let t: TestApp;
let owner: TestUser;
let admin: pg.Client;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
  admin = new pg.Client({ connectionString: inject("pgAdminUrl") });
  await admin.connect();
});

afterAll(async () => {
  await setConnections(true).catch(() => undefined);
  await admin?.end();
});

async function setConnections(allowed: boolean) {
  await admin.query(
    `alter database ${t.dbName} with allow_connections ${allowed}`,
  );
  if (!allowed)
    await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = $1",
      [t.dbName],
    );
}

const listenerUp = async () =>
  (
    await admin.query(
      "select 1 from pg_stat_activity where datname = $1 and application_name = $2",
      [t.dbName, LISTENER_NAME],
    )
  ).rowCount === 1;

describe("while the database is unreachable", () => {
  it("answers 503 with Retry-After and the error shape, then serves again and the live stream listens again", async () => {
    await setConnections(false);
    try {
      for (const url of ["merchant/clients", "merchant/products/1"]) {
        const res = await t.injectAs(owner.token, { method: "GET", url });
        expect(res.statusCode, res.body).toBe(503);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
        expect(res.json()).toEqual({
          status: 0,
          message:
            "The database is not available right now. Please try again in a moment.",
          data: "The database is not available right now. Please try again in a moment.",
        });
      }
      const write = await t.injectAs(owner.token, {
        method: "POST",
        url: "merchant/clients",
        payload: { first_name: "Ada", last_name: "Waiting" },
      });
      expect(write.statusCode).toBe(503);
      const health = await t.injectAs(null, { method: "GET", url: "health" });
      expect(health.statusCode).toBe(503);
      expect(health.headers["retry-after"]).toBeDefined();
      expect(t.app.calendarChanges.listening).toBe(false);
    } finally {
      await setConnections(true);
    }

    await expect.poll(listenerUp, { timeout: TIMEOUTS.condition }).toBe(true);
    const res = await t.injectAs(owner.token, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(res.statusCode).toBe(200);
    const base = await t.app.listen({ host: "127.0.0.1", port: 0 });
    const ticket = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/calendar/stream-ticket",
    });
    const s = await openEventStream(
      `${base}/wellness/calendar/stream?ticket=${encodeURIComponent(ticket.json<{ ticket: string }>().ticket)}`,
    );
    expect(s.status).toBe(200);
    s.close();
  });

  it("tries to listen again at least every half second, however long the database was away", () => {
    const waits = Array.from({ length: 100 }, (_, i) => relayRetryDelay(i));
    expect(Math.max(...waits)).toBeLessThanOrEqual(500);
    expect(waits[0]).toBeLessThan(waits[99]); // quick at first, then steady
  });
});
