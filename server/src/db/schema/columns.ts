import { getTableName, sql, type SQL } from "drizzle-orm";
import {
  bigint,
  char,
  check,
  foreignKey,
  index,
  integer,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
  type PgColumn,
} from "drizzle-orm/pg-core";
import { merchants } from "./merchants/merchants.js";

/**
 * Standard columns of every business table (DOMAIN §1.2). The tables are
 * ready to shard by `merchant_id` (docs/scaling.md): the id is a 64-bit
 * identity, unique in its table (the API addresses rows by it), and the
 * primary key is `(merchant_id, id)` (businessKey). Ids arrive as numbers
 * (client.ts parses int8), exact below 2^53.
 */
export const idColumn = () =>
  bigint("id", { mode: "number" }).notNull().generatedAlwaysAsIdentity();

/**
 * Id of a directory table: one that is not per business (merchants, login
 * accounts, the booking-page directory) and becomes a Citus reference table.
 */
export const directoryIdColumn = () =>
  integer("id").primaryKey().generatedAlwaysAsIdentity();

/** A column pointing at another business table's id (with businessRef). */
export const refColumn = (name: string) => bigint(name, { mode: "number" });

/** The business tables' columns the key helpers need. */
interface BusinessColumns {
  merchant_id: PgColumn;
}

/**
 * A table a business foreign key points at; pass it as `(): BusinessTarget =>
 * table` where two tables point at each other (import cycle).
 */
export type BusinessTarget = BusinessColumns & { id: PgColumn };

const tableName = (t: BusinessColumns) => getTableName(t.merchant_id.table);

/** Primary key `(merchant_id, id)`, or `(merchant_id, a, b)` for a link table. */
export const businessKey = (
  t: BusinessColumns,
  ...columns: [PgColumn, ...PgColumn[]]
) =>
  primaryKey({
    name: `${tableName(t)}_pkey`,
    columns: [t.merchant_id, ...columns],
  });

/**
 * Foreign key `(merchant_id, col)` → `target(merchant_id, id)`: a row can
 * only point at a row of its own business, and Citus can keep both on one
 * shard. A null `col` is not checked (MATCH SIMPLE).
 */
export const businessRef = (
  t: BusinessColumns,
  col: PgColumn,
  target: BusinessTarget | (() => BusinessTarget),
  onDelete: "cascade" | "no action" = "no action",
) => {
  const to = typeof target === "function" ? target() : target;
  return foreignKey({
    name: `${tableName(t)}_${col.name}_fk`,
    columns: [t.merchant_id, col],
    foreignColumns: [to.merchant_id, to.id],
  }).onDelete(onDelete);
};

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
