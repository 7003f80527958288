import pg from "pg";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { preparedQuery } from "../../../server/src/db/client";
import { pipelinedTransaction } from "../../../server/src/db/pipelinedTransaction";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { lockWaiters } from "../support/lockWaits";

/**
 * The booking's transaction (server/src/db/pipelinedTransaction.ts): BEGIN
 * goes out with the first statement, the last statement with COMMIT, and
 * statements sent together still run one after the other, each seeing what
 * those before it locked and what was committed meanwhile.
 */
let t: TestApp;
const rows = async () =>
  (
    await t.app.pool.query<{ id: number; v: string }>(
      "select id, v from pipeline_probe order by id",
    )
  ).rows;
const insert = (id: number, v: string) => ({
  name: "",
  text: "insert into pipeline_probe (id, v) values ($1, $2) returning id, v",
  values: [id, v],
});

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.pool.query(
    "create table pipeline_probe (id int primary key, v text not null)",
  );
});

beforeEach(async () => {
  await t.app.pool.query("truncate pipeline_probe");
});

describe("pipelinedTransaction", () => {
  it("commits the work and the last statement together and answers the last one's rows", async () => {
    const answer = await pipelinedTransaction(
      t.app.db,
      async (tx, commitWith) => {
        await preparedQuery(tx, insert(1, "a"), [1, "a"]);
        return commitWith(() => preparedQuery(tx, insert(2, "b"), [2, "b"]));
      },
    );
    expect(answer.rows).toEqual([{ id: 2, v: "b" }]);
    expect(await rows()).toEqual([
      { id: 1, v: "a" },
      { id: 2, v: "b" },
    ]);
  });

  it("rolls everything back when the last statement fails, throws its error, and keeps the pool usable", async () => {
    await t.app.pool.query("insert into pipeline_probe values (9, 'x')");
    const failing = pipelinedTransaction(t.app.db, async (tx, commitWith) => {
      await preparedQuery(tx, insert(1, "a"), [1, "a"]);
      return commitWith(() => preparedQuery(tx, insert(9, "dup"), [9, "dup"]));
    });
    await expect(failing).rejects.toMatchObject({ code: "23505" });
    expect(await rows()).toEqual([{ id: 9, v: "x" }]);
    // Every connection of the pool still answers (none was left inside a transaction).
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.pool.query<{ open: string }>(
          "select now() = statement_timestamp() as open",
        ),
      ),
    );
    expect(answers.map((a) => a.rows[0].open)).toEqual(Array(5).fill(true));
  });

  it("rolls back work that throws before its last statement, and commits work that never calls commitWith", async () => {
    await expect(
      pipelinedTransaction(t.app.db, async (tx) => {
        await preparedQuery(tx, insert(1, "a"), [1, "a"]);
        throw new Error("refused");
      }),
    ).rejects.toThrow("refused");
    expect(await rows()).toEqual([]);
    await pipelinedTransaction(t.app.db, async (tx) => {
      await preparedQuery(tx, insert(3, "c"), [3, "c"]);
    });
    expect(await rows()).toEqual([{ id: 3, v: "c" }]);
  });

  it("runs a read sent behind a lock after the lock is granted, and it sees what was committed while it waited", async () => {
    await t.app.pool.query("insert into pipeline_probe values (1, 'before')");
    const other = new pg.Client({ connectionString: t.config.DATABASE_URL });
    await other.connect();
    try {
      await other.query("begin");
      await other.query("select 1 from pipeline_probe where id = 1 for update");
      const work = pipelinedTransaction(t.app.db, async (tx) => {
        // Both sent before either answers: the read waits behind the lock.
        const locked = preparedQuery(
          tx,
          {
            name: "",
            text: "select id from pipeline_probe where id = $1 for update",
          },
          [1],
        );
        const read = preparedQuery<{ v: string }>(
          tx,
          { name: "", text: "select v from pipeline_probe where id = $1" },
          [1],
        );
        await locked;
        return (await read).rows[0].v;
      });
      // The transaction's locking read is queued behind the other's lock.
      await lockWaiters(t.app.pool);
      await other.query("update pipeline_probe set v = 'after' where id = 1");
      await other.query("commit");
      expect(await work).toBe("after");
    } finally {
      await other.end();
    }
  });
});
