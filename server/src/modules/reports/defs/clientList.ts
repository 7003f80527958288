import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { CLIENT_GENDERS } from "../../../db/schema/index.js";
import { addDays } from "../../calendar/zonedTime.js";
import { localMidnight, wireInstantSql } from "../localDays.js";
import { personName } from "../names.js";
import { dateFilter, idFilter } from "../query.js";
import { clientBalanceDue, clientTotalSales } from "../clientSales.js";
import { defineReport } from "../types.js";

const filters = z
  .object({
    added_from: dateFilter("the first date added (added_from)"),
    added_to: dateFilter("the last date added (added_to)"),
    last_visit_from: dateFilter("the first last-visit date (last_visit_from)"),
    last_visit_to: dateFilter("the last last-visit date (last_visit_to)"),
    gender: z
      .enum(CLIENT_GENDERS, {
        error: `The gender is one of: ${CLIENT_GENDERS.join(", ")}.`,
      })
      .optional(),
    referral_source_id: idFilter("the referral source"),
    upcoming: z
      .enum(["true", "false"], {
        error: 'Has an upcoming appointment is "true" or "false".',
      })
      .optional(),
  })
  .strict()
  .superRefine((f, ctx) => {
    for (const [a, b] of [
      ["added_from", "added_to"],
      ["last_visit_from", "last_visit_to"],
    ] as const)
      if (f[a] && f[b] && f[b]! < f[a]!)
        ctx.addIssue({
          code: "custom",
          path: [b],
          message: `The end date (${b}) must be on or after the start date (${a}).`,
        });
  });

const UPCOMING = sql.raw(`('booked', 'confirmed', 'arrived', 'started')`);

/**
 * Client list (DOMAIN §5.8, service 11): every active client with what
 * their appointments say — first and last visit (completed appointments, on
 * the local date of their location), visits, no-shows, late cancellations,
 * whether something is booked ahead. "Total sales" and "balance due" read
 * sales (clientSales.ts). Added on is the local
 * date in the business's time zone. Mobile and e-mail only for users who
 * may open clients. Location visited = a completed appointment there.
 */
export const clientListReport = defineReport({
  name: "client-list",
  serviceId: 11,
  summary: "Client list report",
  description:
    "Every active client: name, mobile, e-mail, gender, birthday, referral source, added on, first and last visit, visits (completed appointments), total sales and balance due (0 until checkout exists), no-shows, late cancellations, marketing opt-ins, blocked. Filters: added_from/added_to, last_visit_from/last_visit_to (local dates), gender, referral_source_id, location_id (visited there), upcoming (true/false). No report range: from/to are not used. Mobile and e-mail only for users who may open clients.",
  dated: false,
  filters,
  basis: () => "client_added",
  columns: () => [
    {
      key: "client_name",
      type: "text",
      link: { resource: "clients", id: "id" },
    },
    { key: "mobile", type: "text", contact: true },
    { key: "email", type: "text", contact: true },
    { key: "gender", type: "text", values: "gender" },
    { key: "birthday", type: "date" },
    { key: "referral_source", type: "text" },
    { key: "added_on", type: "date" },
    { key: "first_visit", type: "date" },
    { key: "last_visit", type: "date" },
    { key: "visits", type: "quantity", total: true },
    { key: "total_sales", type: "money", total: true },
    { key: "balance_due", type: "money", total: true },
    { key: "no_shows", type: "quantity", total: true },
    { key: "late_cancels", type: "quantity", total: true },
    { key: "marketing_email_opt_in", type: "boolean" },
    { key: "marketing_sms_opt_in", type: "boolean" },
    { key: "blocked_online", type: "boolean" },
  ],
  defaultSort: () => ({ key: "client_name", order: "asc" }),
  load: async (ctx, q) => {
    const M = ctx.merchantId;
    const f = q.filters;
    const where: SQL[] = [
      sql`c.merchant_id = ${M}`,
      sql`c.archived_at is null`,
    ];
    const zone = sql`${ctx.timeZone}::text`;
    if (f.added_from)
      where.push(sql`c.created_at >= ${localMidnight(f.added_from, zone)}`);
    if (f.added_to)
      where.push(
        sql`c.created_at < ${localMidnight(addDays(f.added_to, 1), zone)}`,
      );
    if (f.last_visit_from)
      where.push(sql`v.last_visit >= ${f.last_visit_from}::date`);
    if (f.last_visit_to)
      where.push(sql`v.last_visit <= ${f.last_visit_to}::date`);
    if (f.gender) where.push(sql`c.gender = ${f.gender}`);
    if (f.referral_source_id !== undefined)
      where.push(sql`c.referral_source_id = ${f.referral_source_id}`);
    if (f.upcoming === "true") where.push(sql`coalesce(v.upcoming, false)`);
    if (f.upcoming === "false")
      where.push(sql`not coalesce(v.upcoming, false)`);
    if (q.location_id !== undefined)
      where.push(sql`exists (select 1 from appointments x
        where x.merchant_id = ${M} and x.client_id = c.id
          and x.status = 'completed' and x.location_id = ${q.location_id})`);
    const contacts = ctx.contacts ? sql`c.mobile, c.email,` : sql``;
    const select = (only?: SQL) => sql`
      with visits as (
        select a.client_id,
          min((a.start_at at time zone l.timezone)::date) filter (where a.status = 'completed') as first_visit,
          max((a.start_at at time zone l.timezone)::date) filter (where a.status = 'completed') as last_visit,
          (count(*) filter (where a.status = 'completed'))::int as visits,
          (count(*) filter (where a.status = 'no_show'))::int as no_shows,
          (count(*) filter (where a.status = 'cancelled' and a.is_late_cancellation))::int as late_cancels,
          bool_or(a.start_at > ${ctx.now.toISOString()}::timestamptz and a.status in ${UPCOMING}) as upcoming
        from appointments a
        join locations l on l.merchant_id = a.merchant_id and l.id = a.location_id
        where a.merchant_id = ${M} and a.client_id is not null
          ${only ? sql`and a.client_id = any(${only})` : sql``}
        group by a.client_id)
      select c.id, ${personName("c")} as client_name, ${contacts}
        c.gender, c.birthday::text as birthday, rs.name as referral_source,
        ((c.created_at at time zone ${zone})::date)::text as added_on,
        ${wireInstantSql(sql`c.created_at`)} as added_at,
        v.first_visit::text as first_visit, v.last_visit::text as last_visit,
        coalesce(v.visits, 0) as visits,
        ${clientTotalSales(sql`c.id`)} as total_sales,
        ${clientBalanceDue(sql`c.id`)} as balance_due,
        coalesce(v.no_shows, 0) as no_shows, coalesce(v.late_cancels, 0) as late_cancels,
        c.marketing_email_opt_in, c.marketing_sms_opt_in, c.blocked_online
      from clients c
      left join visits v on v.client_id = c.id
      left join referral_sources rs on rs.merchant_id = c.merchant_id and rs.id = c.referral_source_id
      where ${sql.join(where, sql` and `)}`;
    return { kind: "sql", select };
  },
});
