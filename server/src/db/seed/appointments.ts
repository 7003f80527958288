import { sql } from "drizzle-orm";
import {
  checkBooking,
  type BookingLineInput,
  type Channel,
  type PlannedService,
} from "../../modules/calendar/bookingCheck.js";
import {
  memberWorking,
  performers,
} from "../../modules/calendar/availability.js";
import { BusyList } from "../../modules/calendar/busy.js";
import type {
  AvailabilityContext,
  ServiceInfo,
} from "../../modules/calendar/context.js";
import { loadAvailabilityContext } from "../../modules/calendar/loadContext.js";
import {
  insertAppointments,
  type PlannedAppointment,
} from "../../modules/appointments/insert.js";
import type { Business } from "./business.js";
import type { SeedContext } from "./context.js";
import { addDays, daysBetween } from "./dates.js";
import type { Rng } from "./random.js";

/** Six months back, four weeks ahead (DOMAIN §6). */
export const PAST_DAYS = 182;
export const FUTURE_DAYS = 28;

const MINUTE = 60_000;
let placeholders = 0;
const CHANNELS: readonly (readonly [Channel, number])[] = [
  ["in_store", 35],
  ["phone", 30],
  ["online", 25],
  ["walk_in", 10],
];
const NOTES = [
  "Running 10 minutes late, called ahead.",
  "First visit: allow time for the consultation form.",
  "Asked for a quiet room.",
  "Gift from her partner.",
  "Wants to try the new aromatherapy oil.",
  "Bring the patch-test result.",
];

interface Reason {
  id: number;
  initiated_by: string;
}
interface ClientPick {
  id: number;
  created_at: number;
}

/** One planned visit before it gets its status, reference and row. */
interface Planned {
  location_id: number;
  channel: Channel;
  client_id: number | null;
  services: PlannedService[];
  start: number;
  end: number;
  created: number;
}

/** How full a member's day gets: busy in the past, thinning out further ahead. */
function fillFor(daysFromToday: number) {
  if (daysFromToday < 0) return 0.97;
  return Math.max(0.06, 0.5 - daysFromToday * 0.02);
}

/**
 * The demo appointments (DOMAIN §6): each member's working time at each
 * location, day by day, is filled with bookings that pass the booking
 * module's own check (checkBooking: performer, location, resource, working
 * hours, close dates, service availability, no double booking) against a
 * context that grows with every booking; then they get statuses (85 %
 * completed, 7 % cancelled with reasons, a third of those late, 3 % no-show,
 * future ones booked or confirmed) and go in through the module's bulk insert.
 */
export async function seedAppointments(
  ctx: SeedContext,
  business: Business,
): Promise<number> {
  const rng = ctx.rng.fork("appointments");
  const from = addDays(ctx.today, -PAST_DAYS);
  const to = addDays(ctx.today, FUTURE_DAYS - 1);
  const contexts: AvailabilityContext[] = [];
  for (const loc of business.locations)
    contexts.push(
      await loadAvailabilityContext(ctx.tx, ctx.merchantId, {
        locationId: loc.id,
        from,
        to,
      }),
    );
  // A member working at both locations is busy in both calendars at once.
  const shared = new Map<number, BusyList>();
  for (const c of contexts)
    for (const id of c.members.keys()) {
      const list = shared.get(id) ?? c.member_busy.get(id) ?? new BusyList();
      shared.set(id, list);
      c.member_busy.set(id, list);
    }

  const clients = await loadClients(ctx);
  const reasons = await loadReasons(ctx);
  const anchor = ctx.anchor.getTime();
  const planned: Planned[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) {
    for (const c of contexts)
      fillDay(c, d, daysBetween(ctx.today, d), rng, planned, clients, anchor);
  }
  planned.sort((a, b) => a.created - b.created || a.start - b.start);
  const notice = contexts[0].client_cancel_notice_minutes * MINUTE;
  const rows = planned.map((p) => withStatus(p, rng, anchor, notice, reasons));
  // Nobody listens yet: no calendar notifications.
  await insertAppointments(ctx.tx, ctx.merchantId, rows, { notify: false });
  return rows.length;
}

