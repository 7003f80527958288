import { is } from "drizzle-orm";
import { getTableConfig, PgTable } from "drizzle-orm/pg-core";
import * as schema from "./schema/index.js";
import { BOUND_CHECKS } from "./schema/bounds.js";

let loaded = false;

/**
 * The names of the CHECKs of db/schema/bounds.ts. Drizzle builds a table's
 * constraints only when its config is read, so every table's is read once
 * here; the helpers of bounds.ts record their names as they build them.
 */
export function boundCheckNames(): ReadonlySet<string> {
  if (!loaded) {
    for (const table of Object.values(schema))
      if (is(table, PgTable)) getTableConfig(table);
    loaded = true;
  }
  return BOUND_CHECKS;
}
