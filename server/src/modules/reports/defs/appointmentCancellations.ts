import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { onLocalDays, wireInstantSql } from "../localDays.js";
import { personName } from "../names.js";
import { idFilter } from "../query.js";
import {
  defineReport,
  type ReportContext,
  type ReportQuery,
  type Row,
} from "../types.js";
import { teamMemberFilter } from "./appointmentFilters.js";

const filters = z
  .object({
    team_member_id: teamMemberFilter,
    reason_id: idFilter("the cancellation reason"),
    type: z
      .enum(["cancelled", "late_cancelled", "no_show"], {
        error: "The type is one of: cancelled, late_cancelled, no_show.",
      })
      .optional(),
    basis: z
      .enum(["scheduled", "cancelled"], {
        error: 'The date basis is "scheduled" or "cancelled".',
      })
      .optional(),
    view: z
      .enum(["list", "by_reason"], {
        error: 'The view is "list" or "by_reason".',
      })
      .optional(),
  })
  .strict();
type Filters = z.output<typeof filters>;

const TZ = sql`l.timezone`;

/** The appointment's services: names in order and Σ price. */
const SERVICES = sql`left join lateral (
    select string_agg(s.service_name, ', ' order by s.sequence, s.id) as services,
      coalesce(sum(s.price), 0)::bigint as price
    from appointment_services s
    where s.merchant_id = a.merchant_id and s.appointment_id = a.id) sv on true`;

/** Location and team member filters, shared by the cancellations and the booked count. */
function scope(ctx: ReportContext, q: ReportQuery<Filters>): SQL[] {
  const where = [sql`a.merchant_id = ${ctx.merchantId}`];
  if (q.location_id !== undefined)
    where.push(sql`a.location_id = ${q.location_id}`);
  if (q.filters.team_member_id !== undefined)
    where.push(sql`exists (select 1 from appointment_services m
      where m.merchant_id = a.merchant_id and m.appointment_id = a.id
        and m.team_member_id = ${q.filters.team_member_id})`);
  return where;
}

/**
 * Cancelled and no-show appointments of the range: on the local date they
 * were scheduled for (the first service's start), or, with basis
 * "cancelled", the date they were cancelled (a no-show on its scheduled
 * date, when it happened).
 */
function lostWhere(ctx: ReportContext, q: ReportQuery<Filters>): SQL {
  const f = q.filters;
  const where = scope(ctx, q);
  where.push(
    f.basis === "cancelled"
      ? sql`((a.status = 'cancelled' and ${onLocalDays(sql`a.cancelled_at`, TZ, q.from, q.to)})
          or (a.status = 'no_show' and ${onLocalDays(sql`a.start_at`, TZ, q.from, q.to)}))`
      : sql`a.status in ('cancelled', 'no_show') and ${onLocalDays(sql`a.start_at`, TZ, q.from, q.to)}`,
  );
  if (f.type === "cancelled") where.push(sql`a.status = 'cancelled'`);
  if (f.type === "late_cancelled")
    where.push(sql`a.status = 'cancelled' and a.is_late_cancellation`);
  if (f.type === "no_show") where.push(sql`a.status = 'no_show'`);
  if (f.reason_id !== undefined)
    where.push(sql`a.cancellation_reason_id = ${f.reason_id}`);
  return sql.join(where, sql` and `);
}

const FROM = sql`from appointments a
  join locations l on l.merchant_id = a.merchant_id and l.id = a.location_id`;

const pct = (part: number, whole: number) =>
  whole > 0 ? Math.round((part / whole) * 10_000) / 100 : null;