async function loadClients(ctx: SeedContext): Promise<ClientPick[]> {
  const { rows } = await ctx.tx.execute<{ id: number; created_at: string }>(
    sql`select id, created_at from clients
        where merchant_id = ${ctx.merchantId} and not blocked_online and archived_at is null
        order by created_at, id`,
  );
  // About 300 clients never visit: the newest ones are left out.
  return rows
    .slice(0, Math.max(1, rows.length - 300))
    .map((r) => ({ id: r.id, created_at: Date.parse(r.created_at) }));
}

async function loadReasons(ctx: SeedContext): Promise<Reason[]> {
  const { rows } = await ctx.tx.execute<{ id: number; initiated_by: string }>(
    sql`select id, initiated_by from cancellation_reasons
        where merchant_id = ${ctx.merchantId} and archived_at is null order by sort_order`,
  );
  return rows;
}

/** A client who already existed when the booking was made (walk-ins often stay anonymous). */
function pickClient(
  rng: Rng,
  clients: ClientPick[],
  bookedAt: number,
  channel: Channel,
) {
  if (channel === "walk_in" && rng.chance(0.5)) return null;
  let hi = clients.length;
  let lo = 0;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (clients[mid].created_at <= bookedAt) lo = mid + 1;
    else hi = mid;
  }
  return lo === 0 ? null : clients[rng.int(0, lo - 1)].id;
}

function fillDay(
  c: AvailabilityContext,
  date: string,
  ahead: number,
  rng: Rng,
  out: Planned[],
  clients: ClientPick[],
  anchor: number,
) {
  const fill = fillFor(ahead);
  const services = [...c.services.values()].filter(
    (s) => !s.archived && s.location_ids.has(c.location.id),
  );
  const members = [...c.members.values()]
    .filter((m) => !m.archived && m.location_ids.has(c.location.id))
    .sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
  for (const m of members) {
    const mine = services.filter((s) => s.member_ids.has(m.id));
    if (!mine.length) continue;
    for (const shift of memberWorking(c, m.id, date)) {
      let t = shift.start;
      while (t < shift.end) {
        if (!rng.chance(fill)) {
          t += rng.pick([15, 30]) * MINUTE;
          continue;
        }
        // Already busy (the second service of another member's booking): skip past it.
        const busy = c.member_busy.get(m.id)?.overlapping(t, t + MINUTE);
        if (busy?.length) {
          t = Math.max(...busy.map((b) => b.end));
          continue;
        }
        const booked = tryBook(
          c,
          m.id,
          mine,
          services,
          { start: t, end: shift.end },
          rng,
          clients,
          anchor,
        );
        if (!booked) {
          t += 15 * MINUTE;
          continue;
        }
        out.push(booked);
        const own = booked.services.filter((s) => s.team_member_id === m.id);
        t = Math.max(...own.map((s) => s.member_busy_until));
        t +=
          rng.weighted([
            [0, 85],
            [15, 10],
            [30, 5],
          ] as const) * MINUTE;
      }
    }
  }
}

/** One booking for `memberId` at `start` (20 % with a second service after it), through the check. */
function tryBook(
  c: AvailabilityContext,
  memberId: number,
  mine: ServiceInfo[],
  offered: ServiceInfo[],
  { start, end }: { start: number; end: number },
  rng: Rng,
  clients: ClientPick[],
  anchor: number,
): Planned | undefined {
  for (let attempt = 0; attempt < 3; attempt++) {
    const service = rng.pick(mine);
    // Only what fits before the shift ends (the check would refuse the rest).
    const options = service.options.filter(
      (o) => !o.archived && start + o.duration_minutes * MINUTE <= end,
    );
    if (!options.length) continue;
    const option = rng.pick(options);
    const channel = rng.weighted(CHANNELS);
    const lines: BookingLineInput[] = [
      {
        service_id: service.id,
        pricing_option_id: option.id,
        team_member_id: memberId,
        start_at: start,
        is_requested_member: rng.chance(0.3),
      },
    ];
    if (rng.chance(0.4)) {
      const second = rng.pick(offered);
      const by = performers(c, second);
      const o2 = second.options.filter((o) => !o.archived);
      if (by.length && o2.length)
        lines.push({
          service_id: second.id,
          pricing_option_id: rng.pick(o2).id,
          team_member_id:
            by.some((p) => p.id === memberId) && rng.chance(0.6)
              ? memberId
              : rng.pick(by).id,
          start_at: start + option.duration_minutes * MINUTE,
        });
    }
    const check = checkBooking(c, { lines, channel });
    if (!check.ok) continue;
    const lead =
      channel === "walk_in"
        ? rng.int(5, 20) * MINUTE
        : rng.int(1, 21) * 86_400_000 - rng.int(0, 600) * MINUTE;
    const created = Math.min(anchor - MINUTE, check.start - lead);
    // Not in the database yet: a placeholder id in the busy lists.
    reserve(c, check.services, -(placeholders += 1));
    return {
      location_id: c.location.id,
      channel,
      client_id: pickClient(rng, clients, created, channel),
      services: check.services,
      start: check.start,
      end: check.end,
      created,
    };
  }
  return undefined;
}

