import { sql, type SQL } from "drizzle-orm";
import type {
  AnyReport,
  ReportColumn,
  ReportContext,
  ReportQuery,
  Row,
  Sort,
} from "./types.js";

/** What a report answers (DOMAIN §5): rows, totals, basis, and how to read them. */
export interface ReportAnswer {
  report: string;
  from: string;
  to: string;
  basis: string;
  columns: ReportColumn[];
  rows: Row[];
  totals: Row;
  /** Rows of the whole filtered answer (rows holds one page of them when `paged`). */
  total: number;
  paged: boolean;
}

/** The report's columns this caller may see (contact details only for those who may open clients). */
export const visibleColumns = (
  report: AnyReport,
  q: ReportQuery<Record<string, unknown>>,
  ctx: ReportContext,
) => report.columns(q.filters).filter((c) => ctx.contacts || !c.contact);

const ident = (key: string) => sql.identifier(key);

/** ORDER BY the sort key, nulls last, then the tie-breakers: the same order on screen and in the export. */
export function orderBy(sort: Sort, tieBreak: string[]): SQL {
  const dir = sql.raw(sort.order === "desc" ? "desc" : "asc");
  const keys = [
    sql`r.${ident(sort.key)} ${dir} nulls last`,
    ...tieBreak
      .filter((k) => k !== sort.key)
      .map((k) => sql`r.${ident(k)} ${dir}`),
  ];
  return sql.join(keys, sql`, `);
}

const SUM = "__sum_";
const TOTAL = "__total";

/** Σ of the total columns (and the row count) over the whole answer, as window or plain aggregates. */
function aggregates(columns: ReportColumn[], over: boolean): SQL {
  const w = over ? sql` over ()` : sql``;
  return sql.join(
    [
      sql`count(*)${w} as ${ident(TOTAL)}`,
      ...columns
        .filter((c) => c.total)
        .map(
          (c) =>
            sql`coalesce(sum(r.${ident(c.key)})${w}, 0)::bigint as ${ident(SUM + c.key)}`,
        ),
    ],
    sql`, `,
  );
}

function totalsOf(columns: ReportColumn[], row: Row | undefined): Row {
  return Object.fromEntries(
    columns
      .filter((c) => c.total)
      .map((c) => [c.key, Number(row?.[SUM + c.key] ?? 0)]),
  );
}

const strip = (row: Row) =>
  Object.fromEntries(
    Object.entries(row).filter(([k]) => k !== TOTAL && !k.startsWith(SUM)),
  );

/** Compares two values of a column: numbers as numbers, text by code point; empty values last. */
function compare(a: unknown, b: unknown) {
  if (a === b) return 0;
  if (a === null || a === undefined) return 1;
  if (b === null || b === undefined) return -1;
  if (typeof a === "number" && typeof b === "number") return a - b;
  if (typeof a === "boolean" && typeof b === "boolean") return a ? 1 : -1;
  const x = String(a);
  const y = String(b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Sorts rows of a `rows` report by the query's sort, empty values last either way. */
export function sortRows(rows: Row[], sort: Sort) {
  const sign = sort.order === "desc" ? -1 : 1;
  return [...rows].sort((r, s) => {
    const a = r[sort.key];
    const b = s[sort.key];
    if (a === null || a === undefined || b === null || b === undefined)
      return compare(a, b);
    return sign * compare(a, b);
  });
}

/** Σ of the `total` columns of rows. */
export const sumRows = (columns: ReportColumn[], rows: Row[]): Row =>
  Object.fromEntries(
    columns
      .filter((c) => c.total)
      .map((c) => [
        c.key,
        rows.reduce((s, r) => s + (Number(r[c.key]) || 0), 0),
      ]),
  );

/**
 * Runs a report for the screen: a `sql` report answers one page in one
 * statement (its count and totals as window aggregates over the whole
 * filtered set), a `rows` report every row, sorted.
 */
export async function runReport(
  report: AnyReport,
  q: ReportQuery<Record<string, unknown>>,
  ctx: ReportContext,
): Promise<ReportAnswer> {
  const columns = visibleColumns(report, q, ctx);
  const source = await report.load(ctx, q);
  const head = {
    report: report.name,
    from: q.from,
    to: q.to,
    basis: report.basis(q.filters),
    columns,
  };
  if (source.kind === "rows") {
    const rows = sortRows(source.rows, q.sort);
    return {
      ...head,
      rows,
      totals: source.totals ?? sumRows(columns, rows),
      total: rows.length,
      paged: false,
    };
  }
  const page = await ctx.db.execute<Row>(sql`
    select r.*, ${aggregates(columns, true)}
    from (${source.select}) r
    order by ${orderBy(q.sort, source.tieBreak)}
    limit ${q.limit} offset ${q.offset}`);
  let first: Row | undefined = page.rows[0];
  if (!first && q.offset > 0)
    first = (
      await ctx.db.execute<Row>(
        sql`select ${aggregates(columns, false)} from (${source.select}) r`,
      )
    ).rows[0];
  return {
    ...head,
    rows: page.rows.map(strip),
    totals: totalsOf(columns, first),
    total: Number(first?.[TOTAL] ?? 0),
    paged: true,
  };
}
