import { WEEKDAYS, type TimeInterval } from "../../db/schema/jsonTypes.js";
import type {
  AvailabilityContext,
  CloseDateInfo,
  Schedule,
  ServiceInfo,
} from "./context.js";
import { busyMinutes } from "./context.js";
import {
  covers,
  intersect,
  normalise,
  subtract,
  type Interval,
} from "./intervals.js";
import {
  addDays,
  daysBetween,
  isoWeekday,
  localTime,
  minutesOf,
  mondayOf,
  zonedClock,
} from "./zonedTime.js";

/**
 * The availability rule, in one place (DOMAIN §3.18, §3.22, §3.26, §4.8,
 * §4.10): pure functions over an AvailabilityContext. Working time on a day
 * = the member's changed day if any, else the pattern's week
 * `(weeks since the start_date week) mod repeat_weeks`, inside the
 * location's opening hours, minus time off, and nothing on a close date or
 * outside employment. A resource works its own hours (or the location's
 * when it has none), and not on close dates.
 */

const MINUTE = 60_000;

const dayKey = (date: string) => WEEKDAYS[isoWeekday(date) - 1];

/** The wall-clock intervals a schedule gives a date; undefined = no pattern covers it. */
export function scheduledDay(
  schedule: Schedule,
  date: string,
): readonly TimeInterval[] | undefined {
  const override = schedule.overrides.get(date);
  if (override) return override;
  const p = schedule.patterns.find(
    (x) => x.start_date <= date && (x.end_date === null || date <= x.end_date),
  );
  if (!p) return undefined;
  const weeks = daysBetween(mondayOf(p.start_date), mondayOf(date)) / 7;
  const week =
    p.weeks[((weeks % p.repeat_weeks) + p.repeat_weeks) % p.repeat_weeks];
  return week?.[dayKey(date)] ?? [];
}

/** Wall-clock intervals of a date as instants in the zone (a DST day has its real length). */
export function toInstants(
  timeZone: string,
  date: string,
  list: readonly TimeInterval[],
): Interval[] {
  const at = zonedClock(timeZone, date);
  return normalise(
    list.map((i) => ({
      start: at(minutesOf(i.start)),
      end: at(minutesOf(i.end)),
    })),
  );
}

function memo(ctx: AvailabilityContext, key: string, f: () => Interval[]) {
  let v = ctx.memo.get(key);
  if (!v) ctx.memo.set(key, (v = f()));
  return v;
}

/** The close date covering a date at the context's location, if any. */
export const closeDateOn = (
  ctx: AvailabilityContext,
  date: string,
): CloseDateInfo | undefined =>
  ctx.close_dates.find((c) => c.start_date <= date && date <= c.end_date);

/** The location's opening hours on a date ([] = closed), close dates aside. */
export const openingHours = (ctx: AvailabilityContext, date: string) =>
  memo(ctx, `open:${date}`, () =>
    toInstants(
      ctx.timeZone,
      date,
      ctx.location.opening_hours[dayKey(date)] ?? [],
    ),
  );

/**
 * A member's scheduled time on a date at the location, before time off
 * (DOMAIN §3.18, §4.8): the shifts of the day inside the location's opening
 * hours; nothing on a close date or outside employment. The team working
 * hours report reads it as "scheduled".
 */
export function memberScheduled(
  ctx: AvailabilityContext,
  memberId: number,
  date: string,
): Interval[] {
  return memo(ctx, `s:${memberId}:${date}`, () => {
    const m = ctx.members.get(memberId);
    if (!m || m.archived || closeDateOn(ctx, date)) return [];
    if (m.employment_start && date < m.employment_start) return [];
    if (m.employment_end && date > m.employment_end) return [];
    const shifts = scheduledDay(m.schedule, date);
    if (!shifts?.length) return [];
    return intersect(
      toInstants(ctx.timeZone, date, shifts),
      openingHours(ctx, date),
    );
  });
}

/** A member's working time on a date at the location: scheduled time minus time off (DOMAIN §3.18, §4.8). */
export function memberWorking(
  ctx: AvailabilityContext,
  memberId: number,
  date: string,
): Interval[] {
  return memo(ctx, `m:${memberId}:${date}`, () => {
    const scheduled = memberScheduled(ctx, memberId, date);
    const m = ctx.members.get(memberId);
    if (!m || !scheduled.length) return scheduled;
    return subtract(scheduled, normalise(m.time_off));
  });
}

/** A resource's hours on a date (its own, else the location's opening hours; none on close dates). */
export function resourceHours(
  ctx: AvailabilityContext,
  resourceId: number,
  date: string,
): Interval[] {
  return memo(ctx, `r:${resourceId}:${date}`, () => {
    const r = ctx.resources.get(resourceId);
    if (!r || r.archived || closeDateOn(ctx, date)) return [];
    if (!r.schedule) return openingHours(ctx, date);
    const hours = scheduledDay(r.schedule, date);
    return intersect(
      toInstants(ctx.timeZone, date, hours ?? []),
      openingHours(ctx, date),
    );
  });
}

/** Every date from `from` to `to` inclusive. */
export function datesFrom(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) out.push(d);
  return out;
}

/** True when the service may start at this instant through this channel (DOMAIN §3.26). */
export function serviceAllowsStart(
  ctx: AvailabilityContext,
  service: ServiceInfo,
  start: number,
  channel: "online" | "in_store",
): boolean {
  const { date, minutes } = localTime(ctx.timeZone, start);
  return startRule(ctx, service, channel)(date, minutes);
}

/**
 * serviceAllowsStart for one service and channel, its availability sets
 * chosen once, asked with the local date and minutes of each start.
 */
