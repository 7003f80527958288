import { z } from "zod";
import { eq } from "drizzle-orm";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { users } from "../../db/schema/index.js";
import { PUBLIC, type AccessRule } from "../../lib/access.js";
import { HttpError, unauthorized } from "../../lib/httpErrors.js";
import { hasPermission, type TokenClaims } from "../../plugins/auth.js";
import { CALENDAR_SERVICE } from "../appointments/index.js";
import type { CalendarChangePayload } from "./events.js";
import {
  isTicketId,
  issueTicket,
  TICKET_SECONDS,
  TICKETS_PER_USER,
  spendTicket,
} from "./streamTickets.js";

export { TICKET_SECONDS, TICKETS_PER_USER };
const TICKET_PURPOSE = "calendar-stream";
/** Live streams one user may hold open on one server process. */
export const STREAMS_PER_USER = 10;

/** What a stream ticket carries: who, for which business, at which token version. */
export interface StreamTicket {
  sub: string;
  mid: number;
  tv: number;
  jti: string;
}

const expired = () =>
  unauthorized("The stream ticket is not valid. Ask for a new one.");

/** A signed ticket (HS256, with a key of its own) valid for TICKET_SECONDS. */
export function signStreamTicket(app: FastifyInstance, ticket: StreamTicket) {
  // The jwt decorator is typed for session claims; a ticket has its own shape and key.
  return app.jwt.sign(ticket as unknown as TokenClaims, {
    key: app.purposeKey(TICKET_PURPOSE),
    expiresIn: `${TICKET_SECONDS}s`,
  });
}

function readTicket(app: FastifyInstance, token: string) {
  try {
    const t = app.jwt.verify<StreamTicket & { exp: number }>(token, {
      key: app.purposeKey(TICKET_PURPOSE),
    });
    if (!isTicketId(t.jti) || !Number.isSafeInteger(t.mid)) throw expired();
    return t;
  } catch {
    throw expired();
  }
}

/** Whether the ticket's user may still follow the calendar: same login session, not disabled, still granted it. */
async function stillAllowed(app: FastifyInstance, t: StreamTicket) {
  const id = Number(t.sub);
  if (!Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) return false;
  const [row] = await app.db
    .select({
      role: users.role,
      merchant_id: users.merchant_id,
      token_version: users.token_version,
      disabled_at: users.disabled_at,
    })
    .from(users)
    .where(eq(users.id, id));
  if (
    !row ||
    row.disabled_at ||
    row.token_version !== t.tv ||
    row.merchant_id !== t.mid
  )
    return false;
  return (
    row.role === 2 || hasPermission(app, row.merchant_id, id, CALENDAR_SERVICE)
  );
}

const ticketAnswer = z.object({
  ticket: z.string(),
  expires_in: z.literal(TICKET_SECONDS),
});

/** `POST <merchant|staff>/calendar/stream-ticket`: a single-use ticket to open the live stream. */
export function streamTicketRoute(app: FastifyInstance, access: AccessRule) {
  app.withTypeProvider<ZodTypeProvider>().post("/calendar/stream-ticket", {
    config: { access },
    schema: {
      operationId: "createCalendarStreamTicket",
      summary: "Get a ticket for the calendar's live updates",
      description: `A single-use ticket, valid ${TICKET_SECONDS} seconds and bound to the caller, their business and their current session, to open GET /calendar/stream (an EventSource cannot send the bearer token). A user gets at most ${TICKETS_PER_USER} tickets a minute; beyond that 429 with Retry-After.`,
      tags: ["calendar"],
      response: { 200: ticketAnswer },
    },
    handler: async (req) => {
      const { jti, tokenVersion } = await issueTicket(
        app.db,
        req.auth!.merchantId,
        req.auth!.id,
      );
      const ticket = signStreamTicket(app, {
        sub: String(req.auth!.id),
        mid: req.auth!.merchantId,
        tv: tokenVersion,
        jti,
      });
      return { ticket, expires_in: TICKET_SECONDS } as const;
    },
  });
}

