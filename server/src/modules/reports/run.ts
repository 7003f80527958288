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
  /** The order of the rows (the query's, else the report's default). */
  sort: Sort;
  rows: Row[];
  totals: Row;
  /** Rows of the whole filtered answer (rows holds one page of them when `paged`). */
  total: number;
  paged: boolean;
  /** Money figures apart from the totals (voucher sales), minor units by key. */
  memo?: Row;
}

/** The report's columns this caller may see (contact details only for those who may open clients). */
export const visibleColumns = (
  report: AnyReport,
  q: ReportQuery<Record<string, unknown>>,
  ctx: ReportContext,
) => report.columns(q.filters).filter((c) => ctx.contacts || !c.contact);

const ident = (key: string) => sql.identifier(key);

/** ORDER BY the sort key, nulls last, then the id: the same order on screen and in the export. */
export function orderBy(sort: Sort): SQL {
  const dir = sql.raw(sort.order === "desc" ? "desc" : "asc");
  return sort.key === "id"
    ? sql`r.id ${dir}`
    : sql`r.${ident(sort.key)} ${dir} nulls last, r.id ${dir}`;
}

/** Ids as one array parameter, typed as they are (numbers, or text such as "12-3"). */
const idArray = (ids: unknown[]) =>
  ids.every((v) => typeof v === "number")
    ? sql`${`{${ids.join(",")}}`}::bigint[]`
    : sql`${`{${ids.map((v) => `"${String(v).replace(/["\\]/g, "\\$&")}"`).join(",")}}`}::text[]`;

const SUM = "__sum_";
const TOTAL = "__total";

/** The row count and Σ of the total columns over the whole answer. */
function aggregates(columns: ReportColumn[]): SQL {
  return sql.join(
    [
      sql`count(*) as ${ident(TOTAL)}`,
      ...columns
        .filter((c) => c.total)
        .map(
          (c) =>
            sql`coalesce(sum(r.${ident(c.key)}), 0)::bigint as ${ident(SUM + c.key)}`,
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
 * Runs a report for the screen: a `sql` report answers one page (with the
 * count and totals of the whole filtered set), a `rows` report every row,
 * sorted.
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
    sort: q.sort,
  };
  if (source.kind === "rows") {
    const rows = sortRows(source.rows, q.sort);
    return {
      ...head,
      rows,
      totals: source.totals ?? sumRows(columns, rows),
      total: rows.length,
      paged: false,
      ...(source.memo ? { memo: source.memo } : {}),
    };
  }
  // The page by its sort key and id alone (PostgreSQL leaves out what the
  // sort does not read: joins for names, formatting), the count and totals
  // of the whole answer beside it, then the page's full rows by id.
  const [keys, sums] = await Promise.all([
    ctx.db.execute<Row>(sql`
      select r.id from (${source.select()}) r
      order by ${orderBy(q.sort)}
      limit ${q.limit} offset ${q.offset}`),
    ctx.db.execute<Row>(
      sql`select ${aggregates(columns)} from (${source.select()}) r`,
    ),
  ]);
  const ids = keys.rows.map((r) => r.id);
  const full = ids.length
    ? (
        await ctx.db.execute<Row>(sql`
          select r.* from (${source.select(idArray(ids))}) r
          where r.id = any(${idArray(ids)})`)
      ).rows
    : [];
  const byId = new Map(full.map((r) => [String(r.id), r]));
  const first = sums.rows[0];
  return {
    ...head,
    rows: ids.map((id) => byId.get(String(id))!).filter(Boolean),
    totals: totalsOf(columns, first),
    total: Number(first?.[TOTAL] ?? 0),
    paged: true,
  };
}
