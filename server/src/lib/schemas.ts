import { z } from "zod";
import { SEARCH_COLUMN } from "../db/schema/columns.js";

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

export const isoDate = z.iso.date();
export const hexColour = z
  .string()
  .regex(/^#[0-9A-Fa-f]{6}$/, "Use a colour like #1E88E5.");
