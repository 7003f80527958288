import { sql, type SQL } from "drizzle-orm";
import { integer, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
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

/**
 * The text that free-text search (`filter.q`) looks into: the same expression
 * backs the trigram index and the query, so the index is used.
 */
export function searchText(...cols: AnyPgColumn[]): SQL {
  const parts = cols.map((c) => sql`coalesce(${c}, '')`);
  return sql`lower(${sql.join(parts, sql` || ' ' || `)})`;
}
