import { z } from "zod";
import { sql, type SQL } from "drizzle-orm";
import { onLocalDays } from "../localDays.js";
import { salesLines } from "../salesLines.js";
import {
  defineReport,
  type ReportColumn,
  type ReportContext,
  type ReportQuery,
  type ReportSource,
  type Row,
} from "../types.js";

const filters = z.object({}).strict();

const PERIODS = ["day", "week", "month"] as const;
type Period = (typeof PERIODS)[number];
/** The transaction summary's own filter: rows per local day, week (from Monday) or month. */
const periodFilters = z
  .object({
    group_by: z
      .enum(PERIODS, { error: 'Group by "day", "week" or "month".' })
      .optional(),
  })
  .strict();

/** The local period of an instant on its location's clock: "2026-06-10", the week's Monday, or "2026-06". */
function periodOf(by: Period | undefined, instant: SQL, tz: SQL): SQL {
  const local = sql`(${instant} at time zone ${tz})`;
  if (by === "day") return sql`to_char(${local}, 'YYYY-MM-DD')`;
  if (by === "week")
    return sql`to_char(date_trunc('week', ${local}), 'YYYY-MM-DD')`;
  if (by === "month") return sql`to_char(${local}, 'YYYY-MM')`;
  return sql`''`;
}

/**
 * One table for both parts: a `section` (sales, payments) and a `line`
 * (an item type, or a payment type by name); part A fills the sales
 * measures, part B the payment ones, so each column's total is its part's.
 */
const COLUMNS: ReportColumn[] = [
  { key: "section", type: "text", values: "transaction_section" },
  { key: "line", type: "text", values: "item_type" },
  { key: "sales_qty", type: "quantity" },
  { key: "refund_qty", type: "quantity" },
  { key: "gross_sales", type: "money" },
  { key: "discounts", type: "money" },
  { key: "refunds", type: "money" },
  { key: "net_sales", type: "money" },
  { key: "tax", type: "money" },
  { key: "total_sales", type: "money" },
  { key: "collected", type: "money" },
  { key: "refunds_paid", type: "money" },
  { key: "net_collected", type: "money" },
];
const PART_A = COLUMNS.slice(2, 10).map((c) => c.key);
const PART_B = COLUMNS.slice(10).map((c) => c.key);
const ITEM_ORDER = ["service", "product", "membership"];

const n = (v: unknown) => Number(v ?? 0);

/**
 * The transaction summary (DOMAIN §5.3), also daily sales (§5.4, one day):
 * A. sale items by `sale_at`, refund items by `refund_at`, per item type
 * (service, product, membership), the §5.1 measures (salesLines.ts);
 * B. payments by `paid_at` per payment type: collected (payments and void
 * reversals), refunds paid back, net; voucher payment types are
 * redemptions, outside both. Memo: voucher sales, voucher redemptions and
 * tips (Σ tip shares by the payment's or refund's date). Every instant on
 * the clock of its location.
 */
