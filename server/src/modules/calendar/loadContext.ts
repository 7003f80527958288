import { sql, type SQL } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import { epochMs, flatJson, flatValues, jsonValue } from "../../db/flatJson.js";
import { notFound } from "../../lib/httpErrors.js";
import { bookingResourceIds } from "../appointments/bookingLocks.js";
import { BusyList, LONGEST, type BusyEntry } from "./busy.js";
import {
  busyMinutes,
  type AvailabilityContext,
  type ExtraTimeType,
  type MemberInfo,
  type ResourceInfo,
  type ServiceInfo,
} from "./context.js";
import { closeDatesOf } from "./masterLocations.js";
import { masterData, versionAnd, type CalendarMaster } from "./masterCache.js";
import { memberInfo } from "./masterMembers.js";
import { resourceInfo } from "./masterResources.js";
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
  /**
   * A booking's resources as its lock chose them (bookingResourceIds): the
   * busy query reads theirs by the same rule, in the round trip of the
   * lock, before `resourceIds` is known; `resourceIds` then follows from
   * the lock's answer and must be that choice.
   */
  resourceChoice?: {
    given: number[];
    services: number[];
    ids: Promise<number[]>;
  };
  serviceIds?: number[];
  /** False when the caller reads no busy time (the frame): its query is skipped and every list stays empty. */
  busy?: boolean;
  /**
   * False when no message will name the appointments in the way (free
   * slots): their references ("" instead) are not read, which spares a join.
   */
  references?: boolean;
}

const MINUTE = 60_000;
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** ids as one bigint[] parameter (they are integers of the code or of validated input). */
const idArray = (ids: number[]) =>
  sql`${`{${ids.map((n) => Math.trunc(n)).join(",")}}`}::bigint[]`;

/**
 * The busy query's prepared-statement name: one per shape of its text
 * (members and resources named or the location's, references read or not).
 */
const busyName = (scope: ContextScope) =>
  `cal_busy_${scope.memberIds ? "m" : "l"}${scope.resourceChoice ? "c" : scope.resourceIds ? "r" : "l"}${scope.references !== false ? "a" : "s"}`;

/**
 * What the busy query sends per appointment service, in this order: the
 * busy ends follow from the start, the duration and the extra time by
 * busyMinutes (the table's checks hold its columns to the same rule).
 */
const BUSY_VALUES = [
  sql`s.appointment_id`,
  sql`s.team_member_id`,
  jsonValue(sql`s.resource_id`),
  epochMs("s.start_at"),
  sql`s.duration_minutes`,
  jsonValue(sql`s.extra_time_type`),
  sql`s.extra_time_minutes`,
];

/**
 * What the blocked-time part of the busy query sends per blocked time, in
 * this order.
 */
const BLOCKED_VALUES = [
  sql`b.id`,
  sql`b.team_member_id`,
  epochMs("b.start_at"),
  epochMs("b.end_at"),
  jsonValue(sql`b.kind`),
  jsonValue(sql`b.title`),
];

/** The busy query's one row (besides the version): the busy rows and the blocked times as flatJson. */
export interface BusyAnswer extends Record<string, unknown> {
  busy: string | null;
  blocked: string | null;
}

/**
 * The active appointment services of the members and resources (at any
 * location) between two instants, and the members' blocked times: those
 * named, or, where the scope names none, those of the location. Without the location's time zone the
 * instants are padded for any zone; the context cuts the rows to its range.
 * With references, each row carries the appointment's reference last.
 */
function busyQuery(
  M: number,
  scope: ContextScope,
  timeZone: string | undefined,
): SQL | null {
  if (scope.busy === false) return null;
  const members = scope.memberIds
    ? idArray(scope.memberIds)
    : sql`array(select team_member_id from team_member_locations where merchant_id = ${M} and location_id = ${scope.locationId})`;
  const choice = scope.resourceChoice;
  const resources = choice
    ? sql`array(${bookingResourceIds(sql`${M}`, idArray(choice.given), idArray(choice.services), sql`${scope.locationId}`)})`
    : scope.resourceIds
      ? idArray(scope.resourceIds)
      : sql`array(select id from resources where merchant_id = ${M} and location_id = ${scope.locationId})`;
  // The context's own range in the zone, else one padded for any zone (local
  // midnight lies within UTC −14 h … +12 h of the date's UTC midnight).
  const range = timeZone
    ? contextRange(timeZone, scope)
    : {
        start: Date.parse(scope.from) - DAY - 14 * HOUR,
        end: Date.parse(addDays(scope.to, 1)) + DAY + 12 * HOUR,
      };
  const start = new Date(range.start).toISOString();
  const end = new Date(range.end).toISOString();
  // Implied by the busy end (at most LONGEST after the start), but it lets
  // the (member | resource, start_at) indexes bound the scan on both sides.
  const earliest = new Date(range.start - LONGEST).toISOString();
  const withRefs = scope.references !== false;
  const values = withRefs
    ? [...BUSY_VALUES, jsonValue(sql`a.reference`)]
    : BUSY_VALUES;
  return sql`select (select ${flatJson(values)}
    from appointment_services s
    ${withRefs ? sql`join appointments a on a.merchant_id = s.merchant_id and a.id = s.appointment_id` : sql``}
    where s.merchant_id = ${M} and s.active
      and (s.team_member_id = any(${members}) or s.resource_id = any(${resources}))
      and s.start_at < ${end} and s.resource_busy_until > ${start}
      and s.start_at > ${earliest}) as busy,
    (select ${flatJson(BLOCKED_VALUES)}
    from blocked_times b
    where b.merchant_id = ${M} and b.team_member_id = any(${members})
      and b.start_at < ${end} and b.end_at > ${start}
      and b.start_at > ${earliest}) as blocked`;
}

