import { and, asc, eq, inArray } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import { appointmentServices, teamMembers } from "../../db/schema/index.js";
import { isoInstant } from "../../lib/wire.js";
import { conflictWith, overlapRefusal } from "../calendar/bookingCheck.js";
import type { Conflict } from "../calendar/bookingTypes.js";
import { loadAvailabilityContext } from "../calendar/loadContext.js";
import { refusalError } from "./booking.js";

const utcDate = (t: number, days: number) =>
  new Date(t + days * 86_400_000).toISOString().slice(0, 10);
const ms = (v: unknown) => Date.parse(String(isoInstant(v as string)));

/**
 * Undoing a no-show (back to booked, issue 23) makes its services busy
 * again, so its time must still be free: of appointments and of blocked
 * time. Locks the members' rows as a booking and a blocked time do (after
 * the appointment's own row, as a reschedule does), reads their busy time
 * through the availability module, and refuses (409, `overlap`, naming each
 * conflict in words) when anything now takes that time. The exclusion
 * constraints still guard appointments against a race this cannot see.
 */
export async function checkUndoNoShow(
  tx: Tx,
  merchantId: number,
  a: { id: number; reference: string; location_id: number },
) {
  const lines = await tx
    .select({
      team_member_id: appointmentServices.team_member_id,
      start_at: appointmentServices.start_at,
      member_busy_until: appointmentServices.member_busy_until,
    })
    .from(appointmentServices)
    .where(
      and(
        eq(appointmentServices.merchant_id, merchantId),
        eq(appointmentServices.appointment_id, a.id),
      ),
    )
    .orderBy(asc(appointmentServices.sequence));
  if (!lines.length) return;
  const memberIds = [...new Set(lines.map((l) => l.team_member_id))].sort(
    (x, y) => x - y,
  );
  await tx
    .select({ id: teamMembers.id })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.merchant_id, merchantId),
        inArray(teamMembers.id, memberIds),
      ),
    )
    .orderBy(asc(teamMembers.id))
    .for("update");
  const starts = lines.map((l) => ms(l.start_at));
  const ends = lines.map((l) => ms(l.member_busy_until));
  const ctx = await loadAvailabilityContext(tx, merchantId, {
    locationId: a.location_id,
    from: utcDate(Math.min(...starts), -1),
    to: utcDate(Math.max(...ends), 1),
    memberIds,
    resourceIds: [],
    serviceIds: [],
  });
  const conflicts: Conflict[] = [];
  const sentences: string[] = [];
  lines.forEach((l, i) => {
    const member = ctx.members.get(l.team_member_id);
    if (!member) return;
    for (const e of ctx.member_busy
      .get(member.id)
      ?.overlapping(starts[i], ends[i], a.id) ?? []) {
      const c = conflictWith(
        ctx.timeZone,
        "team_member",
        member.id,
        member.name,
        e,
        i,
      );
      conflicts.push(c.conflict);
      sentences.push(c.sentence);
    }
  });
  if (!conflicts.length) return;
  const check = overlapRefusal(conflicts, sentences);
  if (check.ok || !("refusal" in check)) return;
  throw refusalError({
    ...check.refusal,
    message: `Appointment ${a.reference} cannot go back to booked: its time is taken. ${check.refusal.message}`,
  });
}
