import type { ReportScreenDef } from "../screenDefs";

/**
 * The reports dashboard (DOMAIN §5.10) as data: its two API views and
 * where each tile leads (the report it is read from, server
 * defs/reportsDashboard.ts), opened with the same range and location.
 */

export const DASHBOARD_PATH = "/reports/dashboard";

const base = {
  name: "reports-dashboard",
  path: DASHBOARD_PATH,
  menuKey: "reports.dashboard",
  serviceId: 13,
  dated: true,
  filters: [],
} as const;

/** The tiles: this period and the previous one, with the change. */
export const TILES_DEF: ReportScreenDef = { ...base, fixed: { view: "tiles" } };
/** The charts: total sales and appointments per day. */
export const DAYS_DEF: ReportScreenDef = { ...base, fixed: { view: "days" } };

const SALES_BY_TYPE = "/reports/reportsales/sales-by-type";
const APPOINTMENTS = "/reports/appointments/summary";
const RETENTION = "/reports/clients/retention";

/** The detailed report of each tile (SPEC §2 paths). */
export const TILE_LINKS: Readonly<Record<string, string>> = {
  total_sales: SALES_BY_TYPE,
  services: SALES_BY_TYPE,
  products: SALES_BY_TYPE,
  memberships: SALES_BY_TYPE,
  voucher_sales: SALES_BY_TYPE,
  average_sale: "/reports/reportsales/sales-by-location",
  tips: "/reports/finances/tips-collected",
  appointments: APPOINTMENTS,
  online_pct: APPOINTMENTS,
  cancelled: APPOINTMENTS,
  no_show: APPOINTMENTS,
  occupancy_pct: "/reports/teams/working-hours",
  new_clients: RETENTION,
  returning_clients: RETENTION,
};

/** Tiles whose figure is a percentage (the others are money or counts). */
export const PERCENT_TILES = new Set(["online_pct", "occupancy_pct"]);

/** The link of a tile with the range and location the dashboard shows. */
export function tileLink(
  tile: string,
  range: { from: string; to: string },
  locationId?: string,
): string {
  const q = new URLSearchParams({ from: range.from, to: range.to });
  if (locationId) q.set("location_id", locationId);
  if (TILE_LINKS[tile] === APPOINTMENTS) q.set("group_by", "status");
  return `${TILE_LINKS[tile]}?${q.toString()}`;
}