/** Summary by reason: count, % of the appointments booked for the range, value lost. */
async function byReason(ctx: ReportContext, q: ReportQuery<Filters>) {
  const { rows } = await ctx.db.execute<Row>(sql`
    select case when a.status = 'no_show' then null else a.cancellation_reason_id end as reason_id,
      case when a.status = 'no_show' then null else cr.name end as reason,
      count(*)::int as count, coalesce(sum(sv.price), 0)::bigint as value_lost
    ${FROM}
    left join cancellation_reasons cr on cr.merchant_id = a.merchant_id and cr.id = a.cancellation_reason_id
    ${SERVICES}
    where ${lostWhere(ctx, q)}
    group by 1, 2`);
  const [{ booked }] = (
    await ctx.db.execute<{ booked: number }>(sql`
      select count(*)::int as booked ${FROM}
      where ${sql.join(scope(ctx, q), sql` and `)}
        and ${onLocalDays(sql`a.start_at`, TZ, q.from, q.to)}`)
  ).rows;
  const count = rows.reduce((s, r) => s + Number(r.count), 0);
  return {
    kind: "rows" as const,
    rows: rows.map((r) => ({
      ...r,
      pct_of_booked: pct(Number(r.count), booked),
    })),
    totals: {
      count,
      pct_of_booked: pct(count, booked),
      value_lost: rows.reduce((s, r) => s + Number(r.value_lost), 0),
      booked,
    },
  };
}

/**
 * Cancellations and no-shows (DOMAIN §5.6, service 10): a list of the lost
 * appointments, or a summary by reason with each reason's share of every
 * appointment booked for the range (any status, same location and team
 * member) and the value lost (Σ price of their services).
 */
export const appointmentCancellationsReport = defineReport({
  name: "appointment-cancellations",
  serviceId: 10,
  summary: "Cancellations and no-shows report",
  description:
    "Cancelled and no-show appointments of the local days from–to, by scheduled date (basis=scheduled, default) or cancellation date (basis=cancelled). view=list: reference, client, services, scheduled and cancelled times, who cancelled, reason, late, type, price. view=by_reason: count, % of all appointments booked for the range, value lost. Filters: location_id, team_member_id, reason_id, type (cancelled, late_cancelled, no_show).",
  dated: true,
  filters,
  basis: (f) =>
    f.basis === "cancelled" ? "cancelled_time" : "appointment_start",
  columns: (f) =>
    f.view === "by_reason"
      ? [
          { key: "reason", type: "text", empty: "no_show" },
          { key: "count", type: "quantity", total: true },
          { key: "pct_of_booked", type: "percent" },
          { key: "value_lost", type: "money", total: true },
        ]
      : [
          { key: "reference", type: "text" },
          {
            key: "client_name",
            type: "text",
            empty: "walk_in",
            link: { resource: "clients", id: "client_id" },
          },
          { key: "client_mobile", type: "text", contact: true },
          { key: "client_email", type: "text", contact: true },
          { key: "services", type: "text" },
          { key: "scheduled_at", type: "datetime" },
          { key: "cancelled_at", type: "datetime" },
          { key: "cancelled_by", type: "text", values: "cancelled_by" },
          { key: "reason", type: "text" },
          { key: "late", type: "boolean" },
          { key: "type", type: "text", values: "appointment_status" },
          { key: "price", type: "money", total: true },
        ],
  defaultSort: (f) =>
    f.view === "by_reason"
      ? { key: "count", order: "desc" }
      : { key: "scheduled_at", order: "asc" },
  load: async (ctx, q) => {
    if (q.filters.view === "by_reason") return byReason(ctx, q);
    const contacts = ctx.contacts
      ? sql`c.mobile as client_mobile, c.email as client_email,`
      : sql``;
    const select = () => sql`
      select a.id, a.reference, a.client_id, ${personName("c")} as client_name, ${contacts}
        sv.services, ${wireInstantSql(sql`a.start_at`)} as scheduled_at,
        ${wireInstantSql(sql`a.cancelled_at`)} as cancelled_at, l.timezone as time_zone,
        a.cancelled_by, cr.name as reason, a.is_late_cancellation as late,
        a.status as type, sv.price
      ${FROM}
      left join clients c on c.merchant_id = a.merchant_id and c.id = a.client_id
      left join cancellation_reasons cr on cr.merchant_id = a.merchant_id and cr.id = a.cancellation_reason_id
      ${SERVICES}
      where ${lostWhere(ctx, q)}`;
    return { kind: "sql", select };
  },
});
