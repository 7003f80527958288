import { sql, type SQL } from "drizzle-orm";

/**
 * An instant column (a name of the code, never input) as epoch milliseconds
 * (int8, a number in JS). date_part gives a float8: extract() would compute
 * in numeric, several times slower per row.
 */
export const epochMs = (column: string) =>
  sql.raw(`round(date_part('epoch', ${column}) * 1000)::int8`);

/**
 * A query's rows as one text value holding a flat JSON array of numbers (and
 * quoted text): `values` per row, in order, then the next row's. A week of a
 * busy location is several hundred rows; the driver builds an object per
 * row and parses each field, several times the cost of one JSON.parse (the
 * calendar's busy time, docs/benchmarks.md). Null values become JSON null
 * (concat_ws would drop them and shift the stride); give text as
 * to_json(…)::text so that it arrives quoted.
 */
export const flatJson = (values: SQL[]) =>
  sql`'[' || string_agg(concat_ws(',', ${sql.join(
    values.map((v) => sql`coalesce((${v})::text, 'null')`),
    sql`, `,
  )}), ',') || ']'`;

/** The values of a flatJson answer (null: no rows), `stride` per row. */
export const flatValues = (text: string | null): unknown[] =>
  text ? (JSON.parse(text) as unknown[]) : [];
