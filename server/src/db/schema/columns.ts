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
 * Free-text search (`filter.q`) looks into one stored, generated column per
 * table: the lower-cased fields joined by spaces, kept up to date by
 * PostgreSQL on every write. Storing it spares every search the rebuilding of
 * the text for each candidate row, and the list reads it by name, so the
 * query always matches its trigram index (searchIndex). A table with this
 * column is searchable (defineResource picks it up); keep it out of the API.
 */
export const SEARCH_COLUMN = "search_text";

export const searchColumn = (cols: () => AnyPgColumn[]) =>
  text(SEARCH_COLUMN).generatedAlwaysAs((): SQL => {
    const parts = cols().map((c) => sql`coalesce(${c}, '')`);
    return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
  });

/** Trigram index over the table's search column. */
export const searchIndex = (name: string, searchText: AnyPgColumn) =>
  index(name).using("gin", sql`${searchText} gin_trgm_ops`);

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
