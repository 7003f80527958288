import { sql, type SQL } from "drizzle-orm";
import {
  char,
  check,
  index,
  integer,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants/merchants.js";

/** Standard columns of every business table (DOMAIN §1.2). */
export const idColumn = () =>
  integer("id").primaryKey().generatedAlwaysAsIdentity();

export const tenantColumn = () =>
  integer("merchant_id")
    .notNull()
    .references(() => merchants.id, { onDelete: "cascade" });

export const timestamps = () => ({
  created_at: timestamp("created_at", { withTimezone: true, mode: "string" })
    .notNull()
    .defaultNow(),
  updated_at: timestamp("updated_at", { withTimezone: true, mode: "string" })
    .notNull()
    .defaultNow(),
});

export const archivedAt = () =>
  timestamp("archived_at", { withTimezone: true, mode: "string" });

/** Optional postal address, as on locations (DOMAIN §3.4); suppliers and billing details reuse it. */
export const addressColumns = () => ({
  address_line1: text("address_line1"),
  address_line2: text("address_line2"),
  city: text("city"),
  region: text("region"),
  postcode: text("postcode"),
  country_code: char("country_code", { length: 2 }),
});

/**
 * The text that free-text search (`filter.q`) looks into: the same expression
 * backs the trigram index and the query, so the index is used.
 */
export function searchText(...cols: AnyPgColumn[]): SQL {
  const parts = cols.map((c) => sql`coalesce(${c}, '')`);
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
}

/** Trigram index over searchText(...cols); pass the same columns to the resource's `search`. */
export const searchIndex = (name: string, ...cols: AnyPgColumn[]) =>
  index(name).using("gin", sql`${searchText(...cols)} gin_trgm_ops`);

/** Master-data names are unique per merchant among non-archived rows (DOMAIN §1.2). */
export const uniqueActiveName = (
  name: string,
  t: { merchant_id: AnyPgColumn; name: AnyPgColumn; archived_at: AnyPgColumn },
) =>
  uniqueIndex(name)
    .on(t.merchant_id, sql`lower(${t.name})`)
    .where(sql`${t.archived_at} is null`);

/** `col in ('a', 'b', ...)`: enums are text with a CHECK (DOMAIN §1.2); a null passes. */
export function oneOf(col: AnyPgColumn, values: readonly string[]): SQL {
  const list = values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", ");
  return sql`${col} in (${sql.raw(list)})`;
}

export const enumCheck = (
  name: string,
  col: AnyPgColumn,
  values: readonly string[],
) => check(name, oneOf(col, values));