/** Instants around a context's dates: busy intervals and time off reaching into them. */
const contextRange = (timeZone: string, scope: ContextScope) => ({
  start: zonedInstant(timeZone, scope.from, 0) - DAY,
  end: zonedInstant(timeZone, addDays(scope.to, 1), 0) + DAY,
});

/**
 * The time zone last seen per database, business and location, to cut the
 * busy query to the context's range before the master data is at hand. Only
 * a hint: a wrong one costs a second query, never a wrong answer.
 */
const zoneHints = new Map<string, string>();

export async function loadAvailabilityContext(
  db: Queryable,
  merchantId: number,
  scope: ContextScope,
): Promise<AvailabilityContext> {
  const hintKey = `${merchantId}:${scope.locationId}`;
  const hint = zoneHints.get(hintKey);
  const first = await versionAnd<BusyAnswer>(
    db,
    merchantId,
    busyQuery(merchantId, scope, hint),
    busyName(scope),
  );
  if (scope.resourceChoice)
    scope = { ...scope, resourceIds: await scope.resourceChoice.ids };
  const master = await masterData(db, first.read);
  const zone = master.locations.get(scope.locationId)?.timezone;
  if (!zone || zone === hint) return contextOf(master, scope, first.rows[0]);
  if (zoneHints.size > 10_000) zoneHints.clear();
  zoneHints.set(hintKey, zone);
  // Without a hint the rows were read for any zone: they hold the context's
  // own range, which contextOf cuts out. With a wrong one, read them again.
  if (hint === undefined) return contextOf(master, scope, first.rows[0]);
  const again = await versionAnd<BusyAnswer>(
    db,
    merchantId,
    busyQuery(merchantId, scope, zone),
    busyName(scope),
  );
  return contextOf(await masterData(db, again.read), scope, again.rows[0]);
}

/** Builds a context from the master data and the busy query's answer (none: every busy list empty). */
export function contextOf(
  master: CalendarMaster,
  scope: ContextScope,
  answer?: BusyAnswer,
): AvailabilityContext {
  const busy = answer?.busy ?? null;
  const loc = master.locations.get(scope.locationId);
  if (!loc) throw notFound("The location does not exist.");
  const tz = loc.timezone;
  const { from, to } = scope;
  const { start: rangeStart, end: rangeEnd } = contextRange(tz, scope);
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
  const stride = BUSY_VALUES.length + (scope.references !== false ? 1 : 0);
  const v = flatValues(busy);
  for (let i = 0; i + stride <= v.length; i += stride) {
    const id = v[i] as number;
    const start = v[i + 3] as number;
    const duration = v[i + 4] as number;
    const busyLen = busyMinutes(
      duration,
      v[i + 5] as ExtraTimeType,
      v[i + 6] as number,
    );
    const resourceUntil = start + busyLen.resource * MINUTE;
    if (!(start < rangeEnd && resourceUntil > rangeStart)) continue;
    const entry = (until: number): BusyEntry => ({
      appointment_id: id,
      reference: stride > 7 ? (v[i + 7] as string) : "",
      service_start: start,
      service_end: start + duration * MINUTE,
      start,
      end: until,
    });
    memberBusy
      .get(v[i + 1] as number)
      ?.add(entry(start + busyLen.member * MINUTE));
    const resource = v[i + 2] as number | null;
    if (resource !== null)
      resourceBusy.get(resource)?.add(entry(resourceUntil));
  }
  const b = flatValues(answer?.blocked ?? null);
  for (
    let i = 0;
    i + BLOCKED_VALUES.length <= b.length;
    i += BLOCKED_VALUES.length
  ) {
    const start = b[i + 2] as number;
    const end = b[i + 3] as number;
    if (!(start < rangeEnd && end > rangeStart)) continue;
    memberBusy.get(b[i + 1] as number)?.add({
      appointment_id: 0,
      reference: "",
      blocked: {
        id: b[i] as number,
        kind: b[i + 4] as string,
        title: b[i + 5] as string | null,
      },
      service_start: start,
      service_end: end,
      start,
      end,
    });
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
