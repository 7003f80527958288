import { randomUUID } from "node:crypto";
import { and, count, eq, gt, isNull, lte, min, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { calendarStreamTickets, users } from "../../db/schema/index.js";
import { HttpError, unauthorized } from "../../lib/httpErrors.js";

/** How long a ticket may be presented. */
export const TICKET_SECONDS = 60;
/** Tickets one user may be issued within TICKET_SECONDS (used or not). */
export const TICKETS_PER_USER = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a ticket's id can be one this module issued. */
export const isTicketId = (jti: unknown): jti is string =>
  typeof jti === "string" && UUID.test(jti);

/**
 * Records a new ticket of the user and answers its id and the user's token
 * version, or 429 once the user was issued TICKETS_PER_USER tickets in the
 * last TICKET_SECONDS. The user's row is locked while counting, so requests
 * of one user at once cannot pass the cap together; the business's expired
 * tickets are deleted on the way.
 */
export async function issueTicket(db: Db, merchantId: number, userId: number) {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .select({ tv: users.token_version })
      .from(users)
      .where(eq(users.id, userId))
      .for("no key update");
    if (!user) throw unauthorized();
    const mine = and(
      eq(calendarStreamTickets.merchant_id, merchantId),
      eq(calendarStreamTickets.user_id, userId),
    );
    await tx
      .delete(calendarStreamTickets)
      .where(
        and(
          eq(calendarStreamTickets.merchant_id, merchantId),
          lte(calendarStreamTickets.expires_at, sql`now()`),
        ),
      );
    const [live] = await tx
      .select({
        n: count(),
        wait: sql<number>`ceil(extract(epoch from ${min(calendarStreamTickets.expires_at)} - now()))::int`,
      })
      .from(calendarStreamTickets)
      .where(mine);
    if (live.n >= TICKETS_PER_USER) {
      const wait = String(Math.max(1, live.wait ?? TICKET_SECONDS));
      throw new HttpError(
        429,
        `Too many live calendar connections were started in the last minute. Try again in ${wait} seconds.`,
        undefined,
        { "Retry-After": wait },
      );
    }
    const jti = randomUUID();
    await tx.insert(calendarStreamTickets).values({
      merchant_id: merchantId,
      jti,
      user_id: userId,
      expires_at: sql`now() + make_interval(secs => ${TICKET_SECONDS})`,
    });
    return { jti, tokenVersion: user.tv };
  });
}

/**
 * Marks the ticket used: true the first time, on any server process of this
 * database, false afterwards or once it expired. One UPDATE: the row lock
 * it takes ends with the statement, and of two processes using the ticket
 * at once, the second finds it used.
 */
export async function spendTicket(
  db: Db,
  ticket: { mid: number; sub: string; jti: string },
) {
  const used = await db
    .update(calendarStreamTickets)
    .set({ used_at: sql`now()` })
    .where(
      and(
        eq(calendarStreamTickets.merchant_id, ticket.mid),
        eq(calendarStreamTickets.jti, ticket.jti),
        eq(calendarStreamTickets.user_id, Number(ticket.sub)),
        isNull(calendarStreamTickets.used_at),
        gt(calendarStreamTickets.expires_at, sql`now()`),
      ),
    )
    .returning({ jti: calendarStreamTickets.jti });
  return used.length === 1;
}
