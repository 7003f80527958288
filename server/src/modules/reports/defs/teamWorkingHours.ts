import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import {
  datesFrom,
  memberScheduled,
  memberWorking,
} from "../../calendar/availability.js";
import type { Interval } from "../../calendar/intervals.js";
import { contextOf } from "../../calendar/loadContext.js";
import { masterData, versionAnd } from "../../calendar/masterCache.js";
import { localDate, onLocalDays } from "../localDays.js";
import { idFilter } from "../query.js";
import {
  defineReport,
  type ReportContext,
  type ReportQuery,
  type Row,
} from "../types.js";

const filters = z
  .object({
    team_member_id: idFilter("the team member"),
    department_id: idFilter("the department"),
    group_by: z
      .enum(["member", "day"], { error: 'Group by "member" or "day".' })
      .optional(),
  })
  .strict();
type Filters = z.output<typeof filters>;

const minutes = (list: readonly Interval[]) =>
  list.reduce((s, i) => s + (i.end - i.start) / 60_000, 0);
const hours = (m: number) => Math.round((m / 60) * 100) / 100;
const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/** Minutes per (location, member, local date) of one member-location-day. */
interface Day {
  location_id: number;
  member_id: number;
  date: string;
  scheduled: number;
  working: number;
  booked: number;
}

/**
 * Booked minutes per location, member and local date: Σ (duration +
 * blocked time after) of active services (not cancelled, not no-show), on
 * the local date of their start at the appointment's location.
 */
async function bookedMinutes(ctx: ReportContext, q: ReportQuery<Filters>) {
  const where: SQL[] = [
    sql`s.merchant_id = ${ctx.merchantId}`,
    sql`s.active`,
    onLocalDays(sql`s.start_at`, sql`l.timezone`, q.from, q.to),
  ];
  if (q.location_id !== undefined)
    where.push(sql`a.location_id = ${q.location_id}`);
  if (q.filters.team_member_id !== undefined)
    where.push(sql`s.team_member_id = ${q.filters.team_member_id}`);
  const { rows } = await ctx.db.execute<{
    location_id: number;
    member_id: number;
    date: string;
    minutes: number;
  }>(sql`
    select a.location_id, s.team_member_id as member_id,
      ${localDate(sql`s.start_at`, sql`l.timezone`)} as date,
      round(sum(extract(epoch from s.member_busy_until - s.start_at)) / 60)::int as minutes
    from appointment_services s
    join appointments a on a.merchant_id = s.merchant_id and a.id = s.appointment_id
    join locations l on l.merchant_id = a.merchant_id and l.id = a.location_id
    where ${sql.join(where, sql` and `)}
    group by 1, 2, 3`);
  return rows;
}

/**
 * Every member-location-day with scheduled time or bookings: scheduled and
 * working time by the calendar's own rules (calendar/availability.ts:
 * shifts and changed days inside opening hours, none on close dates or
 * outside employment; working = scheduled minus time off), booked time from
 * the appointments.
 */
async function memberDays(ctx: ReportContext, q: ReportQuery<Filters>) {
  const f = q.filters;
  const { read } = await versionAnd(
    ctx.db,
    ctx.merchantId,
    null,
    "cal_version",
  );
  const master = await masterData(ctx.db, read);
  const days = new Map<string, Day>();
  const day = (location_id: number, member_id: number, date: string) => {
    const key = `${location_id}:${member_id}:${date}`;
    let d = days.get(key);
    if (!d)
      days.set(
        key,
        (d = {
          location_id,
          member_id,
          date,
          scheduled: 0,
          working: 0,
          booked: 0,
        }),
      );
    return d;
  };
  const wanted = (id: number) => {
    const m = master.members.get(id);
    if (!m) return false;
    if (f.team_member_id !== undefined && id !== f.team_member_id) return false;
    return (
      f.department_id === undefined || m.base.department_id === f.department_id
    );
  };
  for (const loc of master.locations.values()) {
    if (q.location_id !== undefined && loc.id !== q.location_id) continue;
    if (loc.archived) continue;
    const ctxAt = contextOf(master, {
      locationId: loc.id,
      from: q.from,
      to: q.to,
      resourceIds: [],
      serviceIds: [],
      busy: false,
    });
    for (const [memberId, member] of ctxAt.members) {
      if (!wanted(memberId)) continue;
      // No shift pattern or changed day here in the range: nothing scheduled.
      const { patterns, overrides } = member.schedule;
      if (!patterns.length && !overrides.size) continue;
      for (const date of datesFrom(q.from, q.to)) {
        const scheduled = minutes(memberScheduled(ctxAt, memberId, date));
        if (!scheduled) continue;
        const d = day(loc.id, memberId, date);
        d.scheduled = scheduled;
        d.working = minutes(memberWorking(ctxAt, memberId, date));
      }
    }
  }
  for (const b of await bookedMinutes(ctx, q))
    if (wanted(b.member_id))
      day(b.location_id, b.member_id, b.date).booked += b.minutes;
  return { master, days: [...days.values()] };
}

