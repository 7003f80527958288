import { getTableColumns } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { SEARCH_COLUMN } from "../db/schema/columns.js";

/** The columns a list reads: all but the internal search column. */
export function storedColumns(table: PgTable): Record<string, PgColumn> {
  const { [SEARCH_COLUMN]: _search, ...rest } = getTableColumns(table);
  return rest as Record<string, PgColumn>;
}
