import type { ReportScreenDef } from "./reportList";

/**
 * A report screen's state lives in its URL (a report link can be shared):
 * `from`, `to`, `location_id`, the report's own filters by key, `sort`,
 * `order` and `page` (from 1). No dates in the URL means the server's
 * default, this month. Pure functions, no React.
 */

/** Rows per page, as react-admin's lists. */
export const PAGE_SIZE = 25;

export interface ReportParams {
  from?: string;
  to?: string;
  location_id?: string;
  /** The report's own filters, each with a value (fallbacks applied). */
  filters: Record<string, string>;
  sort?: string;
  order?: "asc" | "desc";
  page: number;
}

const value = (search: URLSearchParams, key: string) =>
  search.get(key)?.trim() || undefined;

/** The screen's state read from its URL. */
export function readParams(
  def: ReportScreenDef,
  search: URLSearchParams,
): ReportParams {
  const filters: Record<string, string> = {};
  for (const f of def.filters) {
    let v = value(search, f.key);
    // A code the filter does not offer counts as none (its fallback, if any).
    if (f.kind === "choice" && v !== undefined && !f.choices.includes(v))
      v = undefined;
    const chosen = v ?? (f.kind === "choice" ? f.fallback : undefined);
    if (chosen !== undefined) filters[f.key] = chosen;
  }
  const order = value(search, "order");
  const page = Number(value(search, "page") ?? 1);
  return {
    from: def.dated ? value(search, "from") : undefined,
    to: def.dated ? value(search, "to") : undefined,
    location_id: value(search, "location_id"),
    filters,
    sort: value(search, "sort"),
    order: order === "desc" ? "desc" : order === "asc" ? "asc" : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

/** Is the filter shown for these values (a filter of one view only)? */
export const filterShown = (
  f: ReportScreenDef["filters"][number],
  filters: Record<string, string>,
) => !f.when || filters[f.when[0]] === f.when[1];

/**
 * The API query of the screen's state: every filter shown that has a
 * value, the sort, and (for the screen, not the export) the page.
 */
export function apiQuery(
  def: ReportScreenDef,
  p: ReportParams,
  { page = true }: { page?: boolean } = {},
): Record<string, string> {
  const q: Record<string, string> = { ...def.fixed };
  if (p.from && p.to) {
    q.from = p.from;
    q.to = p.to;
  }
  if (p.location_id) q.location_id = p.location_id;
  for (const f of def.filters)
    if (p.filters[f.key] !== undefined && filterShown(f, p.filters))
      q[f.key] = p.filters[f.key];
  if (p.sort) q.sort = p.sort;
  if (p.sort && p.order) q.order = p.order;
  if (page) {
    q.offset = String((p.page - 1) * PAGE_SIZE);
    q.limit = String(PAGE_SIZE);
  }
  return q;
}

/**
 * The URL after a change: the given keys set (or removed when undefined);
 * any change but of the page goes back to page 1, and a new view or
 * grouping forgets a sort by a column it may not have.
 */
export function changed(
  search: URLSearchParams,
  changes: Record<string, string | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const [k, v] of Object.entries(changes))
    if (v === undefined || v === "") next.delete(k);
    else next.set(k, v);
  if (!("page" in changes)) next.delete("page");
  if ("view" in changes || "group_by" in changes) {
    next.delete("sort");
    next.delete("order");
  }
  return next;
}
