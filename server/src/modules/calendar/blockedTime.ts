import { and, eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../../db/client.js";
import { blockedTimes } from "../../db/schema/index.js";
import { invalid, notFound } from "../../lib/httpErrors.js";
import { pgErrorCode } from "../../lib/pgErrors.js";
import { isoInstant } from "../../lib/wire.js";
import {
  conflictWith,
  overlapRefusal,
  refuse,
  type BookingCheck,
} from "./bookingCheck.js";
import type { AvailabilityContext } from "./context.js";
import { publishCalendarChange } from "./events.js";
import { loadAvailabilityContext } from "./loadContext.js";
import { wireInstant } from "./zonedTime.js";
import { refusalError } from "../appointments/booking.js";

/**
 * Blocked time (lunch, a meeting, training) under the availability module's
 * rules (issue 23): a member's blocked time is busy time, so free slots and
 * the booking check see it (loadContext.ts reads it with the appointments),
 * and it may not be set over a booking or another blocked time of the
 * member. It is written as a booking is: under the member's row lock, after
 * which the member's busy time is read, so of a booking and a blocked time
 * for the same member and time that race, exactly one is stored.
 */

export interface BlockedTimeInput {
  location_id: number;
  team_member_id: number;
  kind: string;
  title: string | null;
  /** Epoch ms. */
  start: number;
  end: number;
}

/** Checks a blocked time against the member and their busy time; never queries. */
export function checkBlockedTime(
  ctx: AvailabilityContext,
  input: BlockedTimeInput,
  blockedTimeId?: number,
): BookingCheck {
  const m = ctx.members.get(input.team_member_id);
  if (!m)
    return {
      ok: false,
      errors: { team_member_id: "The selected team member does not exist." },
    };
  if (m.archived)
    return { ok: false, errors: { team_member_id: `${m.name} is archived.` } };
  if (!m.location_ids.has(ctx.location.id))
    return refuse(
      "location_mismatch",
      `${m.name} does not work at ${ctx.location.name}.`,
      {
        reason: "member_not_at_location",
        params: { member: m.name, location: ctx.location.name },
      },
    );
  const hits =
    ctx.member_busy
      .get(m.id)
      ?.overlapping(input.start, input.end, undefined, blockedTimeId) ?? [];
  if (hits.length) {
    const found = hits.map((e) =>
      conflictWith(ctx.timeZone, "team_member", m.id, m.name, e, 0),
    );
    return overlapRefusal(
      found.map((f) => f.conflict),
      found.map((f) => f.sentence),
    );
  }
  return { ok: true, services: [], start: input.start, end: input.end };
}

const utcDate = (t: number, days: number) =>
  new Date(t + days * 86_400_000).toISOString().slice(0, 10);

/** A race the check could not see (two blocked times of one member at once): the exclusion constraint's answer. */
function mapBlockedOverlap(err: unknown): never {
  if (pgErrorCode(err) === "23P01")
    throw refusalError({
      code: "overlap",
      message: "The team member is already busy at that time.",
      can_override: false,
      reason: "overlap_race",
      params: { subject: "team_member" },
    });
  throw err;
}

/** Locks the member's row (as a booking does), reads their busy time after, and checks. */
async function lockAndCheck(
  tx: Tx,
  merchantId: number,
  input: BlockedTimeInput,
  blockedTimeId?: number,
) {
  await tx.execute(
    sql`select id from team_members where merchant_id = ${merchantId} and id = ${input.team_member_id} for update`,
  );
  const ctx = await loadAvailabilityContext(tx, merchantId, {
    locationId: input.location_id,
    from: utcDate(input.start, -1),
    to: utcDate(input.end, 1),
    memberIds: [input.team_member_id],
    resourceIds: [],
    serviceIds: [],
  });
  const result = checkBlockedTime(ctx, input, blockedTimeId);
  if (!result.ok) {
    if ("errors" in result) throw invalid(result.errors);
    throw refusalError(result.refusal);
  }
}

const mine = (merchantId: number, id: number) =>
  and(eq(blockedTimes.merchant_id, merchantId), eq(blockedTimes.id, id));

const announce = (
  tx: Tx,
  merchantId: number,
  row: typeof blockedTimes.$inferSelect,
  action: "created" | "updated" | "deleted",
) =>
  publishCalendarChange(tx, merchantId, {
    appointment_id: null,
    blocked_time_id: row.id,
    location_id: row.location_id,
    action,
    start_at: wireInstant(Date.parse(isoInstant(row.start_at) as string)),
    end_at: wireInstant(Date.parse(isoInstant(row.end_at) as string)),
  });

/** Sets a blocked time; answers the stored row. */
export function createBlockedTime(
  db: Db,
  merchantId: number,
  input: BlockedTimeInput,
  userId: number | null,
) {
  return db.transaction(async (tx) => {
    await lockAndCheck(tx, merchantId, input);
    const [row] = await tx
      .insert(blockedTimes)
      .values({
        merchant_id: merchantId,
        location_id: input.location_id,
        team_member_id: input.team_member_id,
        kind: input.kind,
        title: input.title,
        start_at: wireInstant(input.start),
        end_at: wireInstant(input.end),
        created_by: userId,
      })
      .returning()
      .catch(mapBlockedOverlap);
    await announce(tx, merchantId, row, "created");
    return row;
  });
}

/** Moves, resizes or reassigns a blocked time (its own time is not in the way); answers the stored row. */
export function updateBlockedTime(
  db: Db,
  merchantId: number,
  id: number,
  input: BlockedTimeInput,
) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: blockedTimes.id })
      .from(blockedTimes)
      .where(mine(merchantId, id))
      .for("update");
    if (!current) throw notFound();
    await lockAndCheck(tx, merchantId, input, id);
    const [row] = await tx
      .update(blockedTimes)
      .set({
        location_id: input.location_id,
        team_member_id: input.team_member_id,
        kind: input.kind,
        title: input.title,
        start_at: wireInstant(input.start),
        end_at: wireInstant(input.end),
        updated_at: sql`now()`,
      })
      .where(mine(merchantId, id))
      .returning()
      .catch(mapBlockedOverlap);
    await announce(tx, merchantId, row, "updated");
    return row;
  });
}

/** Removes a blocked time; answers the row as it was. */
export function deleteBlockedTime(db: Db, merchantId: number, id: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(blockedTimes)
      .where(mine(merchantId, id))
      .returning();
    if (!row) throw notFound();
    await announce(tx, merchantId, row, "deleted");
    return row;
  });
}
