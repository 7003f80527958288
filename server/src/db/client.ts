import pg from "pg";
import type { SQL } from "drizzle-orm";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { PgDialect } from "drizzle-orm/pg-core";

/**
 * Without drizzle's relational query API (`db.query.<table>`), which nothing
 * uses: with a schema, drizzle builds a query builder per table for every
 * transaction it opens.
 */
export type Db = NodePgDatabase;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
/** Either the pool-backed database or a transaction: repositories accept both. */
export type Queryable = Db | Tx;

// bigint (int8) arrives as a string: the one place it becomes a number. Ids
// are 64-bit (schema/columns.ts idColumn) and counts are int8; both stay far
// below 2^53, so the number is exact and the API sends ids as JSON numbers.
pg.types.setTypeParser(20, (v) => Number(v));

/** How long opening a connection may take before the request fails. */
export const CONNECT_TIMEOUT_MS = 5_000;

/**
 * A connection that gives up opening after CONNECT_TIMEOUT_MS: a database
 * that does not answer (a host gone from the network) fails the request
 * (503, plugins/errors.ts) instead of holding it. Set on the client, not the
 * pool, whose own option would also fail requests queued for a busy pool.
 */
class TimedClient extends pg.Client {
  constructor(config?: pg.ClientConfig) {
    super({ ...config, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  }
}

export function createDb(url: string, max: number) {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    idleTimeoutMillis: 30_000,
    Client: TimedClient,
    // Statements sent on one connection without waiting for each other go
    // out at once and run in order (pipelinedTransaction.ts); code that
    // awaits each statement, as nearly all does, sees no difference.
    pipeline: true,
  });
  const db = drizzle(pool);
  return { pool, db };
}

const dialect = new PgDialect();

/**
 * Runs `query` as the named prepared statement `name` on the connection of
 * `db` (the pool or a transaction's client): PostgreSQL parses it once per
 * connection and may reuse a generic plan. Every value in `query` must be a
 * parameter (`${value}`), and one name must always render the same text
 * (pg rejects a name reused for another text): callers name each shape.
 * Rows come with pg's own type parsers (an instant column as a Date), so
 * select numbers or text.
 */
export async function namedQuery<T extends pg.QueryResultRow>(
  db: Queryable,
  name: string,
  query: SQL,
): Promise<pg.QueryResult<T>> {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return preparedQuery<T>(db, { name, text }, params);
}

/** A statement whose text is written once (no SQL object to render per call). */
export interface Prepared {
  name: string;
  text: string;
}

/**
 * namedQuery for a statement kept as text, with its values in `$n` order:
 * for hot statements, where rendering drizzle's SQL object on every call
 * costs more CPU than the rest of the request's own code. Same rules: one
 * name, one text; rows with pg's own type parsers.
 */
export function preparedQuery<T extends pg.QueryResultRow>(
  db: Queryable,
  statement: Prepared,
  values: unknown[],
): Promise<pg.QueryResult<T>> {
  const client = (db as unknown as { session: { client: pg.ClientBase } })
    .session.client;
  return client.query<T>({ ...statement, values });
}