function measures(s: { scheduled: number; working: number; booked: number }) {
  return {
    scheduled_hours: hours(s.scheduled),
    time_off_hours: hours(s.scheduled - s.working),
    available_hours: hours(s.working),
    booked_hours: hours(s.booked),
    occupancy_pct: pct(s.booked, s.working),
  };
}

const NUMBERS = [
  { key: "scheduled_hours", type: "quantity" as const },
  { key: "time_off_hours", type: "quantity" as const },
  { key: "available_hours", type: "quantity" as const },
  { key: "booked_hours", type: "quantity" as const },
  { key: "occupancy_pct", type: "percent" as const },
];

/**
 * Team working hours (DOMAIN §5.9, service 12), per member and location or
 * per day and location: scheduled hours, time off that falls in them,
 * available = scheduled − time off, booked hours (duration + blocked time
 * of active services), occupancy = booked ÷ available. Totals and
 * percentages come from minutes, so they are not sums of rounded hours.
 */
export const teamWorkingHoursReport = defineReport({
  name: "team-working-hours",
  serviceId: 12,
  summary: "Team working hours report",
  description:
    "Per team member and location (group_by=member, default) or per local date and location (group_by=day) over the local days from–to: scheduled hours (shifts and changed days inside opening hours, none on close dates, as the calendar reads them), time off hours within them, available hours, booked hours (duration + blocked time of appointments not cancelled or no-show) and occupancy % = booked ÷ available. Filters: location_id, team_member_id, department_id.",
  dated: true,
  filters,
  basis: () => "working_day",
  columns: (f) =>
    f.group_by === "day"
      ? [
          { key: "date", type: "date" },
          { key: "location_name", type: "text" },
          ...NUMBERS,
        ]
      : [
          {
            key: "team_member_name",
            type: "text",
            link: { resource: "team-members", id: "team_member_id" },
          },
          { key: "location_name", type: "text" },
          ...NUMBERS,
        ],
  defaultSort: (f) =>
    f.group_by === "day"
      ? { key: "date", order: "asc" }
      : { key: "team_member_name", order: "asc" },
  load: async (ctx, q) => {
    const { master, days } = await memberDays(ctx, q);
    const byDay = q.filters.group_by === "day";
    const groups = new Map<
      string,
      { row: Row; scheduled: number; working: number; booked: number }
    >();
    const all = { scheduled: 0, working: 0, booked: 0 };
    for (const d of days) {
      const key = byDay
        ? `${d.date}:${d.location_id}`
        : `${d.member_id}:${d.location_id}`;
      let g = groups.get(key);
      if (!g) {
        const location_name = master.locations.get(d.location_id)?.name ?? "";
        const row: Row = byDay
          ? { id: key, date: d.date, location_id: d.location_id, location_name }
          : {
              id: key,
              team_member_id: d.member_id,
              team_member_name:
                master.members.get(d.member_id)?.base.name ?? "",
              location_id: d.location_id,
              location_name,
            };
        groups.set(key, (g = { row, scheduled: 0, working: 0, booked: 0 }));
      }
      for (const k of ["scheduled", "working", "booked"] as const) {
        g[k] += d[k];
        all[k] += d[k];
      }
    }
    return {
      kind: "rows",
      rows: [...groups.values()].map((g) => ({ ...g.row, ...measures(g) })),
      totals: measures(all),
    };
  },
});
