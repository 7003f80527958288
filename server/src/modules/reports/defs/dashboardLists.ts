import { z } from "zod";
import { forbidden } from "../../../lib/httpErrors.js";
import { addDays, localTime } from "../../calendar/zonedTime.js";
import { parseReportQuery } from "../query.js";
import { runReport } from "../run.js";
import type {
  AnyReport,
  ReportColumn,
  ReportContext,
  ReportSource,
  Row,
} from "../types.js";
import { salesSummaryReport } from "./salesSummary.js";
import { stockOnHandReport } from "./stockOnHand.js";
import { vouchersIssuedReport } from "./vouchersIssued.js";

/**
 * The short lists of the dashboards (DOMAIN §5.2, §5.10): top services and
 * top team members by net sales, low-stock products, vouchers expiring in
 * the next 30 days. Each is the first rows of its report (sales by
 * service, sales by team member, stock on hand, issued vouchers) with the
 * filters and order the screen's "view report" link opens, so a list always
 * equals the head of the report it links to.
 */
export const DASHBOARD_LISTS = [
  "top_services",
  "top_team_members",
  "low_stock",
  "vouchers_expiring",
] as const;
export type DashboardList = (typeof DASHBOARD_LISTS)[number];

/** Rows a list shows. */
export const LIST_SIZE = 5;
/** Vouchers expiring within this many days (today included) are listed. */
export const EXPIRING_DAYS = 30;

interface ListSpec {
  report: AnyReport;
  /** The report's filters that decide its columns (group_by). */
  shape: Record<string, unknown>;
  /** The report's queries for the range (a list may read several: low and out of stock). */
  queries: (
    range: { from: string; to: string },
    today: string,
  ) => Record<string, string>[];
}

const topBy = (group_by: string) => (r: { from: string; to: string }) => [
  { from: r.from, to: r.to, group_by, sort: "net_sales", order: "desc" },
];

const SPECS: Record<DashboardList, ListSpec> = {
  top_services: {
    report: salesSummaryReport,
    shape: { group_by: "service" },
    queries: topBy("service"),
  },
  top_team_members: {
    report: salesSummaryReport,
    shape: { group_by: "team_member" },
    queries: topBy("team_member"),
  },
  low_stock: {
    report: stockOnHandReport,
    shape: {},
    queries: () =>
      ["out", "low"].map((status) => ({
        status,
        sort: "on_hand",
        order: "asc",
      })),
  },
  vouchers_expiring: {
    report: vouchersIssuedReport,
    shape: {},
    queries: (_, today) => [
      {
        ...expiringVouchers(today),
        status: "valid",
        sort: "expiry_date",
        order: "asc",
      },
    ],
  },
};

/**
 * The issued-vouchers query of "vouchers expiring in 30 days": issued in the
 * longest range a report covers (three years up to today), expiring from
 * today to today + 29 days.
 */
export function expiringVouchers(today: string) {
  return {
    from: addDays(today, -1094),
    to: today,
    expiry_from: today,
    expiry_to: addDays(today, EXPIRING_DAYS - 1),
  };
}

/** Today in the business's time zone. */
export const todayOf = (ctx: ReportContext) =>
  localTime(ctx.timeZone, ctx.now.getTime()).date;

/** The `view` filter of a dashboard: its own views and the lists. */
export const viewFilter = <const V extends readonly [string, ...string[]]>(
  own: V,
) =>
  z
    .enum([...own, ...DASHBOARD_LISTS] as [string, ...string[]], {
      error: `The view is one of: ${[...own, ...DASHBOARD_LISTS].join(", ")}.`,
    })
    .optional();

export const isList = (view: unknown): view is DashboardList =>
  (DASHBOARD_LISTS as readonly unknown[]).includes(view);

const RANK: ReportColumn = { key: "rank", type: "quantity" };

/** A list's columns: its place, then its report's (contact details only for those who may open clients). */
export function listColumns(list: DashboardList, ctx?: ReportContext) {
  const spec = SPECS[list];
  const columns = spec.report
    .columns(spec.shape)
    .filter((c) => !ctx || ctx.contacts || !c.contact)
    // The row's id is its place; the report's own id moves to report_id.
    .map((c) =>
      c.link?.id === "id" ? { ...c, link: { ...c.link, id: "report_id" } } : c,
    );
  return [RANK, ...columns];
}

/**
 * The first LIST_SIZE rows of a list for the range and location; in the
 * totals `count` = every row of the report(s), `report` its name and
 * `link` the query that opens it with the same filters and order. The caller needs the
 * service id the dashboard names for it (the main dashboard's own, DOMAIN
 * §5.2; the report's on the reports dashboard), else 403.
 */
export async function loadList(
  ctx: ReportContext,
  list: DashboardList,
  range: { from: string; to: string; location_id?: number },
  serviceId = SPECS[list].report.serviceId,
): Promise<ReportSource> {
  if (!ctx.may(serviceId))
    throw forbidden(
      "You may not open the report this list comes from; ask the business owner for access.",
    );
  const spec = SPECS[list];
  const rows: Row[] = [];
  let count = 0;
  const asked: Record<string, string>[] = [];
  for (const query of spec.queries(range, todayOf(ctx))) {
    const raw: Record<string, string> = {
      ...(spec.report.dated ? { from: range.from, to: range.to } : {}),
      ...query,
      limit: String(LIST_SIZE),
    };
    if (range.location_id !== undefined)
      raw.location_id = String(range.location_id);
    asked.push(raw);
    const q = parseReportQuery(spec.report, raw, ctx);
    const answer = await runReport(spec.report, q, ctx);
    rows.push(...answer.rows);
    count += answer.total;
  }
  const head = rows.slice(0, LIST_SIZE).map((r, i) => ({
    ...r,
    // The report's own id stays with the row (a link may name it).
    report_id: r.id,
    id: i + 1,
    rank: i + 1,
  }));
  // The full report's query (what every query asked alike: low stock's leaves the status out), for the screen's link.
  const link = Object.fromEntries(
    Object.entries(asked[0]).filter(
      ([k, v]) => k !== "limit" && asked.every((a) => a[k] === v),
    ),
  );
  return {
    kind: "rows",
    rows: head,
    totals: { count, report: spec.report.name, link },
  };
}
