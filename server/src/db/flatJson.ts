import { sql, type SQL } from "drizzle-orm";

/**
 * An instant column (a name of the code, never input) as epoch milliseconds
 * (int8, a number in JS). date_part gives a float8: extract() would compute
 * in numeric, several times slower per row.
 */
export const epochMs = (column: string) =>
  sql.raw(`round(date_part('epoch', ${column}) * 1000)::int8`);

/**
 * A query's rows as one text value holding a flat JSON array: `values` per
 * row, in order, then the next row's. A week of a busy location is several
 * hundred rows; the driver builds an object per row and parses each field,
 * several times the cost of one JSON.parse (the calendar's busy time,
 * docs/benchmarks.md). Each value must render as JSON by itself: numbers
 * that are never null as they are, others through jsonValue (concat_ws
 * would drop a null and shift the stride).
 */
export const flatJson = (values: SQL[]) =>
  sql`'[' || string_agg(concat_ws(',', ${sql.join(values, sql`, `)}), ',') || ']'`;

/** A value that may be null or text, as JSON (null, a number, a quoted string). */
export const jsonValue = (value: SQL) =>
  sql`coalesce(to_json(${value})::text, 'null')`;

/** The values of a flatJson answer (null: no rows), `stride` per row. */
export const flatValues = (text: string | null): unknown[] =>
  text ? (JSON.parse(text) as unknown[]) : [];
