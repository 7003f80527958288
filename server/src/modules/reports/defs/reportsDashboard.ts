import { z } from "zod";
import { sql } from "drizzle-orm";
import { addDays } from "../../calendar/zonedTime.js";
import { parseReportQuery } from "../query.js";
import { runReport } from "../run.js";
import { salesLines } from "../salesLines.js";
import {
  defineReport,
  type AnyReport,
  type ReportColumn,
  type ReportContext,
  type ReportQuery,
  type Row,
} from "../types.js";
import { SERVICE_JOINS, serviceWhere } from "./appointmentFilters.js";
import { appointmentsSummaryReport } from "./appointmentsSummary.js";
import { clientRetentionReport } from "./clientRetention.js";
import { salesSummaryReport } from "./salesSummary.js";
import { teamWorkingHoursReport } from "./teamWorkingHours.js";
import { tipsCollectedReport } from "./tipsCollected.js";
import { isList, listColumns, loadList, viewFilter } from "./dashboardLists.js";

const filters = z
  .object({ view: viewFilter(["tiles", "days"] as const) })
  .strict();
type Filters = z.output<typeof filters>;

/**
 * A tile of the reports dashboard (DOMAIN §5.10) and the report it is read
 * from: the figure is that report's, for the same range and location, so a
 * tile always equals the report it links to.
 */
interface Tile {
  tile: string;
  money: boolean;
  report: AnyReport;
  query: Record<string, string>;
  read: (a: Awaited<ReturnType<typeof runReport>>) => number | null;
}

const totalOf = (key: string) => (a: { totals: Row }) =>
  a.totals[key] === null || a.totals[key] === undefined
    ? null
    : Number(a.totals[key]);
const typeRow = (type: string) => (a: { rows: Row[] }) =>
  Number(a.rows.find((r) => r.group === type)?.total_sales ?? 0);

const byType = { report: salesSummaryReport, query: { group_by: "type" } };
const appointments = {
  report: appointmentsSummaryReport,
  query: { group_by: "status" },
  money: false,
};
const retention = {
  report: clientRetentionReport,
  query: { view: "summary" },
  money: false,
};

/** The tiles in the screen's order. */
export const DASHBOARD_TILES: readonly Tile[] = [
  { tile: "total_sales", money: true, ...byType, read: totalOf("total_sales") },
  { tile: "services", money: true, ...byType, read: typeRow("service") },
  { tile: "products", money: true, ...byType, read: typeRow("product") },
  { tile: "memberships", money: true, ...byType, read: typeRow("membership") },
  {
    tile: "voucher_sales",
    money: true,
    ...byType,
    read: (a) => Number(a.memo?.voucher_sales ?? 0),
  },
  {
    tile: "average_sale",
    money: true,
    report: salesSummaryReport,
    query: { group_by: "location" },
    read: totalOf("average_net"),
  },
  {
    tile: "tips",
    money: true,
    report: tipsCollectedReport,
    query: {},
    read: totalOf("net"),
  },
  { tile: "appointments", ...appointments, read: totalOf("appointments") },
  { tile: "online_pct", ...appointments, read: totalOf("online_pct") },
  { tile: "cancelled", ...appointments, read: totalOf("cancelled") },
  { tile: "no_show", ...appointments, read: totalOf("no_show") },
  {
    tile: "occupancy_pct",
    money: false,
    report: teamWorkingHoursReport,
    query: {},
    read: totalOf("occupancy_pct"),
  },
  { tile: "new_clients", ...retention, read: totalOf("new") },
  { tile: "returning_clients", ...retention, read: totalOf("returning") },
];

const TILE_COLUMNS: ReportColumn[] = [
  { key: "tile", type: "text", values: "dashboard_tile" },
  { key: "amount", type: "money" },
  { key: "previous_amount", type: "money" },
  { key: "value", type: "quantity" },
  { key: "previous_value", type: "quantity" },
  { key: "change_pct", type: "percent" },
];

const DAY_COLUMNS: ReportColumn[] = [
  { key: "date", type: "date" },
  { key: "total_sales", type: "money", total: true },
  { key: "appointments", type: "quantity", total: true },
];

/** Days from `from` to `to`, both included. */
const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(from)) / 86_400_000) +
  1;

/** The previous period of equal length: the days just before `from`. */
export function previousPeriod(from: string, to: string) {
  const n = daysIn(from, to);
  return { from: addDays(from, -n), to: addDays(from, -1) };
}

/** Change in percent points (two decimals) against the previous figure, or null from nothing. */
const change = (now: number | null, before: number | null) =>
  now === null || before === null || before === 0
    ? null
    : Math.round(((now - before) / Math.abs(before)) * 10_000) / 100;

