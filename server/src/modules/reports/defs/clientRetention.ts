import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { addDays, localTime } from "../../calendar/zonedTime.js";
import { localMidnight, onLocalDays } from "../localDays.js";
import { personName } from "../names.js";
import { clientTotalSales } from "../clientSales.js";
import {
  defineReport,
  type ReportColumn,
  type ReportContext,
  type ReportQuery,
  type Row,
} from "../types.js";

const filters = z
  .object({
    view: z
      .enum(["summary", "list"], { error: 'The view is "summary" or "list".' })
      .optional(),
    group_by: z
      .enum(["location", "team_member"], {
        error: 'Group by "location" or "team_member".',
      })
      .optional(),
    window: z
      .enum(["30", "60", "90"], {
        error: "The lapse window is 30, 60 or 90 days.",
      })
      .optional(),
  })
  .strict();
type Filters = z.output<typeof filters>;

/** Completed appointments (visits, DOMAIN §5.8) on the local days of the range, walk-ins included. */
function visitsInRange(ctx: ReportContext, q: ReportQuery<Filters>): SQL {
  const where = [
    sql`a.merchant_id = ${ctx.merchantId}`,
    sql`a.status = 'completed'`,
    onLocalDays(sql`a.start_at`, sql`l.timezone`, q.from, q.to),
  ];
  if (q.location_id !== undefined)
    where.push(sql`a.location_id = ${q.location_id}`);
  return sql`select a.id, a.client_id, a.location_id, a.start_at
    from appointments a
    join locations l on l.merchant_id = a.merchant_id and l.id = a.location_id
    where ${sql.join(where, sql` and `)}`;
}

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

function measures(r: Row): Row {
  const n = (k: string) => Number(r[k] ?? 0);
  const seen = n("clients_seen");
  return {
    clients_seen: seen,
    new: n("new"),
    returning: n("returning"),
    walk_ins: n("walk_ins"),
    rebooked: n("rebooked"),
    rebooked_pct: pct(n("rebooked"), seen),
    returning_pct: pct(n("returning"), seen),
  };
}

/**
 * The summary: per location or team member, each client counted once.
 * Returning = seen in the range and visited (anywhere) before its first
 * day; new = seen and not returning (their first visit ever is in the
 * range); rebooked = has a later appointment, not cancelled, after their
 * last visit in the range. Walk-ins = completed visits without a client.
 */
async function summary(ctx: ReportContext, q: ReportQuery<Filters>) {
  const M = ctx.merchantId;
  const byMember = q.filters.group_by === "team_member";
  const grouped = byMember
    ? sql`select x.team_member_id as group_id, ${personName("tm")} as "group", s.client_id, s.id
        from seen s
        join appointment_services x on x.merchant_id = ${M} and x.appointment_id = s.id
        join team_members tm on tm.merchant_id = x.merchant_id and tm.id = x.team_member_id`
    : sql`select s.location_id as group_id, l.name as "group", s.client_id, s.id
        from seen s join locations l on l.merchant_id = ${M} and l.id = s.location_id`;
  // Each client once per group (pairs), each once in the totals (flags):
  // plain counts, no count(distinct). "Before the range" is bounded by a
  // constant too, so the (client, start) index bounds each look-up.
  // Local midnight anywhere (UTC−12 … UTC+14) is before noon UTC of the date.
  const before = `${q.from}T12:00:00Z`;
  const { rows } = await ctx.db.execute<Row>(sql`
    with seen as (${visitsInRange(ctx, q)}),
    per_client as (
      select client_id, max(start_at) as last_at from seen
      where client_id is not null group by client_id),
    flags as (
      select p.client_id,
        exists (select 1 from appointments b
          join locations lb on lb.merchant_id = b.merchant_id and lb.id = b.location_id
          where b.merchant_id = ${M} and b.client_id = p.client_id and b.status = 'completed'
            and b.start_at < ${before}::timestamptz
            and b.start_at < ${localMidnight(q.from, sql`lb.timezone`)}) as came_before,
        exists (select 1 from appointments n
          where n.merchant_id = ${M} and n.client_id = p.client_id
            and n.start_at > p.last_at and n.status <> 'cancelled') as rebooked
      from per_client p),
    grouped as (${grouped}),
    pairs as (
      select group_id, "group", client_id, count(*) as visits
      from grouped group by 1, 2, 3)
    select false as is_total, g.group_id, g."group",
      (count(g.client_id))::int as clients_seen,
      (count(*) filter (where f.came_before))::int as returning,
      (count(*) filter (where not f.came_before))::int as new,
      (count(*) filter (where f.rebooked))::int as rebooked,
      coalesce(sum(g.visits) filter (where g.client_id is null), 0)::int as walk_ins
    from pairs g left join flags f on f.client_id = g.client_id
    group by g.group_id, g."group"
    union all
    select true, null, null, count(*)::int,
      (count(*) filter (where came_before))::int,
      (count(*) filter (where not came_before))::int,
      (count(*) filter (where rebooked))::int,
      (select count(*) from seen where client_id is null)::int
    from flags`);
  const total = rows.find((r) => r.is_total);
  return {
    kind: "rows" as const,
    rows: rows
      .filter((r) => !r.is_total)
      .map((r) => ({ group_id: r.group_id, group: r.group, ...measures(r) })),
    totals: measures(total ?? {}),
  };
}