async function loadTransactions(
  ctx: ReportContext,
  q: ReportQuery<{ group_by?: Period }>,
): Promise<ReportSource> {
  const m = ctx.merchantId;
  const by = q.filters.group_by;
  const loc = q.location_id;
  const lines = salesLines(m, q.from, q.to, { location_id: loc });
  const atLocation = (col: ReturnType<typeof sql>) =>
    loc === undefined ? sql`true` : sql`${col} = ${loc}`;
  const [a, b, tips] = await Promise.all([
    ctx.db.execute<Row>(sql`
      select ${periodOf(by, sql`x.at`, sql`x.tz`)} as period, x.item_type,
        coalesce(sum(x.qty_sold), 0)::bigint as sales_qty,
        coalesce(sum(x.qty_refunded), 0)::bigint as refund_qty,
        coalesce(sum(x.gross_sales), 0)::bigint as gross_sales,
        coalesce(sum(x.discounts), 0)::bigint as discounts,
        coalesce(sum(x.refunds), 0)::bigint as refunds,
        coalesce(sum(x.net_sales), 0)::bigint as net_sales,
        coalesce(sum(x.tax), 0)::bigint as tax,
        coalesce(sum(x.total_sales), 0)::bigint as total_sales,
        coalesce(sum(x.voucher_sales), 0)::bigint as voucher_sales
      from ${lines} x group by 1, x.item_type`),
    ctx.db.execute<Row>(sql`
      select ${periodOf(by, sql`p.paid_at`, sql`l.timezone`)} as period, p.payment_type_id, max(pt.name) as name, max(pt.sort_order) as sort_order,
        p.payment_kind = 'voucher' as redemption,
        coalesce(sum(p.amount) filter (where p.kind = 'payment'), 0)::bigint as collected,
        coalesce(-sum(p.amount) filter (where p.kind = 'refund'), 0)::bigint as refunds_paid
      from payments p
      join locations l on l.merchant_id = p.merchant_id and l.id = p.location_id
      join payment_types pt on pt.merchant_id = p.merchant_id and pt.id = p.payment_type_id
      where p.merchant_id = ${m} and ${atLocation(sql`p.location_id`)}
        and ${onLocalDays(sql`p.paid_at`, sql`l.timezone`, q.from, q.to)}
      group by 1, p.payment_type_id, p.payment_kind = 'voucher'`),
    ctx.db.execute<Row>(sql`
      select coalesce(sum(t.amount), 0)::bigint as tips
      from sale_tips t
      join sales s on s.merchant_id = t.merchant_id and s.id = t.sale_id
      join locations l on l.merchant_id = s.merchant_id and l.id = s.location_id
      where t.merchant_id = ${m} and ${atLocation(sql`s.location_id`)}
        and ${onLocalDays(sql`t.occurred_at`, sql`l.timezone`, q.from, q.to)}`),
  ]);
  const rows: Row[] = [];
  const types = a.rows.filter((r) => r.item_type !== "voucher");
  for (const r of types)
    rows.push({
      period: r.period,
      order: ITEM_ORDER.indexOf(String(r.item_type)),
      section: "sales",
      line: r.item_type,
      ...Object.fromEntries(PART_A.map((k) => [k, n(r[k])])),
    });
  const paid = b.rows.filter((r) => !r.redemption);
  paid.sort(
    (x, y) =>
      n(x.sort_order) - n(y.sort_order) ||
      String(x.name).localeCompare(String(y.name)),
  );
  paid.forEach((r, i) =>
    rows.push({
      period: r.period,
      order: 100 + i,
      section: "payments",
      line: r.name,
      payment_type_id: n(r.payment_type_id),
      collected: n(r.collected),
      refunds_paid: n(r.refunds_paid),
      net_collected: n(r.collected) - n(r.refunds_paid),
    }),
  );
  // Periods in time order; in each, part A by item type, then part B.
  rows.sort(
    (x, y) =>
      String(x.period).localeCompare(String(y.period)) ||
      n(x.order) - n(y.order),
  );
  rows.forEach((r, i) => {
    r.position = i;
    delete r.order;
    if (!by) delete r.period;
  });
  const sum = (k: string) => rows.reduce((s, r) => s + n(r[k]), 0);
  const redeemed = b.rows
    .filter((r) => r.redemption)
    .reduce((s, r) => s + n(r.collected) - n(r.refunds_paid), 0);
  return {
    kind: "rows",
    rows,
    totals: Object.fromEntries([...PART_A, ...PART_B].map((k) => [k, sum(k)])),
    memo: {
      voucher_sales: a.rows.reduce((s, r) => s + n(r.voucher_sales), 0),
      voucher_redemptions: redeemed,
      tips: n(tips.rows[0]?.tips),
    },
  };
}

const common = {
  dated: true,
  filters,
  basis: () => "transaction_time",
  columns: (f: { group_by?: Period }): ReportColumn[] =>
    f.group_by ? [{ key: "period", type: "text" }, ...COLUMNS] : COLUMNS,
  defaultSort: () => ({ key: "position", order: "asc" as const }),
  load: loadTransactions,
};

const DESCRIPTION =
  "Part A per item type (service, product, membership): sales and refund quantities, gross sales, discounts, refunds, net sales, tax, total sales — items by sale date, refunds by refund date, voided sales left out (DOMAIN §5.1). Part B per payment type: collected, refunds paid, net, by payment date; voucher redemptions apart. Memo: voucher sales, voucher redemptions, tips. Rows carry `section` (sales, payments).";

/** Transaction summary (DOMAIN §5.3, service 7). */
export const transactionSummaryReport = defineReport({
  ...common,
  name: "transaction-summary",
  serviceId: 7,
  filters: periodFilters,
  summary: "Transaction summary report",
  description: `${DESCRIPTION} group_by day, week (from Monday) or month: both parts per local period (a \`period\` column). Filters: location_id, group_by.`,
});

/** Daily sales (DOMAIN §5.4, service 8): the transaction summary of one day, today by default. */
export const dailySalesReport = defineReport({
  ...common,
  name: "daily-sales",
  serviceId: 8,
  defaultRange: "today",
  summary: "Daily sales report",
  description: `The transaction summary of a day (from = to; today when no dates are given). ${DESCRIPTION} Filters: location_id.`,
});
