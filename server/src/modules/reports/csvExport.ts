import { Readable } from "node:stream";
import { sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import type pg from "pg";
import { CSV_BOM, csvCell } from "../../lib/csv.js";
import { currencyDigits } from "../../shared/money/index.js";
import { offsetAt } from "../calendar/zonedTime.js";
import { orderBy, sortRows, visibleColumns } from "./run.js";
import type {
  AnyReport,
  ReportColumn,
  ReportContext,
  ReportQuery,
  Row,
} from "./types.js";

/** Rows fetched from the cursor at a time. */
const BATCH = 1000;
const dialect = new PgDialect();

/** Minor units as a decimal in major units ("-12.50"), exactly (no floating point). */
export function moneyText(minor: number, digits: number): string {
  const sign = minor < 0 ? "-" : "";
  const abs = Math.abs(Math.trunc(minor));
  if (digits === 0) return `${sign}${abs}`;
  const unit = 10 ** digits;
  return `${sign}${Math.floor(abs / unit)}.${String(abs % unit).padStart(digits, "0")}`;
}

/** An instant on the clock of its zone, with the offset: "2026-03-29T10:00:00+02:00". */
export function localInstantText(iso: string, timeZone: string): string {
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return iso;
  let offset: number;
  try {
    offset = offsetAt(timeZone, t);
  } catch {
    offset = 0;
  }
  const local = new Date(t + offset).toISOString().slice(0, 19);
  const m = Math.abs(offset) / 60_000;
  const hh = String(Math.floor(m / 60)).padStart(2, "0");
  const mm = String(m % 60).padStart(2, "0");
  return `${local}${offset < 0 ? "-" : "+"}${hh}:${mm}`;
}

/**
 * One CSV line of a report row, spreadsheet-safe (lib/csv.ts neutralises
 * text starting with = + - @): money in major units with the currency's
 * decimals, instants on the clock of the row's location with their offset.
 * Numbers are written as numbers (a negative amount is not a formula).
 */
export function reportCsvLine(
  columns: ReportColumn[],
  row: Row,
  digits: number,
): string {
  const cells = columns.map((c) => {
    const v = row[c.key];
    if (v === null || v === undefined) return "";
    if (c.type === "money" && typeof v === "number")
      return moneyText(v, digits);
    if (c.type === "datetime" && typeof v === "string")
      return localInstantText(v, String(row.time_zone ?? "UTC"));
    if (typeof v === "number" || typeof v === "boolean") return String(v);
    return csvCell(v);
  });
  return `${cells.join(",")}\r\n`;
}

/** The rows of a `sql` report in batches, read through a cursor in one transaction (one pass, any size). */
async function* cursorRows(
  pool: pg.Pool,
  text: string,
  params: unknown[],
): AsyncGenerator<Row[]> {
  const client = await pool.connect();
  let open = false;
  try {
    await client.query("begin read only");
    open = true;
    await client.query(
      `declare report_rows no scroll cursor for ${text}`,
      params,
    );
    for (;;) {
      const { rows } = await client.query<Row>(
        `fetch ${BATCH} from report_rows`,
      );
      if (rows.length) yield rows;
      if (rows.length < BATCH) break;
    }
    await client.query("commit");
    open = false;
  } finally {
    if (open) await client.query("rollback").catch(() => undefined);
    client.release();
  }
}

/**
 * The report's rows as a CSV stream: the same filters and order as the
 * screen, every row (no page, no cap), header = the column keys the caller
 * may see.
 */
export async function reportCsv(
  report: AnyReport,
  q: ReportQuery<Record<string, unknown>>,
  ctx: ReportContext,
  pool: pg.Pool,
): Promise<Readable> {
  const columns = visibleColumns(report, q, ctx);
  // The money module's ISO 4217 digits, as the till and the server count minor units.
  const digits = currencyDigits(ctx.currency);
  const source = await report.load(ctx, q);
  const header =
    CSV_BOM + columns.map((c) => csvCell(c.key)).join(",") + "\r\n";
  async function* lines(): AsyncGenerator<string> {
    yield header;
    if (source.kind === "rows") {
      let out = "";
      for (const row of sortRows(source.rows, q.sort))
        out += reportCsvLine(columns, row, digits);
      yield out;
      return;
    }
    const query = dialect.sqlToQuery(
      sql`select r.* from (${source.select()}) r order by ${orderBy(q.sort)}`,
    );
    for await (const rows of cursorRows(pool, query.sql, query.params)) {
      let out = "";
      for (const row of rows) out += reportCsvLine(columns, row, digits);
      yield out;
    }
  }
  return Readable.from(lines(), { objectMode: false });
}
