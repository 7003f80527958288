import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../client.js";
import { addDays, localDate, zonedInstant } from "./dates.js";
import { Rng } from "./random.js";

/** What every area of the seed gets: the transaction, a random stream and the anchor. */
export interface SeedContext {
  tx: Tx;
  rng: Rng;
  /** The instant "now" of the seeded world. */
  anchor: Date;
  /** The anchor's calendar date in the merchant's timezone. */
  today: string;
  timeZone: string;
  merchantId: number;
  /** created_at / updated_at of master data: the day the business set up the back office. */
  setupAt: string;
}

export function createContext(
  tx: Tx,
  merchantId: number,
  anchor: Date,
  timeZone: string,
  seed: number,
  setupDaysAgo: number,
): SeedContext {
  const today = localDate(anchor, timeZone);
  return {
    tx,
    rng: new Rng(seed),
    anchor,
    today,
    timeZone,
    merchantId,
    setupAt: zonedInstant(addDays(today, -setupDaysAgo), "08:30", timeZone),
  };
}

/** `days` before (negative) or after the anchor at a local wall-clock time. */
export const at = (ctx: SeedContext, days: number, time: string) =>
  zonedInstant(addDays(ctx.today, days), time, ctx.timeZone);

type Insert<T extends PgTable> = T["$inferInsert"];
/** A row as the seed writes it: the merchant is the context's unless said. */
type SeedRow<T extends PgTable> = Omit<Insert<T>, "merchant_id"> & {
  merchant_id?: number;
};

/**
 * Fills merchant_id with the seeded merchant, and created_at / updated_at
 * with the setup instant, where the table has them and the row does not say
 * otherwise, so two runs with one anchor write identical rows (no `now()`).
 */
export function stamped<T extends PgTable>(
  ctx: SeedContext,
  table: T,
  rows: SeedRow<T>[],
): Insert<T>[] {
  const cols = getTableColumns(table);
  const hasMerchant = "merchant_id" in cols;
  const hasCreated = "created_at" in cols;
  const hasUpdated = "updated_at" in cols;
  return rows.map((row) => {
    const r = row as Record<string, unknown>;
    const created = (r.created_at as string | undefined) ?? ctx.setupAt;
    return {
      ...(hasMerchant ? { merchant_id: ctx.merchantId } : {}),
      ...(hasCreated ? { created_at: created } : {}),
      ...(hasUpdated ? { updated_at: created } : {}),
      ...row,
    } as Insert<T>;
  });
}

// PostgreSQL takes at most 65,535 parameters per statement.
const MAX_PARAMS = 60_000;
/** From this many rows on, one array parameter per column (unnest) beats one parameter per value. */
const UNNEST_FROM = 200;

/**
 * One INSERT per table. Large tables go through `unnest` of one array per
 * column: a handful of parameters instead of tens of thousands, which is
 * several times faster to build and to parse. Small ones use Drizzle's
 * VALUES, split into chunks only beyond the parameter limit.
 */
export async function insertAll<T extends PgTable>(
  ctx: SeedContext,
  table: T,
  rows: SeedRow<T>[],
): Promise<void> {
  if (!rows.length) return;
  const values = stamped(ctx, table, rows);
  if (values.length >= UNNEST_FROM && (await insertUnnest(ctx, table, values)))
    return;
  const width = Object.keys(getTableColumns(table)).length;
  const size = Math.max(1, Math.floor(MAX_PARAMS / width));
  for (let i = 0; i < values.length; i += size)
    await ctx.tx.insert(table).values(values.slice(i, i + size) as never);
}

/**
 * `insert into t (cols) select * from unnest($1::type[], ...)`. Every row must
 * set the same columns (no per-row defaults) and no column may be an array
 * itself; returns false, inserting nothing, when that does not hold.
 */
async function insertUnnest<T extends PgTable>(
  ctx: SeedContext,
  table: T,
  rows: Insert<T>[],
): Promise<boolean> {
  const cols = getTableColumns(table);
  const records = rows as Record<string, unknown>[];
  const keys = Object.keys(records[0]).filter(
    (k) => records[0][k] !== undefined,
  );
  const sameShape = records.every(
    (r) =>
      Object.keys(r).filter((k) => r[k] !== undefined).length === keys.length &&
      keys.every((k) => r[k] !== undefined),
  );
  if (
    !sameShape ||
    keys.some((k) => !cols[k] || cols[k].getSQLType().endsWith("]"))
  )
    return false;
  const arrays = keys.map(
    (k) =>
      sql`${sql.param(records.map((r) => (r[k] === null ? null : cols[k].mapToDriverValue(r[k]))))}::${sql.raw(cols[k].getSQLType())}[]`,
  );
  const aliases = keys.map((_, i) => sql.identifier(`c${i}`));
  // In array order, so identity ids follow the order of `rows`.
  await ctx.tx
    .execute(sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(
    keys.map((k) => sql.identifier(cols[k].name)),
    sql`, `,
  )}) select ${sql.join(aliases, sql`, `)} from unnest(${sql.join(arrays, sql`, `)})
    with ordinality as u(${sql.join(aliases, sql`, `)}, ord) order by ord`);
  return true;
}

/** Maps returned rows by a key, failing loudly when one is missing. */
export function indexBy<R, K extends keyof R>(rows: R[], key: K) {
  const map = new Map<R[K], R>();
  for (const r of rows) map.set(r[key], r);
  return (k: R[K]): R => {
    const found = map.get(k);
    if (!found)
      throw new Error(`seed: no row with ${String(key)} = ${String(k)}`);
    return found;
  };
}
