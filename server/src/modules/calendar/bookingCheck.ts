import {
  candidateResources,
  closeDateOn,
  memberWorking,
  resourceFree,
  resourceHours,
  serviceAllowsStart,
} from "./availability.js";
import type { BusyEntry } from "./busy.js";
import type { AvailabilityContext } from "./context.js";
import { covers } from "./intervals.js";
import { longDate, span, spanOnDay } from "./messages.js";
import { planLines } from "./bookingLines.js";
import type {
  BookingCheck,
  BookingInput,
  Conflict,
  PlannedService,
  Refusal,
  RefusalCode,
  RefusalParams,
  RefusalReason,
} from "./bookingTypes.js";
import { localClock, localTime, wireInstant } from "./zonedTime.js";

export type * from "./bookingTypes.js";

/**
 * The booking rules (DOMAIN §3.30, §4.8–4.10) as one pure function over an
 * AvailabilityContext: the routes, the demo seed and the tests all book
 * through it, then insert with insertAppointments (appointments/booking.ts).
 * Order: references (422), then who/what/where (location, performer,
 * resource), then double booking (never overridable), then close dates,
 * working hours and service availability (overridable).
 */

export const refuse = (
  code: RefusalCode,
  message: string,
  how: {
    reason: RefusalReason;
    params?: RefusalParams;
    line?: number;
    can_override?: boolean;
    conflicts?: Conflict[];
  },
): BookingCheck => ({
  ok: false,
  refusal: {
    code,
    message,
    can_override: how.can_override ?? false,
    ...(how.conflicts ? { conflicts: how.conflicts } : {}),
    reason: how.reason,
    params: how.params ?? {},
    ...(how.line !== undefined ? { line: how.line } : {}),
  } satisfies Refusal,
});

const iso = wireInstant;
const meets = (a: number, b: number, c: number, d: number) => a < d && c < b;

/** Location, performer and resource of each line; assigns a free resource where one is needed. */
function whoWhatWhere(
  ctx: AvailabilityContext,
  lines: PlannedService[],
  input: BookingInput,
): BookingCheck | undefined {
  const loc = ctx.location;
  for (const l of lines) {
    const line = l.sequence;
    const s = ctx.services.get(l.service_id)!;
    const m = ctx.members.get(l.team_member_id)!;
    const r =
      l.resource_id === null ? undefined : ctx.resources.get(l.resource_id)!;
    if (!s.location_ids.has(loc.id))
      return refuse(
        "location_mismatch",
        `${s.name} is not offered at ${loc.name}.`,
        {
          reason: "service_not_at_location",
          params: { service: s.name, location: loc.name },
          line,
        },
      );
    if (!m.location_ids.has(loc.id))
      return refuse(
        "location_mismatch",
        `${m.name} does not work at ${loc.name}.`,
        {
          reason: "member_not_at_location",
          params: { member: m.name, location: loc.name },
          line,
        },
      );
    if (r && r.location_id !== loc.id)
      return refuse("location_mismatch", `${r.name} is not at ${loc.name}.`, {
        reason: "resource_not_at_location",
        params: { resource: r.name, location: loc.name },
        line,
      });
    if (!s.member_ids.has(m.id))
      return refuse(
        "member_cannot_perform",
        `${m.name} does not perform ${s.name}.`,
        {
          reason: "member_cannot_perform",
          params: { member: m.name, service: s.name },
          line,
        },
      );
    if (r && !s.resource_ids.has(r.id))
      return refuse(
        "resource_category",
        `${r.name} cannot be used for ${s.name}.`,
        {
          reason: "resource_not_for_service",
          params: { resource: r.name, service: s.name },
          line,
        },
      );
    if (!r && s.resources_required) {
      const rooms = candidateResources(ctx, s);
      if (!rooms.length)
        return refuse(
          "resource_category",
          `${s.name} needs a resource, and none is set up for it at ${loc.name}.`,
          {
            reason: "no_resource_for_service",
            params: { service: s.name, location: loc.name },
            line,
          },
        );
      // Automatic assignment: the first free one (DOMAIN §3.20), else the first (refused below).
      const free = rooms.find(
        (c) =>
          resourceFree(
            ctx,
            c.id,
            l.start,
            l.end,
            l.resource_busy_until,
            input.appointmentId,
          ) &&
          !lines.some(
            (o) =>
              o !== l &&
              o.resource_id === c.id &&
              meets(
                o.start,
                o.resource_busy_until,
                l.start,
                l.resource_busy_until,
              ),
          ),
      );
      l.resource_id = (free ?? rooms[0]).id;
    }
    if (l.resource_id !== null)
      l.resource_shared = ctx.resources.get(l.resource_id)!.capacity > 1;
  }
  return undefined;
}

