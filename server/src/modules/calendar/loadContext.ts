import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { notFound } from "../../lib/httpErrors.js";
import { BusyList, type BusyEntry } from "./busy.js";
import type {
  AvailabilityContext,
  MemberInfo,
  ResourceInfo,
  ServiceInfo,
} from "./context.js";
import { closeDatesOf } from "./masterLocations.js";
import { masterData, versionAnd, type CalendarMaster } from "./masterCache.js";
import { memberInfo } from "./masterMembers.js";
import { resourceInfo } from "./masterResources.js";
import { ms } from "./masterShared.js";
import { addDays, zonedInstant } from "./zonedTime.js";

/**
 * The database side of the availability module: loads, for one location and
 * a range of its local dates, what the pure rules read (context.ts). By
 * default every member, resource and service of the location; a caller that
 * needs fewer (one booking, one service's slots) names them.
 *
 * One round trip in the usual case: the busy time of the members and
 * resources, with the business's master-data version; the master data itself
 * comes from the per-process cache at that version or later (masterCache.ts),
 * reloaded only after a write to it.
 */
export interface ContextScope {
  locationId: number;
  /** Local dates, inclusive. */
  from: string;
  to: string;
  memberIds?: number[];
  resourceIds?: number[];
  serviceIds?: number[];
  /** False when the caller reads no busy time (the frame): its query is skipped and every list stays empty. */
  busy?: boolean;
}

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** ids as a bigint[] literal (they are integers of the code or of validated input). */
const idArray = (ids: number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(",")}}`}::bigint[]`;

interface BusyRow extends Record<string, unknown> {
  appointment_id: number | null;
  reference: string;
  team_member_id: number;
  resource_id: number | null;
  start_at: string | Date;
  end_at: string | Date;
  member_busy_until: string | Date;
  resource_busy_until: string | Date;
}

/**
 * The active appointment services of the members and resources (at any
 * location) between two instants: those named, or, where the scope names
 * none, those of the location. The instants are padded for any time zone;
 * the context cuts the rows to its own range.
 */
function busyQuery(M: number, scope: ContextScope): SQL | null {
  if (scope.busy === false) return null;
  const members = scope.memberIds
    ? idArray(scope.memberIds)
    : sql`array(select team_member_id from team_member_locations where merchant_id = ${M} and location_id = ${scope.locationId})`;
  const resources = scope.resourceIds
    ? idArray(scope.resourceIds)
    : sql`array(select id from resources where merchant_id = ${M} and location_id = ${scope.locationId})`;
  // Local midnight lies within UTC −14 h … +12 h of the date's UTC midnight.
  const start = new Date(
    Date.parse(scope.from) - DAY - 14 * HOUR,
  ).toISOString();
  const end = new Date(
    Date.parse(addDays(scope.to, 1)) + DAY + 12 * HOUR,
  ).toISOString();
  return sql`select s.appointment_id, a.reference, s.team_member_id, s.resource_id,
      s.start_at, s.end_at, s.member_busy_until, s.resource_busy_until
    from appointment_services s
    join appointments a on a.merchant_id = s.merchant_id and a.id = s.appointment_id
    where s.merchant_id = ${M} and s.active
      and (s.team_member_id = any(${members}) or s.resource_id = any(${resources}))
      and s.start_at < ${end} and s.resource_busy_until > ${start}
    order by s.start_at`;
}

export async function loadAvailabilityContext(
  db: Queryable,
  merchantId: number,
  scope: ContextScope,
): Promise<AvailabilityContext> {
  const { read, rows } = await versionAnd<BusyRow>(
    db,
    merchantId,
    busyQuery(merchantId, scope),
  );
  const master = await masterData(db, read);
  return contextOf(master, scope, rows);
}

/** Builds a context from the master data and the busy rows (none: every busy list empty). */
export function contextOf(
  master: CalendarMaster,
  scope: ContextScope,
  busyRows: readonly BusyRow[] = [],
): AvailabilityContext {
  const loc = master.locations.get(scope.locationId);
  if (!loc) throw notFound("The location does not exist.");
  const tz = loc.timezone;
  const { from, to } = scope;
  // Instants around the range: busy intervals and time off reaching into it.
  const rangeStart = zonedInstant(tz, from, 0) - DAY;
  const rangeEnd = zonedInstant(tz, addDays(to, 1), 0) + DAY;
  const here = master.atLocation.get(loc.id);
  const memberIds = scope.memberIds ?? here?.members ?? [];
  const resourceIds = scope.resourceIds ?? here?.resources ?? [];
  const serviceIds = scope.serviceIds ?? here?.services ?? [];

  const members = new Map<number, MemberInfo>();
  for (const id of [...new Set(memberIds)].sort((a, b) => a - b)) {
    const m = master.members.get(id);
    if (m)
      members.set(id, memberInfo(m, loc.id, from, to, rangeStart, rangeEnd));
  }
  const resources = new Map<number, ResourceInfo>();
  for (const id of [...new Set(resourceIds)].sort((a, b) => a - b)) {
    const r = master.resources.get(id);
    if (r) resources.set(id, resourceInfo(r, from, to));
  }
  const services = new Map<number, ServiceInfo>();
  for (const id of serviceIds) {
    const s = master.services.get(id);
    if (s) services.set(id, s);
  }

  const memberBusy = new Map<number, BusyList>(
    memberIds.map((id) => [id, new BusyList()]),
  );
  const resourceBusy = new Map<number, BusyList>(
    resourceIds.map((id) => [id, new BusyList()]),
  );
  for (const r of busyRows) {
    if (r.appointment_id === null) continue; // the version's row when nothing is busy
    const start = ms(r.start_at);
    if (!(start < rangeEnd && ms(r.resource_busy_until) > rangeStart)) continue;
    const base = {
      appointment_id: r.appointment_id,
      reference: r.reference,
      service_start: start,
      service_end: ms(r.end_at),
      start,
    };
    const entry = (end: number): BusyEntry => ({ ...base, end });
    memberBusy.get(r.team_member_id)?.add(entry(ms(r.member_busy_until)));
    if (r.resource_id !== null)
      resourceBusy.get(r.resource_id)?.add(entry(ms(r.resource_busy_until)));
  }

  return {
    timeZone: tz,
    location: {
      id: loc.id,
      name: loc.name,
      archived: loc.archived,
      opening_hours: loc.opening_hours,
    },
    from,
    to,
    close_dates: closeDatesOf(master.closeDates, loc.id, from, to),
    members,
    resources,
    services,
    member_busy: memberBusy,
    resource_busy: resourceBusy,
    slot_interval_minutes: master.slot_interval_minutes,
    client_cancel_notice_minutes: master.client_cancel_notice_minutes,
    memo: new Map(),
  };
}
