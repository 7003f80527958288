/** What a report answers (server: modules/reports/run.ts), as the screen reads it. */

export type ColumnType =
  "text" | "money" | "quantity" | "percent" | "date" | "datetime" | "boolean";

export interface ReportColumn {
  key: string;
  type: ColumnType;
  total?: boolean;
  contact?: boolean;
  /** Codes worded under `app.reports.values.<values>`. */
  values?: string;
  /** Empty shows `app.reports.empty.<empty>`. */
  empty?: string;
  link?: { resource: string; id: string };
}

export type ReportRow = Record<string, unknown>;

export interface ReportAnswer {
  report: string;
  from: string;
  to: string;
  basis: string;
  columns: ReportColumn[];
  sort: { key: string; order: "asc" | "desc" };
  rows: ReportRow[];
  totals: ReportRow;
  total: number;
  paged: boolean;
  /** Money figures shown apart from the totals (voucher sales), minor units by key. */
  memo?: Record<string, number>;
}
