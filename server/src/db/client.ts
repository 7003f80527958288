import pg from "pg";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import * as schema from "./schema/index.js";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the pool-backed database or a transaction: repositories accept both. */
export type Queryable = Db | Tx;

// bigint (int8) arrives as a string: the one place it becomes a number. Ids
// are 64-bit (schema/columns.ts idColumn) and counts are int8; both stay far
// below 2^53, so the number is exact and the API sends ids as JSON numbers.
pg.types.setTypeParser(20, (v) => Number(v));

export function createDb(url: string, max: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
  });
  const db = drizzle(pool, { schema });
  return { pool, db };
}