function startRule(
  ctx: AvailabilityContext,
  service: ServiceInfo,
  channel: "online" | "in_store",
): (date: string, minutes: number) => boolean {
  const sets = service.availability.filter(
    (s) =>
      (s.location_id === null || s.location_id === ctx.location.id) &&
      (s.channels === "both" || s.channels === channel),
  );
  if (!sets.length) return () => true;
  return (date, minutes) => {
    const weekday = isoWeekday(date);
    return sets.some(
      (s) =>
        (s.date_from === null || s.date_from <= date) &&
        (s.date_to === null || date <= s.date_to) &&
        s.rules.some(
          (r) =>
            r.weekday === weekday &&
            minutesOf(r.start) <= minutes &&
            minutes < minutesOf(r.end),
        ),
    );
  };
}

/** Resources that may hold this service at the location, in automatic-assignment order. */
export function candidateResources(
  ctx: AvailabilityContext,
  service: ServiceInfo,
) {
  return [...ctx.resources.values()]
    .filter(
      (r) =>
        !r.archived &&
        r.location_id === ctx.location.id &&
        service.resource_ids.has(r.id),
    )
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

/** True when the resource is open for [start, end) and has room for [start, busyEnd). */
export function resourceFree(
  ctx: AvailabilityContext,
  resourceId: number,
  start: number,
  end: number,
  busyEnd: number,
  ignore?: number,
): boolean {
  const r = ctx.resources.get(resourceId);
  if (!r) return false;
  const { date } = localTime(ctx.timeZone, start);
  if (!covers(resourceHours(ctx, resourceId, date), start, end)) return false;
  const busy = ctx.resource_busy.get(resourceId);
  if (!busy) return true;
  return r.capacity > 1
    ? busy.peak(start, busyEnd, ignore) < r.capacity
    : busy.overlapping(start, busyEnd, ignore).length === 0;
}

export interface SlotQuery {
  serviceId: number;
  pricingOptionId: number;
  date: string;
  /** Only this member; default every member at the location who performs the service. */
  memberId?: number;
  channel: "online" | "in_store";
  /** No slot starts before this instant (now, plus any notice). */
  notBefore?: number;
}

export interface MemberSlots {
  team_member_id: number;
  /** Start instants, with the local minutes after midnight. */
  slots: { start: number; minutes: number }[];
}

/** Members at the location who perform the service, in calendar order. */
export function performers(ctx: AvailabilityContext, service: ServiceInfo) {
  return [...ctx.members.values()]
    .filter(
      (m) =>
        !m.archived &&
        m.location_ids.has(ctx.location.id) &&
        service.member_ids.has(m.id),
    )
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
}

/**
 * Free start times of a service on a date, per member, at the online-booking
 * slot interval (local clock multiples from midnight): inside the member's
 * working time, overlapping none of their busy time (duration +
 * blocked_after), inside a service availability rule, and, when the service
 * needs a resource, with at least one listed resource open and free for
 * duration + extra time.
 */
export function freeSlots(
  ctx: AvailabilityContext,
  q: SlotQuery,
): MemberSlots[] {
  const service = ctx.services.get(q.serviceId);
  const option = service?.options.find((o) => o.id === q.pricingOptionId);
  if (!service || !option || service.archived || option.archived) return [];
  if (!service.location_ids.has(ctx.location.id)) return [];
  const busyLen = busyMinutes(
    option.duration_minutes,
    service.extra_time_type,
    service.extra_time_minutes,
  );
  const dur = option.duration_minutes * MINUTE;
  const step = ctx.slot_interval_minutes;
  const allows = startRule(ctx, service, q.channel);
  const starts: { start: number; minutes: number }[] = [];
  /** Starts whose local date is not q.date (none expected): checked by resourceFree itself. */
  const otherDay = new Set<number>();
  const at = zonedClock(ctx.timeZone, q.date);
  for (let m = 0; m < 1440; m += step) {
    const start = at(m);
    const local = localTime(ctx.timeZone, start);
    // A time the clocks skip is not offered (its instant belongs to a later time).
    if (local.minutes !== m) continue;
    if (q.notBefore !== undefined && start < q.notBefore) continue;
    if (!allows(local.date, local.minutes)) continue;
    if (local.date !== q.date) otherDay.add(start);
    starts.push({ start, minutes: m });
  }
  const rooms = service.resources_required
    ? candidateResources(ctx, service)
    : [];
  // resourceFree with the rooms' hours of the date looked up once.
  const roomDay = rooms.map((r) => ({
    r,
    hours: resourceHours(ctx, r.id, q.date),
    busy: ctx.resource_busy.get(r.id),
  }));
  const roomFree = (start: number) => {
    if (!service.resources_required) return true;
    const end = start + dur;
    const busyEnd = start + busyLen.resource * MINUTE;
    if (otherDay.has(start))
      return rooms.some((r) => resourceFree(ctx, r.id, start, end, busyEnd));
    return roomDay.some(
      ({ r, hours, busy }) =>
        covers(hours, start, end) &&
        (!busy ||
          (r.capacity > 1
            ? busy.peak(start, busyEnd) < r.capacity
            : !busy.anyOverlapping(start, busyEnd))),
    );
  };
  return performers(ctx, service)
    .filter((m) => q.memberId === undefined || m.id === q.memberId)
    .map((m) => {
      const working = memberWorking(ctx, m.id, q.date);
      const busy = ctx.member_busy.get(m.id);
      return {
        team_member_id: m.id,
        slots: starts.filter(
          ({ start }) =>
            covers(working, start, start + dur) &&
            !busy?.anyOverlapping(start, start + busyLen.member * MINUTE) &&
            roomFree(start),
        ),
      };
    });
}