/** A stored busy entry (appointment or blocked time) in the way of a member or resource: the conflict and its sentence. */
export function conflictWith(
  timeZone: string,
  kind: Conflict["kind"],
  id: number,
  name: string,
  e: BusyEntry,
  line: number,
): { conflict: Conflict; sentence: string } {
  return {
    conflict: {
      kind,
      id,
      name,
      start_at: iso(e.start),
      end_at: iso(e.end),
      appointment_id: e.blocked ? null : e.appointment_id,
      reference: e.blocked ? null : e.reference,
      blocked_time: e.blocked ?? null,
      line,
    },
    sentence: e.blocked
      ? `${name} has blocked time ${span(timeZone, e.start, e.end)}${e.blocked.title ? ` (${e.blocked.title})` : ""}.`
      : `${name} is already booked ${span(timeZone, e.start, e.end)} (${e.reference}).`,
  };
}

/** A refusal of double booking: every conflict, every sentence once. */
export const overlapRefusal = (
  conflicts: Conflict[],
  sentences: string[],
): BookingCheck =>
  refuse("overlap", [...new Set(sentences)].join(" "), {
    reason: "overlap",
    conflicts,
    line: conflicts[0].line,
  });

/** Double booking against stored appointments and within the request (DOMAIN §4.10). */
function overlaps(
  ctx: AvailabilityContext,
  lines: PlannedService[],
  input: BookingInput,
): BookingCheck | undefined {
  const tz = ctx.timeZone;
  const ignore = input.appointmentId;
  const conflicts: Conflict[] = [];
  const sentences: string[] = [];
  const stored = (
    kind: Conflict["kind"],
    id: number,
    name: string,
    e: BusyEntry,
    line: number,
  ) => {
    const c = conflictWith(tz, kind, id, name, e, line);
    conflicts.push(c.conflict);
    sentences.push(c.sentence);
  };
  const twice = (
    kind: Conflict["kind"],
    id: number,
    name: string,
    start: number,
    end: number,
    line: number,
  ) => {
    conflicts.push({
      kind,
      id,
      name,
      start_at: iso(start),
      end_at: iso(end),
      appointment_id: ignore ?? null,
      reference: null,
      blocked_time: null,
      line,
    });
    sentences.push(
      `${name} would be booked for two services of this appointment at once (${span(tz, start, end)}).`,
    );
  };
  lines.forEach((l, i) => {
    const member = ctx.members.get(l.team_member_id)!;
    for (const e of ctx.member_busy
      .get(member.id)
      ?.overlapping(l.start, l.member_busy_until, ignore) ?? [])
      stored("team_member", member.id, member.name, e, i);
    const r =
      l.resource_id === null ? undefined : ctx.resources.get(l.resource_id);
    if (r) {
      const busy = ctx.resource_busy.get(r.id);
      const hits =
        busy?.overlapping(l.start, l.resource_busy_until, ignore) ?? [];
      const full =
        r.capacity > 1
          ? (busy?.peak(l.start, l.resource_busy_until, ignore) ?? 0) >=
            r.capacity
          : hits.length > 0;
      if (full) for (const e of hits) stored("resource", r.id, r.name, e, i);
    }
    for (const o of lines.slice(0, i)) {
      if (
        o.team_member_id === l.team_member_id &&
        meets(o.start, o.member_busy_until, l.start, l.member_busy_until)
      )
        twice(
          "team_member",
          member.id,
          member.name,
          Math.max(o.start, l.start),
          Math.min(o.member_busy_until, l.member_busy_until),
          i,
        );
      if (
        r &&
        r.capacity === 1 &&
        o.resource_id === r.id &&
        meets(o.start, o.resource_busy_until, l.start, l.resource_busy_until)
      )
        twice(
          "resource",
          r.id,
          r.name,
          Math.max(o.start, l.start),
          Math.min(o.resource_busy_until, l.resource_busy_until),
          i,
        );
    }
  });
  if (!conflicts.length) return undefined;
  return overlapRefusal(conflicts, sentences);
}

