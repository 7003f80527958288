import type pg from "pg";
import { NodePgSession, NodePgTransaction } from "drizzle-orm/node-postgres";
import type { Db, Tx } from "./client.js";

/**
 * Sends `last` (already sent) and COMMIT in one round trip: answers what
 * `last` answers once the transaction has committed. If `last` fails, the
 * COMMIT that follows it ends the aborted transaction as a ROLLBACK and its
 * error is thrown.
 */
export type CommitWith = <R>(last: () => Promise<R>) => Promise<R>;

/**
 * A transaction for a hot write path whose round trips are few: BEGIN goes
 * out with the first statement the work sends, and the work may end by
 * sending its last statement and COMMIT together (`commitWith`), so a row
 * lock taken inside is held one round trip less. The pool runs in pipeline
 * mode (createDb): statements sent without waiting for each other's answer
 * reach PostgreSQL in one write and run in order, each in its own extended
 * query cycle, so each still sees what those before it did and locked.
 *
 * Work that does not call commitWith is committed after it returns, as in
 * db.transaction; a thrown error rolls back. The `tx` given to the work is
 * an ordinary drizzle transaction on the connection.
 */
export async function pipelinedTransaction<T>(
  db: Db,
  work: (tx: Tx, commitWith: CommitWith) => Promise<T>,
): Promise<T> {
  const { dialect, session } = db as unknown as {
    dialect: ConstructorParameters<typeof NodePgSession>[1];
    session: {
      client: pg.Pool;
      schema: ConstructorParameters<typeof NodePgSession>[2];
      options: ConstructorParameters<typeof NodePgSession>[3];
    };
  };
  const client = await session.client.connect();
  const tx = new NodePgTransaction(
    dialect,
    new NodePgSession(client, dialect, session.schema, session.options),
    session.schema,
  ) as unknown as Tx;
  // Not awaited: it goes out with the work's first statement. Only a broken
  // connection fails it, which fails the work's statements too.
  const begun = client.query("begin");
  begun.catch(() => undefined);
  let ended = false;
  let broken: Error | undefined;
  const commitWith: CommitWith = async (last) => {
    ended = true;
    const sent = last();
    const commit = client.query("commit");
    commit.catch(() => undefined);
    try {
      const result = await sent;
      const done = await commit;
      if (done.command !== "COMMIT")
        throw new Error(`COMMIT answered ${done.command}`);
      return result;
    } catch (err) {
      // The COMMIT behind a failed statement ends the transaction (as a ROLLBACK).
      await commit.catch((e: Error) => (broken = e));
      throw err;
    }
  };
  try {
    const result = await work(tx, commitWith);
    await begun;
    if (!ended) await client.query("commit");
    return result;
  } catch (err) {
    await begun.catch((e: Error) => (broken = e));
    if (!ended && !broken)
      await client.query("rollback").catch((e: Error) => (broken = e));
    throw err;
  } finally {
    // A connection whose ROLLBACK or COMMIT failed is not given back to the pool.
    client.release(broken);
  }
}
