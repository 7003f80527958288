import { z } from "zod";
import { addDays, localTime } from "../../calendar/zonedTime.js";
import { parseReportQuery } from "../query.js";
import { runReport } from "../run.js";
import {
  defineReport,
  type AnyReport,
  type ReportColumn,
  type ReportContext,
  type Row,
} from "../types.js";
import { appointmentsSummaryReport } from "./appointmentsSummary.js";
import { salesSummaryReport } from "./salesSummary.js";
import { previousPeriod } from "./reportsDashboard.js";
import {
  EXPIRING_DAYS,
  isList,
  listColumns,
  loadList,
  viewFilter,
  type DashboardList,
} from "./dashboardLists.js";

const filters = z.object({ view: viewFilter(["figures"] as const) }).strict();

/** Services that show each figure (DOMAIN §5.2): appointments with the calendar (2) or the appointment reports (10); sales with the sales reports (8). */
const APPOINTMENTS = [2, 10];
const SALES = [8];
/** Low stock with the products (5), vouchers expiring with the vouchers (19). */
const LIST_SERVICE: Record<DashboardList, number> = {
  top_services: 8,
  top_team_members: 8,
  low_stock: 5,
  vouchers_expiring: 19,
};

const COLUMNS: ReportColumn[] = [
  { key: "figure", type: "text", values: "dashboard_figure" },
  { key: "first_day", type: "date" },
  { key: "last_day", type: "date" },
  { key: "amount", type: "money" },
  { key: "previous_amount", type: "money" },
  { key: "value", type: "quantity" },
];

async function figure(
  ctx: ReportContext,
  report: AnyReport,
  query: Record<string, string>,
  location: number | undefined,
  key: string,
) {
  const raw: Record<string, unknown> = { ...query };
  if (location !== undefined) raw.location_id = String(location);
  const a = await runReport(report, parseReportQuery(report, raw, ctx), ctx);
  return Number(a.totals[key] ?? 0);
}

/**
 * The main dashboard's figures (DOMAIN §5.2, service 0, everyone): today
 * and the next 7 days' appointments (for users with the calendar or the
 * appointment reports), today's and this month's total sales against the
 * previous day and the previous period of equal length (for users with
 * the sales reports). A figure of an area the user may not open is left
 * out of the answer. Each is its report's figure (appointments summary,
 * sales summary) for the same days and location. Today is the business's.
 */
export const mainDashboardReport = defineReport({
  name: "dashboard",
  serviceId: 0,
  summary: "Main dashboard figures",
  description:
    "view=figures (default): the main dashboard's figures for the caller: appointments today and in the next 7 days (calendar or appointment reports), total sales today and this month with the previous day and period (sales reports), the count of low-stock products (products) and of vouchers expiring within 30 days (vouchers). view=top_services, top_team_members (this month, sales reports), low_stock (products), vouchers_expiring (vouchers): the first 5 rows of the report each comes from, with count = all its rows; 403 without the service. Figures of areas the caller may not open are left out. Filter: location_id. from/to are ignored (today in the business's time zone).",
  dated: false,
  filters,
  basis: (f) => (isList(f.view) ? `dashboard_${f.view}` : "dashboard_today"),
  columns: (f) => (isList(f.view) ? listColumns(f.view) : COLUMNS),
  defaultSort: (f) => ({ key: isList(f.view) ? "rank" : "id", order: "asc" }),
  load: async (ctx, q) => {
    const today = localTime(ctx.timeZone, ctx.now.getTime()).date;
    const monthStart = `${today.slice(0, 8)}01`;
    const loc = q.location_id;
    const view = q.filters.view;
    // The lists: this month's top services and team members, stock and vouchers as of today.
    if (isList(view))
      return loadList(
        ctx,
        view,
        { from: monthStart, to: today, location_id: loc },
        LIST_SERVICE[view],
      );
    const rows: Row[] = [];
    const may = (ids: number[]) => ids.some((id) => ctx.may(id));
    if (may(APPOINTMENTS)) {
      const count = (from: string, to: string) =>
        figure(
          ctx,
          appointmentsSummaryReport,
          { from, to, group_by: "status" },
          loc,
          "appointments",
        );
      const week = { from: addDays(today, 1), to: addDays(today, 7) };
      rows.push(
        {
          id: 1,
          figure: "appointments_today",
          first_day: today,
          last_day: today,
          value: await count(today, today),
        },
        {
          id: 2,
          figure: "appointments_next_7_days",
          first_day: week.from,
          last_day: week.to,
          value: await count(week.from, week.to),
        },
      );
    }
    if (may(SALES)) {
      const sales = (from: string, to: string) =>
        figure(
          ctx,
          salesSummaryReport,
          { from, to, group_by: "type" },
          loc,
          "total_sales",
        );
      const yesterday = addDays(today, -1);
      const before = previousPeriod(monthStart, today);
      rows.push(
        {
          id: 3,
          figure: "sales_today",
          first_day: today,
          last_day: today,
          amount: await sales(today, today),
          previous_amount: await sales(yesterday, yesterday),
        },
        {
          id: 4,
          figure: "sales_this_month",
          first_day: monthStart,
          last_day: today,
          amount: await sales(monthStart, today),
          previous_amount: await sales(before.from, before.to),
        },
      );
    }
    // Counts of the lists (DOMAIN §5.2): low-stock products, vouchers expiring within 30 days.
    const counted: [DashboardList, string, number][] = [
      ["low_stock", "low_stock", 5],
      ["vouchers_expiring", "vouchers_expiring", 6],
    ];
    for (const [list, key, id] of counted)
      if (ctx.may(LIST_SERVICE[list])) {
        const { totals } = (await loadList(
          ctx,
          list,
          {
            from: today,
            to: today,
            location_id: loc,
          },
          LIST_SERVICE[list],
        )) as { totals: Row };
        rows.push({
          id,
          figure: key,
          first_day: today,
          last_day:
            list === "vouchers_expiring"
              ? addDays(today, EXPIRING_DAYS - 1)
              : today,
          value: Number(totals.count),
        });
      }
    return { kind: "rows", rows, totals: {} };
  },
});