/** Close dates, working hours and service availability: what the owner may confirm. */
function hours(
  ctx: AvailabilityContext,
  lines: PlannedService[],
  input: BookingInput,
): BookingCheck | undefined {
  const tz = ctx.timeZone;
  const confirm = input.confirmOutsideHours === true;
  const hint = " Confirm to book anyway.";
  if (!confirm) {
    for (const l of lines) {
      const { date } = localTime(tz, l.start);
      const closed = closeDateOn(ctx, date);
      if (closed)
        return refuse(
          "close_date",
          `${ctx.location.name} is closed on ${longDate(date)} (${closed.description}).${hint}`,
          {
            reason: "close_date",
            params: {
              location: ctx.location.name,
              date,
              description: closed.description,
            },
            line: l.sequence,
            can_override: true,
          },
        );
    }
    for (const l of lines) {
      const { date } = localTime(tz, l.start);
      const m = ctx.members.get(l.team_member_id)!;
      const when = { start_at: iso(l.start), end_at: iso(l.end) };
      if (!covers(memberWorking(ctx, m.id, date), l.start, l.end))
        return refuse(
          "outside_hours",
          `${m.name} is not working ${spanOnDay(tz, l.start, l.end)}.${hint}`,
          {
            reason: "member_outside_hours",
            params: { member: m.name, ...when },
            line: l.sequence,
            can_override: true,
          },
        );
      const r =
        l.resource_id === null ? undefined : ctx.resources.get(l.resource_id)!;
      if (r && !covers(resourceHours(ctx, r.id, date), l.start, l.end))
        return refuse(
          "outside_hours",
          `${r.name} is not available ${spanOnDay(tz, l.start, l.end)}.${hint}`,
          {
            reason: "resource_outside_hours",
            params: { resource: r.name, ...when },
            line: l.sequence,
            can_override: true,
          },
        );
    }
  }
  // Online booking enforces service availability; the calendar lets role 2 confirm (DOMAIN §3.26).
  const channel = input.channel === "online" ? "online" : "in_store";
  const mayOverride =
    input.mayOverrideServiceRules === true && channel !== "online";
  for (const l of lines) {
    const s = ctx.services.get(l.service_id)!;
    if (
      serviceAllowsStart(ctx, s, l.start, channel) ||
      (mayOverride && confirm)
    )
      continue;
    const { date } = localTime(tz, l.start);
    return refuse(
      "service_unavailable",
      `${s.name} is not offered at ${localClock(tz, l.start)} on ${longDate(date)}.${mayOverride ? hint : ""}`,
      {
        reason: "service_unavailable",
        params: { service: s.name, start_at: iso(l.start) },
        line: l.sequence,
        can_override: mayOverride,
      },
    );
  }
  return undefined;
}

/** Checks a booking and plans its rows; never queries (the context holds what it reads). */
export function checkBooking(
  ctx: AvailabilityContext,
  input: BookingInput,
): BookingCheck {
  const planned = planLines(ctx, input);
  if ("errors" in planned) return { ok: false, errors: planned.errors };
  const { lines } = planned;
  const refused =
    whoWhatWhere(ctx, lines, input) ??
    overlaps(ctx, lines, input) ??
    hours(ctx, lines, input);
  if (refused) return refused;
  return {
    ok: true,
    services: lines,
    start: Math.min(...lines.map((l) => l.start)),
    end: Math.max(...lines.map((l) => l.end)),
  };
}
