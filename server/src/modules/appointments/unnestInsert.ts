import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.js";

/**
 * `insert into t (cols) select * from unnest($1::type[], …) returning …`:
 * one array parameter per column instead of one parameter per value, which
 * PostgreSQL parses and plans far faster for thousands of rows (the demo
 * seed's appointments). Every row must set the same columns; rows go in, and
 * come back, in array order.
 */
export async function unnestInsert<R extends Record<string, unknown>>(
  tx: Tx,
  table: PgTable,
  rows: Record<string, unknown>[],
  returning: string[] = [],
): Promise<R[]> {
  if (!rows.length) return [];
  const cols = getTableColumns(table);
  const keys = Object.keys(rows[0]).filter((k) => rows[0][k] !== undefined);
  const arrays = keys.map((k) => {
    const col = cols[k];
    if (!col) throw new Error(`unnestInsert: no column ${k}`);
    const values = rows.map((r) =>
      r[k] === null || r[k] === undefined ? null : col.mapToDriverValue(r[k]),
    );
    return sql`${sql.param(values)}::${sql.raw(col.getSQLType())}[]`;
  });
  const aliases = keys.map((_, i) => sql.identifier(`c${i}`));
  const back = returning.length
    ? sql` returning ${sql.join(
        returning.map((k) => sql.identifier(cols[k].name)),
        sql`, `,
      )}`
    : sql``;
  const result = await tx.execute<R>(sql`insert into ${sql.identifier(
    getTableName(table),
  )} (${sql.join(
    keys.map((k) => sql.identifier(cols[k].name)),
    sql`, `,
  )}) select ${sql.join(aliases, sql`, `)} from unnest(${sql.join(arrays, sql`, `)})
    with ordinality as u(${sql.join(aliases, sql`, `)}, ord) order by ord${back}`);
  return result.rows as R[];
}
