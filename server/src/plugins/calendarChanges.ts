import fp from "fastify-plugin";
import pg from "pg";
import type { FastifyInstance } from "fastify";
import { CONNECT_TIMEOUT_MS } from "../db/client.js";
import {
  CALENDAR_CHANNEL,
  type CalendarChangePayload as CalendarChange,
} from "../modules/calendar/events.js";

/** One open stream of one merchant: receives its changes, and is ended when the relay stops. */
export interface CalendarSubscriber {
  send(change: CalendarChange): void;
  end(): void;
}

export interface CalendarChanges {
  /** Whether the LISTEN connection is up (a stream opened without it would miss changes). */
  readonly listening: boolean;
  subscribe(merchantId: number, subscriber: CalendarSubscriber): () => void;
}

declare module "fastify" {
  interface FastifyInstance {
    calendarChanges: CalendarChanges;
  }
}

/**
 * Waits before each new attempt to listen again. A failed attempt at a
 * database that is down costs next to nothing, and the browsers' streams can
 * only come back once this connection is up: it is retried every half
 * second, so the live calendar resumes within a second or two of the
 * database's return (the SPA retries its stream as often, useCalendarLive.ts).
 */
export const RELAY_RETRY_MS = [100, 250, 500] as const;
export const relayRetryDelay = (attempt: number) =>
  RELAY_RETRY_MS[Math.min(attempt, RELAY_RETRY_MS.length - 1)];
/** How the connection shows in pg_stat_activity. */
export const LISTENER_NAME = "wellness calendar changes";

/** The notification's JSON, or undefined when it is not a change of one merchant. */
function parseCalendarChange(payload: string | undefined) {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<CalendarChange> | null;
    return value && Number.isSafeInteger(value.merchant_id)
      ? (value as CalendarChange)
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The relay of appointment changes: one dedicated PostgreSQL connection per
 * server process (not from the pool, which recycles its clients) listens on
 * the calendar channel and hands each change to the open streams of its
 * merchant. Every process on one database gets every notification, so a
 * booking made through one server reaches browsers connected to another.
 *
 * When the connection drops, every open stream ends (browsers reconnect with
 * a new ticket and reload what they show, so nothing missed stays missed) and
 * the connection is retried. On close, streams end first, so the server is
 * not held open by them.
 */
export default fp(
  async (app: FastifyInstance) => {
    const subscribers = new Map<number, Set<CalendarSubscriber>>();
    let client: pg.Client | undefined;
    let closing = false;
    let attempt = 0;
    let retry: NodeJS.Timeout | undefined;

    const endAll = () => {
      for (const set of subscribers.values()) for (const s of [...set]) s.end();
      subscribers.clear();
    };

    const deliver = (msg: pg.Notification) => {
      const change = parseCalendarChange(msg.payload);
      if (!change) return;
      for (const s of subscribers.get(change.merchant_id) ?? []) s.send(change);
    };

    const lost = (c: pg.Client, err?: Error) => {
      if (client !== c) return;
      client = undefined;
      c.removeAllListeners("notification");
      c.end().catch(() => undefined);
      endAll();
      if (closing) return;
      app.log.warn({ err }, "Calendar changes: connection lost, reconnecting");
      schedule();
    };

    const schedule = () => {
      retry = setTimeout(() => void connect(), relayRetryDelay(attempt));
      attempt += 1;
      retry.unref();
    };

    async function connect() {
      const c = new pg.Client({
        ...app.pool.options,
        application_name: LISTENER_NAME,
        connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      });
      c.on("error", (err) => lost(c, err));
      c.on("end", () => lost(c));
      try {
        await c.connect();
        await c.query(`listen ${CALENDAR_CHANNEL}`);
      } catch (err) {
        c.removeAllListeners("end");
        await c.end().catch(() => undefined);
        if (closing) return;
        app.log.warn({ err }, "Calendar changes: cannot listen, retrying");
        schedule();
        return;
      }
      if (closing) {
        await c.end().catch(() => undefined);
        return;
      }
      c.on("notification", deliver);
      client = c;
      attempt = 0;
    }

    const changes: CalendarChanges = {
      get listening() {
        return client !== undefined;
      },
      subscribe(merchantId, subscriber) {
        let set = subscribers.get(merchantId);
        if (!set) subscribers.set(merchantId, (set = new Set()));
        set.add(subscriber);
        return () => {
          set.delete(subscriber);
          if (set.size === 0 && subscribers.get(merchantId) === set)
            subscribers.delete(merchantId);
        };
      },
    };
    app.decorate("calendarChanges", changes);

    await connect();

    app.addHook("preClose", async () => {
      closing = true;
      clearTimeout(retry);
      endAll();
      const c = client;
      client = undefined;
      await c?.end().catch(() => undefined);
    });
  },
  { name: "calendarChanges", dependencies: ["db"] },
);
