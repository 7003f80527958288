import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Queryable } from "../db/client.js";
import { SEARCH_COLUMN } from "../db/schema/columns.js";
import type { ListPlan } from "./simpleRest.js";
import { counts } from "./crudShared.js";

type Row = Record<string, unknown>;

const TOTAL = "__list_total";

/** The columns a list reads: all but the internal search column. */
export function storedColumns(table: PgTable): Record<string, PgColumn> {
  const { [SEARCH_COLUMN]: _search, ...rest } = getTableColumns(table);
  return rest as Record<string, PgColumn>;
}

/**
 * One page of a list and the total behind it (Content-Range), with as little
 * counting as the page allows: a page that ends before its limit gives the
 * total itself; a search counts its matches in the page query (it reads and
 * sorts them all anyway, so a second query would read them again); other
 * lists count separately, large totals cached (CountCache).
 */
export async function readPage(
  db: Queryable,
  q: {
    table: PgTable;
    fields: Record<string, PgColumn>;
    where: SQL | undefined;
    plan: ListPlan;
    /** CountCache scope and key of this filter. */
    scope: string;
    key: string;
  },
): Promise<{ rows: Row[]; total: number }> {
  const { plan } = q;
  const page = (fields: Record<string, PgColumn | SQL.Aliased>) =>
    db
      .select(fields)
      .from(q.table)
      .where(q.where)
      .orderBy(...plan.orderBy)
      .limit(plan.limit)
      .offset(plan.offset) as Promise<Row[]>;
  const cached = counts.cached(q.scope, q.key);
  if (cached === undefined && plan.countWithPage) {
    const generation = counts.generation(q.scope);
    const rows = await page({
      ...q.fields,
      [TOTAL]: sql<number>`count(*) over ()`.as(TOTAL),
    });
    // Past the end, no row carries the total: count it as below.
    if (rows.length > 0 || plan.offset === 0) {
      const total = rows.length > 0 ? Number(rows[0][TOTAL]) : 0;
      counts.remember(q.scope, q.key, total, generation);
      for (const row of rows) delete row[TOTAL];
      return { rows, total };
    }
  }
  const rows = await page(q.fields);
  const ended = rows.length < plan.limit && (rows.length > 0 || !plan.offset);
  const total = ended
    ? plan.offset + rows.length
    : (cached ??
      (await counts.get(q.scope, q.key, async () => {
        const [{ n }] = await db
          .select({ n: sql<number>`count(*)::int` })
          .from(q.table)
          .where(q.where);
        return n;
      })));
  return { rows, total };
}
