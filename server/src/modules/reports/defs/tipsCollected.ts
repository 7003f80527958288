import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { onLocalDays } from "../localDays.js";
import { personName } from "../names.js";
import { idFilter } from "../query.js";
import {
  defineReport,
  type ReportColumn,
  type ReportContext,
  type ReportQuery,
  type ReportSource,
  type Row,
} from "../types.js";

const GROUPS = ["day", "team_member"] as const;
type Group = (typeof GROUPS)[number];

const GROUPING: Record<Group, { key: SQL; label: SQL }> = {
  day: {
    key: sql.raw(
      `to_char(t.occurred_at at time zone l.timezone, 'YYYY-MM-DD')`,
    ),
    label: sql.raw(
      `to_char(t.occurred_at at time zone l.timezone, 'YYYY-MM-DD')`,
    ),
  },
  team_member: {
    key: sql`t.team_member_id`,
    label: sql`max(${personName("tm")})`,
  },
};

const filters = z
  .object({
    group_by: z
      .enum(GROUPS, { error: 'Group by "day" or "team_member".' })
      .optional(),
    team_member_id: idFilter("the team member"),
    payment_type_id: idFilter("the payment type"),
  })
  .strict();
type Filters = z.output<typeof filters>;

const MEASURES: ReportColumn[] = [
  { key: "count", type: "quantity" },
  { key: "collected", type: "money" },
  { key: "refunded", type: "money" },
  { key: "net", type: "money" },
  { key: "average_tip", type: "money" },
];
const memberColumns: ReportColumn[] = [
  {
    key: "group",
    type: "text",
    empty: "unassigned",
    link: { resource: "team-members", id: "group_id" },
  },
  ...MEASURES,
];

const measures = (r: Row | undefined): Row => {
  const n = (k: string) => Number(r?.[k] ?? 0);
  const count = n("count");
  return {
    count,
    collected: n("collected"),
    refunded: n("refunded"),
    net: n("collected") - n("refunded"),
    average_tip: count > 0 ? Math.round(n("collected") / count) : null,
  };
};

/**
 * Tips collected (DOMAIN §5.3, service 7): the tip shares of §4.3 (one per
 * team member a tip was split to, unassigned apart), dated by their
 * payment (a tip) or their refund or void reversal (a tip given back), on
 * the clock of the sale's location. Count and average over tips taken.
 * The payment type filter keeps the tips taken with, and given back on,
 * payments of that type (refunds: by their refund payments).
 */
export const tipsCollectedReport = defineReport({
  name: "tips-collected",
  serviceId: 7,
  summary: "Tips collected report",
  description:
    "Tip shares of the local days from–to, by day (default) or team member: count, collected, refunded, net, average tip (collected ÷ count). Tips by payment date, tip refunds by refund date. Filters: location_id, team_member_id, payment_type_id.",
  dated: true,
  filters,
  basis: () => "payment_time",
  columns: (f) =>
    f.group_by === "team_member"
      ? memberColumns
      : [{ key: "group", type: "date" }, ...MEASURES],
  defaultSort: () => ({ key: "group", order: "asc" }),
  load: (ctx, q) => loadTips(ctx, q, q.filters.group_by ?? "day"),
});

/**
 * Tips by team member (DOMAIN §5.9, service 12): the same tip shares, one
 * row per team member (unassigned apart), for the team area.
 */
export const tipsByTeamMemberReport = defineReport({
  name: "tips-by-team-member",
  serviceId: 12,
  summary: "Tips by team member report",
  description:
    "Tip shares of the local days from–to per team member: count, collected, refunded, net, average tip. Tips by payment date, tip refunds by refund date. Filters: location_id, team_member_id, payment_type_id.",
  dated: true,
  filters: filters.omit({ group_by: true }),
  basis: () => "payment_time",
  columns: () => [
    { ...memberColumns[0], key: "team_member_name" },
    ...memberColumns.slice(1),
  ],
  defaultSort: () => ({ key: "team_member_name", order: "asc" }),
  load: async (ctx, q) => {
    const answer = await loadTips(ctx, q, "team_member");
    return answer.kind === "rows"
      ? {
          ...answer,
          rows: answer.rows.map(({ group, ...r }) => ({
            ...r,
            team_member_name: group,
          })),
        }
      : answer;
  },
});

async function loadTips(
  ctx: ReportContext,
  q: ReportQuery<Filters>,
  group: Group,
): Promise<ReportSource> {
  const f = q.filters;
  const g = GROUPING[group];
  const where: SQL[] = [
    sql`t.merchant_id = ${ctx.merchantId}`,
    onLocalDays(sql`t.occurred_at`, sql`l.timezone`, q.from, q.to),
  ];
  if (q.location_id !== undefined)
    where.push(sql`s.location_id = ${q.location_id}`);
  if (f.team_member_id !== undefined)
    where.push(sql`t.team_member_id = ${f.team_member_id}`);
  if (f.payment_type_id !== undefined)
    where.push(sql`exists (select 1 from payments p where p.merchant_id = t.merchant_id
        and p.payment_type_id = ${f.payment_type_id}
        and (p.id = t.payment_id or (t.refund_id is not null and p.refund_id = t.refund_id)))`);
  const { rows } = await ctx.db.execute<Row>(sql`
      select grouping(${g.key}) = 1 as is_total, ${g.key} as group_id, ${g.label} as "group",
        (count(*) filter (where t.amount > 0))::int as count,
        coalesce(sum(t.amount) filter (where t.amount > 0), 0)::bigint as collected,
        coalesce(-sum(t.amount) filter (where t.amount < 0), 0)::bigint as refunded
      from sale_tips t
      join sales s on s.merchant_id = t.merchant_id and s.id = t.sale_id
      join locations l on l.merchant_id = s.merchant_id and l.id = s.location_id
      left join team_members tm on tm.merchant_id = t.merchant_id and tm.id = t.team_member_id
      where ${sql.join(where, sql` and `)}
      group by grouping sets ((${g.key}), ())`);
  return {
    kind: "rows",
    rows: rows
      .filter((r) => !r.is_total)
      .map((r) => ({
        group_id: r.group_id,
        group: r.group === null ? null : String(r.group),
        ...measures(r),
      })),
    totals: measures(rows.find((r) => r.is_total)),
  };
}
