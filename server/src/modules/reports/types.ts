import type { z } from "zod";
import type { SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";

/**
 * The report engine's vocabulary (DOMAIN §5, ARCHITECTURE "Reports"): a
 * report declares its service id, its own filters (zod), its date basis, its
 * columns and how to load its rows; the engine (run.ts) validates the common
 * query, sorts, pages, totals and exports every report the same way.
 */

/**
 * How a column's values read: money in minor units of the business's
 * currency; quantity a count or amount (hours with two decimals); percent in
 * percent points; date "YYYY-MM-DD"; datetime an ISO 8601 instant, shown on
 * the clock of the row's `time_zone`.
 */
export const COLUMN_TYPES = [
  "text",
  "money",
  "quantity",
  "percent",
  "date",
  "datetime",
  "boolean",
] as const;
export type ColumnType = (typeof COLUMN_TYPES)[number];

export interface ReportColumn {
  key: string;
  type: ColumnType;
  /** Σ of the column in the totals row. */
  total?: boolean;
  /** A client's contact detail: sent only to users who may open clients (lib/contactAccess.ts). */
  contact?: boolean;
  /** The values are codes the screen words under `app.reports.values.<values>` (a status, a type). */
  values?: string;
  /** A word the screen shows for an empty value, under `app.reports.empty.<empty>` ("Walk-in"). */
  empty?: string;
  /** The row's record: `<id>` names the row field holding its id (the screen links to it). */
  link?: { resource: string; id: string };
}

/**
 * The "group" column of a grouped report: its values worded (`values`), an
 * empty group named (`empty`), and each group linked to its record
 * (`resource`, the id in the row's `group_id`).
 */
export const groupColumn = (g: {
  values?: string;
  empty?: string;
  resource?: string;
}): ReportColumn => ({
  key: "group",
  type: "text",
  ...(g.values ? { values: g.values } : {}),
  ...(g.empty ? { empty: g.empty } : {}),
  ...(g.resource ? { link: { resource: g.resource, id: "group_id" } } : {}),
});

export type Row = Record<string, unknown>;

export type SortOrder = "asc" | "desc";
export interface Sort {
  key: string;
  order: SortOrder;
}

/** What a report reads besides its query: the caller's business and rights. */
export interface ReportContext {
  db: Db;
  merchantId: number;
  /** The business's default time zone (default range, client "added on"). */
  timeZone: string;
  currency: string;
  /** May the caller see client contact details (lib/contactAccess.ts)? */
  contacts: boolean;
  /** May the caller use this service (lib/access.ts mayUse)? The main dashboard shows only the figures of areas they may open. */
  may: (serviceId: number) => boolean;
  now: Date;
}

/** The validated query: the common part and the report's own filters. */
export interface ReportQuery<F> {
  /** Local dates, inclusive (the default: this month in the business's time zone). */
  from: string;
  to: string;
  location_id?: number;
  filters: F;
  sort: Sort;
  offset: number;
  limit: number;
}

/**
 * Where a report's rows come from:
 * - `sql`: a SELECT whose output columns are named as the report's column
 *   keys, with a unique `id` (plus `time_zone` for datetimes). The engine
 *   sorts and pages it by the sort key and id alone, reads the full rows of
 *   the page by their ids, totals the `total` columns over the whole
 *   answer, and streams the export through a cursor, so no size of business
 *   drops a row and a page costs little more than its sort. `select(only)`
 *   gets the page's ids as an SQL array when the engine reads the full
 *   rows: a report may narrow its own subqueries with it (the engine keeps
 *   `id = any(only)` in any case);
 * - `rows`: rows computed in full (grouped summaries, working hours), with
 *   their totals when a total is not the Σ of the rows (distinct clients).
 */
export type ReportSource =
  | { kind: "sql"; select: (only?: SQL) => SQL }
  | {
      kind: "rows";
      rows: Row[];
      totals?: Row;
      /** Money figures shown apart from the totals (voucher sales, §5.1), minor units by key. */
      memo?: Row;
    };

export interface ReportDef<F = Record<string, unknown>> {
  /** The API name (DOMAIN §2): `reports/<name>`. */
  name: string;
  /** Staff need it (DOMAIN §2). */
  serviceId: number;
  summary: string;
  description: string;
  /** False for a snapshot (stock on hand): `from`/`to` are not asked for. */
  dated: boolean;
  /** The range when no dates are given: this month, or today (daily sales). */
  defaultRange?: "month" | "today";
  /** The report's own filters, read from the query string (strings in). */
  filters: z.ZodType<F>;
  /** The date basis the answer states (DOMAIN §4.11), a code the screen words. */
  basis: (f: F) => string;
  columns: (f: F) => ReportColumn[];
  defaultSort: (f: F) => Sort;
  load: (ctx: ReportContext, q: ReportQuery<F>) => Promise<ReportSource>;
}

/** Keeps a report's filter type while the registry holds them all alike. */
export const defineReport = <F>(def: ReportDef<F>) =>
  def as unknown as ReportDef<Record<string, unknown>>;

export type AnyReport = ReportDef<Record<string, unknown>>;