async function tileFigures(
  ctx: ReportContext,
  from: string,
  to: string,
  location?: number,
) {
  const answers = new Map<string, Awaited<ReturnType<typeof runReport>>>();
  const out = new Map<string, number | null>();
  for (const t of DASHBOARD_TILES) {
    const raw: Record<string, unknown> = { from, to, ...t.query };
    if (location !== undefined) raw.location_id = String(location);
    const key = `${t.report.name}?${JSON.stringify(t.query)}`;
    let answer = answers.get(key);
    if (!answer) {
      answer = await runReport(
        t.report,
        parseReportQuery(t.report, raw, ctx),
        ctx,
      );
      answers.set(key, answer);
    }
    out.set(t.tile, t.read(answer));
  }
  return out;
}

/** Total sales (§5.1) and appointments per local day of the range. */
async function dayRows(ctx: ReportContext, q: ReportQuery<Filters>) {
  const { rows: sales } = await ctx.db.execute<Row>(sql`
    select ((y.at at time zone y.tz)::date)::text as date, sum(y.total_sales)::bigint as total_sales
    from ${salesLines(ctx.merchantId, q.from, q.to, { location_id: q.location_id })} y
    group by 1`);
  const { rows: booked } = await ctx.db.execute<Row>(sql`
    select ((s.start_at at time zone l.timezone)::date)::text as date, count(distinct a.id)::int as appointments
    from appointment_services s
    ${SERVICE_JOINS}
    where ${serviceWhere(ctx, { ...q, filters: {} })}
    group by 1`);
  const rows: Row[] = [];
  for (let d = q.from; d <= q.to; d = addDays(d, 1))
    rows.push({
      id: d,
      date: d,
      total_sales: Number(sales.find((r) => r.date === d)?.total_sales ?? 0),
      appointments: Number(booked.find((r) => r.date === d)?.appointments ?? 0),
    });
  return rows;
}

/**
 * Reports dashboard (DOMAIN §5.10, service 13). view=tiles: each tile's
 * figure for the range and for the previous period of equal length, read
 * from the report it links to (sales by type, tips collected, appointments
 * summary, team working hours, client retention), with the change in
 * percent. view=days: total sales and appointments per local day (the
 * charts).
 */
export const reportsDashboardReport = defineReport({
  name: "reports-dashboard",
  serviceId: 13,
  summary: "Reports dashboard",
  description:
    "view=top_services, top_team_members (by net sales in the range), low_stock (out of stock, then low, fewest first), vouchers_expiring (valid vouchers expiring in the next 30 days): the first 5 rows of the report each comes from (sales by service, sales by team member, stock on hand, issued vouchers; the caller needs its service id), with count = all its rows. view=tiles (default): total sales (and services, products, memberships), voucher sales, average sale, tips, appointments (online %, cancelled, no-show), occupancy %, new and returning clients for the local days from–to and for the previous period of equal length, each as its detailed report computes it, with the change in percent. view=days: total sales and appointments per local day. Filter: location_id.",
  dated: true,
  filters,
  basis: (f) =>
    isList(f.view)
      ? `dashboard_${f.view}`
      : f.view === "days"
        ? "dashboard_days"
        : "dashboard_tiles",
  columns: (f) =>
    isList(f.view)
      ? listColumns(f.view)
      : f.view === "days"
        ? DAY_COLUMNS
        : TILE_COLUMNS,
  defaultSort: (f) =>
    isList(f.view)
      ? { key: "rank", order: "asc" }
      : f.view === "days"
        ? { key: "date", order: "asc" }
        : { key: "id", order: "asc" },
  load: async (ctx, q) => {
    const view = q.filters.view;
    // The lists: the range's top services and team members, stock and vouchers as of today.
    if (isList(view)) return loadList(ctx, view, q);
    if (q.filters.view === "days")
      return { kind: "rows", rows: await dayRows(ctx, q) };
    const prev = previousPeriod(q.from, q.to);
    const [now, before] = [
      await tileFigures(ctx, q.from, q.to, q.location_id),
      await tileFigures(ctx, prev.from, prev.to, q.location_id),
    ];
    const rows = DASHBOARD_TILES.map((t, i) => {
      const a = now.get(t.tile) ?? null;
      const b = before.get(t.tile) ?? null;
      return {
        id: i + 1,
        tile: t.tile,
        amount: t.money ? a : null,
        previous_amount: t.money ? b : null,
        value: t.money ? null : a,
        previous_value: t.money ? null : b,
        change_pct: change(a, b),
      };
    });
    return { kind: "rows", rows, totals: {} };
  },
});
