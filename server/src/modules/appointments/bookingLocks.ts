import { preparedQuery, type Tx } from "../../db/client.js";
import type { BookingLineInput } from "../calendar/bookingCheck.js";

/** ids as the text of one bigint[] parameter (integers of validated input). */
const idArray = (ids: number[]) =>
  `{${ids.map((n) => Math.trunc(n)).join(",")}}`;

/**
 * One round trip for every row lock of a booking (each round trip costs
 * more than the statement here). The members first, then the resources,
 * each set in id order: an Append runs its branches in order, and each
 * branch sorts before it locks (LockRows above the sort or the index
 * order), so two bookings queue on their first common row instead of
 * deadlocking, as with one statement per table. The resources are those
 * named ($3) and, for the services that need one and name none ($4), every
 * resource listed for them at the location ($5): any of them may be taken.
 */
const LOCK_ROWS = {
  name: "booking_lock_rows",
  text: `select 'm' as kind, id from (
      select id from team_members
      where merchant_id = $1 and id = any($2::bigint[])
      order by id for update) m
    union all
    select 'r', id from (
      select id from resources
      where merchant_id = $1 and (id = any($3::bigint[]) or id = any(array(
        select sr.resource_id from service_resources sr
        join services s on s.merchant_id = sr.merchant_id and s.id = sr.service_id
        join resources r on r.merchant_id = sr.merchant_id and r.id = sr.resource_id
        where sr.merchant_id = $1 and sr.service_id = any($4::bigint[])
          and s.resources_required and r.location_id = $5)))
      order by id for update) r`,
};

const ascending = (ids: Iterable<number>) =>
  [...new Set(ids)].sort((a, b) => a - b);

/**
 * Locks the members and resources a booking may take (FOR UPDATE, members
 * then resources, each by id); answers their ids in that order. A named
 * resource that does not exist is in the answer all the same, unlocked: the
 * checks then refuse it.
 */
export async function lockBookingRows(
  tx: Tx,
  merchantId: number,
  locationId: number,
  lines: Pick<
    BookingLineInput,
    "team_member_id" | "resource_id" | "service_id"
  >[],
) {
  const memberIds = ascending(lines.map((s) => s.team_member_id));
  const given = lines.flatMap((s) =>
    s.resource_id != null ? [s.resource_id] : [],
  );
  const open = lines
    .filter((s) => s.resource_id == null)
    .map((s) => s.service_id);
  const { rows } = await preparedQuery<{ kind: "m" | "r"; id: number }>(
    tx,
    LOCK_ROWS,
    [merchantId, idArray(memberIds), idArray(given), idArray(open), locationId],
  );
  const locked = rows.filter((r) => r.kind === "r").map((r) => r.id);
  return { memberIds, resourceIds: ascending([...given, ...locked]) };
}
