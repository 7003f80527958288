import type { ReportAnswer } from "../reportTypes";

/** The lists of the dashboards (server defs/dashboardLists.ts). */
export type DashboardListName =
  "top_services" | "top_team_members" | "low_stock" | "vouchers_expiring";

/** The screen of each list's full report (SPEC §2 paths). */
export const LIST_PATHS: Readonly<Record<DashboardListName, string>> = {
  top_services: "/reports/reportsales/sales-by-service",
  top_team_members: "/reports/reportsales/sales-by-TM",
  low_stock: "/reports/inventory/stock-on-hand",
  vouchers_expiring: "/sales/vouchers",
};

/** The full report's link: its screen with the query the server names (the screen fixes group_by). */
export function listLink(list: DashboardListName, answer?: ReportAnswer) {
  const query = (answer?.totals.link ?? {}) as Record<string, string>;
  const q = new URLSearchParams(
    Object.entries(query).filter(([k]) => k !== "group_by"),
  );
  const text = q.toString();
  return text ? `${LIST_PATHS[list]}?${text}` : LIST_PATHS[list];
}

/** The lists a user sees: each needs its report's service id on the reports dashboard, DOMAIN §5.2's on the main one. */
export const LIST_SERVICES: Record<
  "dashboard" | "reports-dashboard",
  Record<DashboardListName, number>
> = {
  dashboard: {
    top_services: 8,
    top_team_members: 8,
    low_stock: 5,
    vouchers_expiring: 19,
  },
  "reports-dashboard": {
    top_services: 8,
    top_team_members: 8,
    low_stock: 9,
    vouchers_expiring: 19,
  },
};

/** Every list, in the screen's order. */
export const ALL_LISTS: readonly DashboardListName[] = [
  "top_services",
  "top_team_members",
  "low_stock",
  "vouchers_expiring",
];