/** `event: appointment`, or `event: blocked_time` for a blocked time's change. */
const event = (change: CalendarChangePayload) =>
  `event: ${change.blocked_time_id === undefined ? "appointment" : "blocked_time"}\ndata: ${JSON.stringify(change)}\n\n`;

/** Opens the event stream on the raw response: not compressed, not buffered by a proxy. */
function openStream(reply: FastifyReply) {
  reply.hijack();
  const headers = {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-cache, no-transform",
    connection: "keep-alive",
    "x-accel-buffering": "no",
  };
  reply.raw.writeHead(200, headers);
  reply.raw.write(`retry: 3000\n: connected\n\n`);
}

/**
 * `GET /calendar/stream?ticket=…`: server-sent events of the caller's
 * business (`event: appointment`), a `: ping` comment every ping interval, at
 * which the ticket's user is checked again; the stream ends when they signed
 * out, were disabled or lost the calendar, when the client goes, or when the
 * server stops. The browser then asks for a new ticket and reconnects.
 */
export function calendarStreamRoute(app: FastifyInstance) {
  const open = openStreams();
  app.withTypeProvider<ZodTypeProvider>().get("/calendar/stream", {
    config: { access: PUBLIC },
    compress: false,
    schema: {
      operationId: "streamCalendarChanges",
      summary: "Follow appointment changes live",
      description: `Server-sent events: \`event: appointment\` with \`{merchant_id, appointment_id, location_id, action, start_at, end_at}\` for every appointment written in the ticket's business, \`event: blocked_time\` with \`{merchant_id, appointment_id: null, blocked_time_id, location_id, action, start_at, end_at}\` for every blocked time set, moved or removed, and a \`: ping\` comment every 20 seconds. The ticket (POST /merchant/calendar/stream-ticket or /staff/calendar/stream-ticket) is used once; a ticket that expired, was used or whose session ended answers 401. A user holds at most ${STREAMS_PER_USER} streams open on one server: beyond that 429, and the ticket stays unused.`,
      tags: ["calendar"],
      querystring: z.object({ ticket: z.string().min(1).max(2000) }),
      response: {
        200: {
          description: "The event stream.",
          content: { "text/event-stream": { schema: z.string() } },
        },
      },
    },
    handler: async (req, reply) => {
      const t = readTicket(app, req.query.ticket);
      if (!(await stillAllowed(app, t))) throw expired();
      // The slot is taken before anything is awaited, so streams opened at once count too.
      const release = open.take(t.sub);
      try {
        if (!(await spendTicket(app.db, t))) throw expired();
        if (!app.calendarChanges.listening)
          throw new HttpError(
            503,
            "Live updates are not available right now. Try again in a moment.",
            undefined,
            { "Retry-After": "1" },
          );
        follow(app, req, reply, t, release);
      } catch (err) {
        release();
        throw err;
      }
    },
  });
}

/**
 * The streams open per user on this process: `take` counts one more, or
 * refuses (429) a user who holds STREAMS_PER_USER; it answers the release,
 * which counts once however often it is called.
 */
function openStreams() {
  const count = new Map<string, number>();
  return {
    take(user: string) {
      const n = count.get(user) ?? 0;
      if (n >= STREAMS_PER_USER)
        throw new HttpError(
          429,
          `${STREAMS_PER_USER} live calendars are already open for this user: close one (another tab or device) to follow the calendar here.`,
        );
      count.set(user, n + 1);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (count.get(user) ?? 1) - 1;
        if (left > 0) count.set(user, left);
        else count.delete(user);
      };
    },
  };
}

function follow(
  app: FastifyInstance,
  req: FastifyRequest,
  reply: FastifyReply,
  t: StreamTicket,
  release: () => void,
) {
  openStream(reply);
  const out = reply.raw;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    unsubscribe();
    release();
    out.end();
  };
  const unsubscribe = app.calendarChanges.subscribe(t.mid, {
    send: (change) => {
      if (!ended) out.write(event(change));
    },
    end,
  });
  const ping = setInterval(() => {
    void stillAllowed(app, t)
      .then((ok) => (ok && !ended ? out.write(": ping\n\n") : end()))
      .catch(() => end());
  }, app.config.CALENDAR_PING_MS);
  req.raw.on("close", end);
  out.on("error", end);
}