/**
 * The list: clients seen in the range whose last visit ever is more than
 * the lapse window ago (on the business's clock today) and who have no
 * appointment ahead (booked to started). So none has a next appointment:
 * that column of DOMAIN §5.8 is left out.
 */
function list(ctx: ReportContext, q: ReportQuery<Filters>) {
  const M = ctx.merchantId;
  const today = localTime(ctx.timeZone, ctx.now.getTime()).date;
  const cutoff = addDays(today, -Number(q.filters.window ?? "90"));
  const contacts = ctx.contacts
    ? sql`c.mobile as client_mobile, c.email as client_email,`
    : sql``;
  const seenHere = [
    onLocalDays(sql`a.start_at`, sql`l.timezone`, q.from, q.to),
  ];
  if (q.location_id !== undefined)
    seenHere.push(sql`a.location_id = ${q.location_id}`);
  // One pass over the clients' visits, grouped by client: each one's last
  // visit ever (its appointment and zone) and whether one fell in the range
  // (no self-join, whatever the planner knows of the tables).
  const select = (only?: SQL) => sql`
    with lv as (
      select a.client_id, max(a.start_at) as last_at,
        (array_agg(a.id order by a.start_at desc, a.id desc))[1] as last_id,
        (array_agg(l.timezone order by a.start_at desc, a.id desc))[1] as tz
      from appointments a
      join locations l on l.merchant_id = a.merchant_id and l.id = a.location_id
      where a.merchant_id = ${M} and a.status = 'completed' and a.client_id is not null
        ${only ? sql`and a.client_id = any(${only})` : sql``}
      group by a.client_id
      having bool_or(${sql.join(seenHere, sql` and `)}))
    select c.id, c.id as client_id, ${personName("c")} as client_name, ${contacts}
      ((lv.last_at at time zone lv.tz)::date)::text as last_visit,
      (${today}::date - (lv.last_at at time zone lv.tz)::date)::int as days_since,
      (select ${personName("tm")} from appointment_services s
        join team_members tm on tm.merchant_id = s.merchant_id and tm.id = s.team_member_id
        where s.merchant_id = ${M} and s.appointment_id = lv.last_id
        order by s.sequence, s.id limit 1) as last_team_member,
      ${clientTotalSales(sql`c.id`)} as total_sales
    from lv
    join clients c on c.merchant_id = ${M} and c.id = lv.client_id
    where (lv.last_at at time zone lv.tz)::date <= ${cutoff}::date
      and not exists (select 1 from appointments u
        where u.merchant_id = ${M} and u.client_id = c.id and u.start_at > ${ctx.now.toISOString()}::timestamptz
          and u.status in ('booked', 'confirmed', 'arrived', 'started'))`;
  return { kind: "sql" as const, select };
}

const SUMMARY: ReportColumn[] = [
  { key: "clients_seen", type: "quantity" },
  { key: "new", type: "quantity" },
  { key: "returning", type: "quantity" },
  { key: "walk_ins", type: "quantity" },
  { key: "rebooked", type: "quantity" },
  { key: "rebooked_pct", type: "percent" },
  { key: "returning_pct", type: "percent" },
];

/** Client retention (DOMAIN §5.8, service 11): from appointments only (a visit = a completed appointment). */
export const clientRetentionReport = defineReport({
  name: "client-retention",
  serviceId: 11,
  summary: "Client retention report",
  description:
    "Visits are completed appointments on the local days from–to. view=summary (group_by location or team_member): clients seen, new, returning, walk-in visits, rebooked, % rebooked, % returning, each client once per group and once in the totals. view=list: clients seen in the range whose last visit is older than the lapse window (window 30, 60 or 90 days; default 90) and who have nothing booked ahead: last visit, days since, last team member, total sales. Filter: location_id.",
  dated: true,
  filters,
  basis: () => "appointment_start",
  columns: (f) =>
    f.view === "list"
      ? [
          {
            key: "client_name",
            type: "text",
            link: { resource: "clients", id: "client_id" },
          },
          { key: "client_mobile", type: "text", contact: true },
          { key: "client_email", type: "text", contact: true },
          { key: "last_visit", type: "date" },
          { key: "days_since", type: "quantity" },
          { key: "last_team_member", type: "text" },
          { key: "total_sales", type: "money", total: true },
        ]
      : [
          {
            key: "group",
            type: "text",
            link: {
              resource:
                f.group_by === "team_member" ? "team-members" : "locations",
              id: "group_id",
            },
          },
          ...SUMMARY,
        ],
  defaultSort: (f) =>
    f.view === "list"
      ? { key: "last_visit", order: "asc" }
      : { key: "group", order: "asc" },
  load: async (ctx, q) =>
    q.filters.view === "list" ? list(ctx, q) : summary(ctx, q),
});
