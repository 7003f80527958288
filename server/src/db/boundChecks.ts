import { sql } from "drizzle-orm";
import type { Queryable } from "./client.js";
import { DATE_MAX, DATE_MIN } from "./schema/bounds.js";

/**
 * Rows stored before the bounds of issue 28 that break them (migration
 * amount_quantity_bounds adds its CHECKs NOT VALID and validates each one
 * the rows allow). A validated CHECK holds for every row, so only the
 * constraints still NOT VALID are read: each finding names the table, the
 * row's key and the constraint, so the business can correct the row (a
 * price, a count) or, in an append-only ledger, post a correcting movement.
 */

const LIMIT = 100;

const ident = (name: string) => `"${name.replaceAll('"', '""')}"`;

async function rows<T>(db: Queryable, query: ReturnType<typeof sql>) {
  return (await db.execute(query)).rows as T[];
}

/** The primary-key columns of a table (to name a row in a finding). */
async function keyColumns(db: Queryable, table: string) {
  return (
    await rows<{ name: string }>(
      db,
      sql`select a.attname as name from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = ${table}::regclass and i.indisprimary
        order by array_position(i.indkey, a.attnum)`,
    )
  ).map((r) => r.name);
}

async function hasMerchant(db: Queryable, table: string) {
  return (
    (
      await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pg_attribute
          where attrelid = ${table}::regclass and attname = 'merchant_id' and not attisdropped`,
      )
    )[0].n > 0
  );
}

/** `(merchant_id, id)` = `(3, 12)`, from a row's key values. */
const keyText = (keys: string[], row: Record<string, unknown>) =>
  keys.map((k) => `${k} ${String(row[k])}`).join(", ");

/** Rows that break a CHECK constraint left NOT VALID. */
export async function checkUnvalidatedConstraints(
  db: Queryable,
  merchantId?: number,
): Promise<string[]> {
  const constraints = await rows<{ tbl: string; name: string; def: string }>(
    db,
    sql`select conrelid::regclass::text as tbl, conname as name,
        pg_get_constraintdef(oid) as def
      from pg_constraint
      where contype = 'c' and not convalidated
        and connamespace = current_schema()::regnamespace
      order by 1, 2`,
  );
  const findings: string[] = [];
  for (const c of constraints) {
    const expr = /^CHECK \((.*)\)( NOT VALID)?$/s.exec(c.def)?.[1];
    if (!expr) continue;
    const keys = await keyColumns(db, c.tbl);
    const only =
      merchantId !== undefined && (await hasMerchant(db, c.tbl))
        ? sql` and merchant_id = ${merchantId}`
        : sql``;
    const bad = await rows<Record<string, unknown>>(
      db,
      sql`select ${sql.raw(keys.map(ident).join(", ") || "ctid")}
        from ${sql.raw(ident(c.tbl))}
        where not (${sql.raw(expr)})${only}
        order by 1 limit ${LIMIT}`,
    );
    for (const row of bad)
      findings.push(`${c.tbl} (${keyText(keys, row)}): breaks ${c.name}`);
  }
  return findings;
}

/** Dates and instants outside DATE_MIN … DATE_MAX (the API refuses them since issue 28). */
export async function checkDateRanges(
  db: Queryable,
  merchantId?: number,
): Promise<string[]> {
  const columns = await rows<{ tbl: string; col: string }>(
    db,
    sql`select c.table_name as tbl, c.column_name as col
      from information_schema.columns c
      join information_schema.tables t
        on t.table_schema = c.table_schema and t.table_name = c.table_name
      where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
        and c.data_type in ('date', 'timestamp with time zone')
        and c.table_name not like '\\_\\_%'
      order by 1, 2`,
  );
  const byTable = new Map<string, string[]>();
  for (const { tbl, col } of columns)
    byTable.set(tbl, [...(byTable.get(tbl) ?? []), col]);
  const findings: string[] = [];
  for (const [tbl, cols] of byTable) {
    const keys = await keyColumns(db, tbl);
    const outside = (c: string) =>
      `(${ident(c)} < '${DATE_MIN}' or ${ident(c)} >= date '${DATE_MAX}' + 1)`;
    const only =
      merchantId !== undefined && (await hasMerchant(db, tbl))
        ? sql` and merchant_id = ${merchantId}`
        : sql``;
    const fields = [
      ...keys.map(ident),
      ...cols.flatMap((c, i) => [
        `${ident(c)}::text as "v${i}"`,
        `coalesce(${outside(c)}, false) as "o${i}"`,
      ]),
    ];
    const bad = await rows<Record<string, unknown>>(
      db,
      sql`select ${sql.raw(fields.join(", "))}
        from ${sql.raw(ident(tbl))}
        where (${sql.raw(cols.map(outside).join(" or "))})${only}
        limit ${LIMIT}`,
    );
    for (const row of bad) {
      const which = cols.flatMap((c, i) =>
        row[`o${i}`] ? [`${c} ${String(row[`v${i}`])}`] : [],
      );
      findings.push(
        `${tbl} (${keyText(keys, row)}): ${which.join(", ")} outside ${DATE_MIN} … ${DATE_MAX}`,
      );
    }
  }
  return findings;
}