/** Makes the planned services busy in the context, so later bookings see them. */
function reserve(
  c: AvailabilityContext,
  services: PlannedService[],
  id: number,
) {
  for (const s of services) {
    const entry = {
      appointment_id: id,
      reference: "",
      service_start: s.start,
      service_end: s.end,
    };
    let members = c.member_busy.get(s.team_member_id);
    if (!members)
      c.member_busy.set(s.team_member_id, (members = new BusyList()));
    members.add({ ...entry, start: s.start, end: s.member_busy_until });
    if (s.resource_id !== null) {
      let res = c.resource_busy.get(s.resource_id);
      if (!res) c.resource_busy.set(s.resource_id, (res = new BusyList()));
      res.add({ ...entry, start: s.start, end: s.resource_busy_until });
    }
  }
}

/** Status, cancellation and timestamps, from where the visit falls against the anchor. */
function withStatus(
  p: Planned,
  rng: Rng,
  anchor: number,
  notice: number,
  reasons: Reason[],
): PlannedAppointment {
  const iso = (t: number) => new Date(t).toISOString();
  const base = {
    location_id: p.location_id,
    client_id: p.client_id,
    channel: p.channel,
    notes: rng.chance(0.08) ? rng.pick(NOTES) : null,
    services: p.services,
    start: p.start,
    end: p.end,
    created_at: iso(p.created),
  };
  const past = p.end <= anchor;
  const cancelled = rng.chance(0.066);
  if (cancelled) {
    const byClient = rng.chance(0.8);
    const pool = reasons.filter(
      (r) =>
        r.initiated_by === (byClient ? "client" : "business") ||
        r.initiated_by === "any",
    );
    const latest = Math.min(anchor, p.start) - MINUTE;
    // Some early ones end up late (booked inside the notice window): aim a bit under a third.
    const wantLate = rng.chance(0.28);
    // Late: inside the notice window before the start; otherwise before it.
    const lateFrom = Math.max(p.created + MINUTE, p.start - notice + MINUTE);
    const earlyTo = Math.min(latest, p.start - notice - MINUTE);
    let at: number;
    if (wantLate && lateFrom <= latest)
      at = lateFrom + Math.floor(rng.float() * (latest - lateFrom));
    else if (earlyTo > p.created + MINUTE)
      at =
        p.created +
        MINUTE +
        Math.floor(rng.float() * (earlyTo - p.created - MINUTE));
    // Booked and cancelled within minutes (created is at least 5 minutes before the start).
    else at = Math.max(p.created, latest);
    return {
      ...base,
      status: "cancelled",
      cancellation_reason_id: rng.pick(pool.length ? pool : reasons).id,
      cancelled_by: byClient ? "client" : "business",
      cancelled_at: iso(at),
      is_late_cancellation: p.start - at < notice,
    };
  }
  const status = past
    ? rng.weighted([
        ["completed", 895],
        ["no_show", 35],
      ] as const)
    : p.start <= anchor
      ? "started"
      : rng.chance(0.4)
        ? "confirmed"
        : "booked";
  return {
    ...base,
    status,
    cancellation_reason_id: null,
    cancelled_by: null,
    cancelled_at: null,
    is_late_cancellation: false,
  };
}
