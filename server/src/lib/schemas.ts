import { z } from "zod";
import type { PgColumn } from "drizzle-orm/pg-core";
import { SEARCH_COLUMN } from "../db/schema/columns.js";
import { DATE_MAX, DATE_MIN } from "../db/schema/bounds.js";
import { MONEY_MAX, QUANTITY_MAX } from "../shared/money/index.js";

export { DATE_MAX, DATE_MIN, MONEY_MAX, QUANTITY_MAX };

const SERVER_FIELDS = {
  id: true,
  merchant_id: true,
  created_at: true,
  updated_at: true,
  archived_at: true,
  created_by: true,
} as const;

/**
 * Derives a resource's schemas from drizzle-zod's insert and select schemas of
 * its table (refined in the module): `create` without server-owned
 * columns (unknown fields are stripped, so merchant_id or id in a body never
 * land), `update` as a partial that may restore (archived_at: null), and the
 * `record` sent back, without merchant_id and the internal search column.
 */
export function tableSchemas(insert: z.ZodObject, select: z.ZodObject) {
  const keys = Object.keys(insert.shape);
  const omit = Object.fromEntries(
    keys.filter((k) => k in SERVER_FIELDS).map((k) => [k, true]),
  ) as Record<string, true>;
  const create = insert.omit(omit);
  const update = create
    .partial()
    .extend(
      "archived_at" in insert.shape ? { archived_at: z.null().optional() } : {},
    );
  const record = select.omit(
    Object.fromEntries(
      ["merchant_id", SEARCH_COLUMN]
        .filter((k) => k in select.shape)
        .map((k) => [k, true]),
    ) as Record<string, true>,
  );
  return { create, update, record };
}

/**
 * A record id: a 64-bit identity in the database (db/schema/columns.ts),
 * exact as a JSON number up to 2^53 - 1 (db/client.ts parses int8 there).
 */
export const recordId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
/** The same from a URL path or a query string. */
export const recordIdParam = z.coerce
  .number()
  .int()
  .min(1)
  .max(Number.MAX_SAFE_INTEGER);

/** 1,000,000 as the messages write it. */
export const grouped = (n: number | bigint) => n.toLocaleString("en-US");

/**
 * An amount in minor units (DOMAIN §1.2): a whole number from 0 to
 * MONEY_MAX (db/schema/bounds.ts says why that cap). Every money field of
 * every body uses it; products and sums of amounts go through
 * lib/amounts.ts, which refuses results beyond the same cap.
 */
export const money = z
  .number()
  .int("Enter the amount in minor units (a whole number).")
  .min(0, "The amount cannot be negative.")
  .max(
    MONEY_MAX,
    `This amount is too large: at most ${grouped(MONEY_MAX)} in minor units.`,
  );

/**
 * A quantity of whole units from 0 to QUANTITY_MAX (a line, a delivery, an
 * adjustment, a count, a reorder quantity); add `.min(1, …)` where 0 is no
 * quantity at all.
 */
export const quantity = z
  .number()
  .int("Enter a whole number of units.")
  .min(0, "The quantity cannot be negative.")
  .max(QUANTITY_MAX, `Enter at most ${grouped(QUANTITY_MAX)} units.`);

const DATE_RANGE = `Enter a date from ${DATE_MIN} to ${DATE_MAX}.`;
const EARLIEST = Date.parse(`${DATE_MIN}T00:00:00Z`);
const AFTER_LAST = Date.parse(`${DATE_MAX}T00:00:00Z`) + 86_400_000;

/** A date as YYYY-MM-DD, within DATE_MIN … DATE_MAX: every date the API takes. */
export const isoDate = z.iso
  .date()
  .refine((v) => v >= DATE_MIN && v <= DATE_MAX, DATE_RANGE);

/**
 * An instant as ISO 8601 with its offset (`2026-11-25T09:00:00Z`,
 * `…+01:00`), within DATE_MIN … DATE_MAX (UTC): every instant the API takes.
 */
export const instant = z.iso
  .datetime({
    offset: true,
    error: "Enter a date and time such as 2026-11-25T09:00:00Z.",
  })
  .refine((v) => {
    const t = Date.parse(v);
    return t >= EARLIEST && t < AFTER_LAST;
  }, `Enter a date and time from ${DATE_MIN} to ${DATE_MAX}.`);

/**
 * The same bounds on the date and timestamp columns of a resource's body
 * (defineResource applies it), so a column drizzle-zod left as plain text
 * cannot take "99999-01-01" or a date in year 1: its value must also pass
 * `isoDate` or `instant`.
 */
export function boundTemporalColumns<T extends z.ZodObject>(
  schema: T,
  columns: Record<string, PgColumn>,
): T {
  const bounded: Record<string, z.ZodType> = {};
  for (const [key, field] of Object.entries(schema.shape)) {
    const type = columns[key]?.columnType;
    const rule =
      type === "PgDateString"
        ? isoDate
        : type === "PgTimestampString"
          ? instant
          : undefined;
    if (!rule) continue;
    bounded[key] = (field as z.ZodType).superRefine((value, ctx) => {
      if (value === null || value === undefined) return;
      const r = rule.safeParse(value);
      if (!r.success)
        ctx.addIssue({ code: "custom", message: r.error.issues[0].message });
    });
  }
  return schema.safeExtend(bounded) as unknown as T;
}

/**
 * PostgreSQL cannot store U+0000 in text. The validator (app.ts) refuses it
 * once for every string of every body, query string and path, after the
 * route's schema has parsed them (so JSON-in-query filters are seen too):
 * the path of the first string that holds one, else undefined.
 */
export function findNulCharacter(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  if (typeof value === "string")
    return value.includes("\u0000") ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = findNulCharacter(value[i], [...path, i]);
      if (found) return found;
    }
    return undefined;
  }
  if (value === null || typeof value !== "object") return undefined;
  const proto = Object.getPrototypeOf(value) as unknown;
  if (proto !== Object.prototype && proto !== null) return undefined; // files (Buffers), dates: no text
  for (const [k, v] of Object.entries(value)) {
    if (k.includes("\u0000")) return [...path, k];
    const found = findNulCharacter(v, [...path, k]);
    if (found) return found;
  }
  return undefined;
}

export const NUL_MESSAGE =
  "Contains an invisible null character (U+0000), which cannot be saved. Remove it (it often comes with text pasted from another program) and try again.";
export const hexColour = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, "Use a colour like #1E88E5.");
