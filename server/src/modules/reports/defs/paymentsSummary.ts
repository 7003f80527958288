import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { onLocalDays } from "../localDays.js";
import { personName } from "../names.js";
import { idFilter } from "../query.js";
import {
  defineReport,
  groupColumn,
  type ReportColumn,
  type Row,
} from "../types.js";

const GROUPS = [
  "payment_type",
  "kind",
  "client",
  "location",
  "hour",
  "day",
  "week",
  "month",
  "quarter",
  "year",
] as const;
type Group = (typeof GROUPS)[number];

// Constant formats as SQL text: GROUP BY must see the same expression as SELECT.
const local = (fmt: string) =>
  sql.raw(`to_char(p.paid_at at time zone l.timezone, '${fmt}')`);

const GROUPING: Record<
  Group,
  { key: SQL; label: SQL; resource?: string; values?: string; empty?: string }
> = {
  payment_type: {
    key: sql`p.payment_type_id`,
    label: sql`max(pt.name)`,
    resource: "payment-types",
  },
  kind: { key: sql`p.kind`, label: sql`p.kind`, values: "payment_row_kind" },
  client: {
    key: sql`s.client_id`,
    label: sql`max(${personName("c")})`,
    resource: "clients",
    empty: "walk_in",
  },
  location: {
    key: sql`p.location_id`,
    label: sql`max(l.name)`,
    resource: "locations",
  },
  hour: { key: local("HH24"), label: sql`${local("HH24")} || ':00'` },
  day: { key: local("YYYY-MM-DD"), label: local("YYYY-MM-DD") },
  week: { key: local('IYYY-"W"IW'), label: local('IYYY-"W"IW') },
  month: { key: local("YYYY-MM"), label: local("YYYY-MM") },
  quarter: { key: local('YYYY-"Q"Q'), label: local('YYYY-"Q"Q') },
  year: { key: local("YYYY"), label: local("YYYY") },
};

const filters = z
  .object({
    group_by: z
      .enum(GROUPS, { error: `Group by one of: ${GROUPS.join(", ")}.` })
      .optional(),
    processed_by: idFilter("the user who took the payment"),
  })
  .strict();

const MEASURES: ReportColumn[] = [
  { key: "transactions", type: "quantity" },
  { key: "collected", type: "money" },
  { key: "refunds", type: "money" },
  { key: "net", type: "money" },
  { key: "tips", type: "money" },
];

const measures = (r: Row | undefined): Row => {
  const n = (k: string) => Number(r?.[k] ?? 0);
  return {
    transactions: n("transactions"),
    collected: n("collected"),
    refunds: n("refunds"),
    net: n("collected") - n("refunds"),
    tips: n("tips"),
  };
};

/**
 * Payments summary (DOMAIN §5.3, service 7): the payments ledger by
 * `paid_at` on each location's clock, grouped: transactions, collected
 * (payments, void reversals negative), refunds paid back, net, of which
 * tips. Voucher payments are redemptions, not money taken: outside the
 * rows, their net in the memo.
 */
export const paymentsSummaryReport = defineReport({
  name: "payments-summary",
  serviceId: 7,
  summary: "Payments summary report",
  description:
    "Payments of the local days from–to by their payment date, grouped (group_by: payment_type, kind, client, location, hour, day, week, month, quarter, year): transactions, collected, refunds, net, of which tips. Voucher redemptions are left out and shown in the memo. Filters: location_id, processed_by.",
  dated: true,
  filters,
  basis: () => "payment_time",
  columns: (f) => {
    const g = GROUPING[(f.group_by ?? "payment_type") as Group];
    return [groupColumn(g), ...MEASURES];
  },
  defaultSort: () => ({ key: "group", order: "asc" }),
  load: async (ctx, q) => {
    const g = GROUPING[(q.filters.group_by ?? "payment_type") as Group];
    const where: SQL[] = [
      sql`p.merchant_id = ${ctx.merchantId}`,
      onLocalDays(sql`p.paid_at`, sql`l.timezone`, q.from, q.to),
    ];
    if (q.location_id !== undefined)
      where.push(sql`p.location_id = ${q.location_id}`);
    if (q.filters.processed_by !== undefined)
      where.push(sql`p.processed_by = ${q.filters.processed_by}`);
    const from = sql`from payments p
      join locations l on l.merchant_id = p.merchant_id and l.id = p.location_id
      join sales s on s.merchant_id = p.merchant_id and s.id = p.sale_id
      join payment_types pt on pt.merchant_id = p.merchant_id and pt.id = p.payment_type_id
      left join clients c on c.merchant_id = s.merchant_id and c.id = s.client_id
      where ${sql.join(where, sql` and `)}`;
    const [{ rows }, { rows: memo }] = await Promise.all([
      ctx.db.execute<Row>(sql`
        select grouping(${g.key}) = 1 as is_total, ${g.key} as group_id, ${g.label} as "group",
          count(*)::int as transactions,
          coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0)::bigint as collected,
          coalesce(-sum(p.amount) filter (where p.kind = 'refund'), 0)::bigint as refunds,
          coalesce(sum(p.tip_amount), 0)::bigint as tips
        ${from} and p.payment_kind <> 'voucher'
        group by grouping sets ((${g.key}), ())`),
      ctx.db.execute<Row>(sql`
        select coalesce(sum(p.amount), 0)::bigint as redeemed
        ${from} and p.payment_kind = 'voucher'`),
    ]);
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
      memo: { voucher_redemptions: Number(memo[0]?.redeemed ?? 0) },
    };
  },
});
