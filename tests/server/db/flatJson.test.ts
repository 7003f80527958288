import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  epochMs,
  flatJson,
  flatValues,
  jsonValue,
} from "../../../server/src/db/flatJson";
import { buildTestApp, type TestApp } from "../support/buildTestApp";

/** Rows sent as one flat JSON text: every value in its place, whatever it holds. */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});

async function flat(rows: string): Promise<unknown[]> {
  const r = await t.app.db.execute<{ v: string | null }>(
    sql`select ${flatJson([sql`id`, jsonValue(sql`note`), jsonValue(sql`label`), epochMs("at")])} as v
      from (values ${sql.raw(rows)}) as r(id, note, label, at)`,
  );
  return flatValues(r.rows[0].v);
}

describe("flatJson", () => {
  it("keeps the stride with nulls and quotes text with commas, quotes and backslashes", async () => {
    const values = await flat(`
      (1::bigint, null::int, 'A-000001'::text, '2027-03-10T09:30:00Z'::timestamptz),
      (2, 7, 'a, "b"\\c;', '1970-01-01T00:00:00.001Z'),
      (9007199254740, null, null, '2038-01-19T03:14:08Z')`);
    expect(values).toEqual([
      1,
      null,
      "A-000001",
      Date.parse("2027-03-10T09:30:00Z"),
      2,
      7,
      'a, "b"\\c;',
      1,
      9007199254740,
      null,
      null,
      Date.parse("2038-01-19T03:14:08Z"),
    ]);
  });

  it("answers no values for no rows", async () => {
    expect(
      await flat(`(1::bigint, 1::int, 'x'::text, now()::timestamptz) limit 0`),
    ).toEqual([]);
  });
});
