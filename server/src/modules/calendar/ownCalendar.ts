import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { Tx } from "../../db/client.js";
import { appointments, appointmentServices } from "../../db/schema/index.js";
import { lockOwnedRow } from "../../lib/rowLocks.js";
import type { AuthUser } from "../../lib/access.js";
import { forbidden, invalid } from "../../lib/httpErrors.js";

/**
 * "Own calendar only" (Fresha's "basic" level, issue 23): a staff login
 * with `users.own_calendar_only` holds the calendar (service 2) narrowed to
 * the appointments of its own team member. The one rule for every read and
 * write of appointments:
 *
 * - an appointment is the user's own when one of its services is theirs;
 *   they see it whole;
 * - any other appointment is busy time: its times, status and the members
 *   and resources it takes stay (the grid must not offer booked time), its
 *   client, notes, price and sale do not (`busyOnly`);
 * - they may book and change an appointment only when every one of its
 *   services is theirs, before and after the change (`mayChange`).
 */
type Row = Record<string, unknown>;
type Line = { team_member_id?: unknown };

/** The member whose appointments the user is narrowed to, or undefined for an unnarrowed user. */
export const ownMemberOf = (user: AuthUser | undefined): number | undefined =>
  user?.role === 3 && user.ownCalendarOnly
    ? (user.teamMemberId ?? -1)
    : undefined;

/** Key part of kept answers (plugins/responseCache.ts): a narrowed user's answers are their own. */
export const ownVariant = (req: FastifyRequest) => {
  const own = ownMemberOf(req.auth);
  return own === undefined ? "" : `own:${own}`;
};

const linesOf = (row: Row) => (row.services as Line[] | undefined) ?? [];

export const isOwn = (row: Row, member: number) =>
  linesOf(row).some((s) => s.team_member_id === member);

/** The appointment as busy time: what it takes, without whom or what for. */
export const busyOnly = (row: Row): Row => ({
  ...row,
  reference: "",
  client_id: null,
  client: null,
  notes: null,
  cancellation_reason_id: null,
  cancelled_by: null,
  sale_id: null,
  sale_status: null,
  created_by: null,
  busy_only: true,
  services: linesOf(row).map((s) => ({
    ...s,
    price: 0,
    is_requested_member: false,
  })),
});

/** Rows as this user may see them: others' appointments as busy time. */
export function narrowRows<T extends Row>(
  user: AuthUser | undefined,
  rows: T[],
): T[] {
  const member = ownMemberOf(user);
  if (member === undefined) return rows;
  return rows.map((r) => (isOwn(r, member) ? r : (busyOnly(r) as T)));
}

export const NOT_YOURS =
  "You can change only your own appointments: this one is another team member's.";

/** Refuses (403) a change to an existing appointment unless every service of it is the user's. */
export function mayChange(user: AuthUser | undefined, existing: Row) {
  const member = ownMemberOf(user);
  if (member === undefined) return;
  const lines = linesOf(existing);
  if (!lines.length || lines.some((s) => s.team_member_id !== member))
    throw forbidden(NOT_YOURS);
}

/** Refuses (422, on the line) a booking body that gives a service to another member. */
export function mayBook(user: AuthUser | undefined, lines: readonly Line[]) {
  const member = ownMemberOf(user);
  if (member === undefined) return;
  const errors: Record<string, string> = {};
  lines.forEach((s, i) => {
    if (s.team_member_id !== member)
      errors[`services.${i}.team_member_id`] =
        "You can book only your own appointments: choose yourself as the team member.";
  });
  if (Object.keys(errors).length)
    throw invalid(errors, "You can book only your own appointments.");
}

/**
 * Locks the appointment (404 when the business has none with this id) and
 * refuses (403) when the user is narrowed and it is not wholly theirs: the
 * check of every write to an existing appointment, in its transaction.
 */
export async function lockIfMayChange(
  tx: Tx,
  user: AuthUser | undefined,
  merchantId: number,
  id: number,
) {
  if (ownMemberOf(user) === undefined) return;
  await lockOwnedRow(tx, appointments, merchantId, id);
  const services = await tx
    .select({ team_member_id: appointmentServices.team_member_id })
    .from(appointmentServices)
    .where(
      and(
        eq(appointmentServices.merchant_id, merchantId),
        eq(appointmentServices.appointment_id, id),
      ),
    );
  mayChange(user, { services });
}

/**
 * Blocked time of a narrowed user: only their own (422 on a body for
 * another member; 403 for another member's existing blocked time).
 */
export function mayBlock(
  user: AuthUser | undefined,
  body: { team_member_id: number } | undefined,
  existing?: Record<string, unknown>,
) {
  const member = ownMemberOf(user);
  if (member === undefined) return;
  if (existing && existing.team_member_id !== member)
    throw forbidden(
      "You can change only your own blocked time: this is another team member's.",
    );
  if (body && body.team_member_id !== member)
    throw invalid({
      team_member_id:
        "You can block only your own time: choose yourself as the team member.",
    });
}
