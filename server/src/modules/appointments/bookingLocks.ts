import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { preparedQuery, type Tx } from "../../db/client.js";
import type { BookingLineInput } from "../calendar/bookingCheck.js";

/** ids as the text of one bigint[] parameter (integers of validated input). */
const idArray = (ids: number[]) =>
  `{${ids.map((n) => Math.trunc(n)).join(",")}}`;

/**
 * The resources a booking may take: those it names (`given`) and, for the
 * services that need one and name none (`services`), every resource listed
 * for them at the location: any of them may be taken. The one rule for the
 * booking's locks (below) and for the busy time it reads (loadContext.ts).
 */
export const bookingResourceIds = (
  merchant: SQL,
  given: SQL,
  services: SQL,
  location: SQL,
) => sql`select id from resources
      where merchant_id = ${merchant} and (id = any(${given}) or id = any(array(
        select sr.resource_id from service_resources sr
        join services s on s.merchant_id = sr.merchant_id and s.id = sr.service_id
        join resources r on r.merchant_id = sr.merchant_id and r.id = sr.resource_id
        where sr.merchant_id = ${merchant} and sr.service_id = any(${services})
          and s.resources_required and r.location_id = ${location})))`;

/**
 * One round trip for every row lock of a booking (each round trip costs
 * more than the statement here). The members first, then the resources,
 * each set in id order: an Append runs its branches in order, and each
 * branch sorts before it locks (LockRows above the sort or the index
 * order), so two bookings queue on their first common row instead of
 * deadlocking, as with one statement per table. Its text is rendered once.
 */
const LOCK_ROWS = {
  name: "booking_lock_rows",
  text: new PgDialect().sqlToQuery(sql`select 'm' as kind, id from (
      select id from team_members
      where merchant_id = $1 and id = any($2::bigint[])
      order by id for update) m
    union all
    select 'r', id from (${bookingResourceIds(
      sql.raw("$1"),
      sql.raw("$3::bigint[]"),
      sql.raw("$4::bigint[]"),
      sql.raw("$5"),
    )}
      order by id for update) r`).sql,
};

const ascending = (ids: Iterable<number>) =>
  [...new Set(ids)].sort((a, b) => a - b);

type Line = Pick<
  BookingLineInput,
  "team_member_id" | "resource_id" | "service_id"
>;

/** What a booking's lines lock: its members (ascending), and its resources' choice. */
export function bookingRows(lines: Line[]) {
  return {
    memberIds: ascending(lines.map((s) => s.team_member_id)),
    resources: {
      given: lines.flatMap((s) =>
        s.resource_id != null ? [s.resource_id] : [],
      ),
      services: lines
        .filter((s) => s.resource_id == null)
        .map((s) => s.service_id),
    },
  };
}

/**
 * Locks the members and resources of `bookingRows(lines)` (FOR UPDATE,
 * members then resources, each by id); answers the resources' ids in that
 * order. A named resource that does not exist is in the answer all the
 * same, unlocked: the checks then refuse it. The statement is sent at once:
 * statements the caller sends before awaiting the answer run after it, on
 * the same connection, and see what it locked (pipelinedTransaction).
 */
export async function lockBookingRows(
  tx: Tx,
  merchantId: number,
  locationId: number,
  lines: Line[],
) {
  const { memberIds, resources } = bookingRows(lines);
  const { rows } = await preparedQuery<{ kind: "m" | "r"; id: number }>(
    tx,
    LOCK_ROWS,
    [
      merchantId,
      idArray(memberIds),
      idArray(resources.given),
      idArray(resources.services),
      locationId,
    ],
  );
  const locked = rows.filter((r) => r.kind === "r").map((r) => r.id);
  return ascending([...resources.given, ...locked]);
}
