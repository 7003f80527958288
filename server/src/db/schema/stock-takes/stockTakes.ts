import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { createdBy } from "../users/createdBy.js";
import { users } from "../users/users.js";

export const STOCK_TAKE_SCOPES = [
  "all",
  "category",
  "brand",
  "selected",
] as const;
export const STOCK_TAKE_STATUSES = [
  "in_progress",
  "completed",
  "cancelled",
] as const;

/**
 * Stock takes (DOMAIN §3.14). `reference` (`ST-000045`) comes from
 * nextDocumentNumber. `scope_ids` holds the category, brand or product ids of
 * the scope (empty for `all`). Never deleted: cancelled instead.
 */
export const stockTakes = pgTable(
  "stock_takes",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    reference: text("reference").notNull(),
    location_id: refColumn("location_id").notNull(),
    scope: text("scope").notNull().default("all"),
    scope_ids: bigint("scope_ids", { mode: "number" })
      .array()
      .notNull()
      .default(sql`'{}'::bigint[]`),
    status: text("status").notNull().default("in_progress"),
    started_at: timestamp("started_at", { withTimezone: true, mode: "string" })
      .notNull()
      .defaultNow(),
    completed_at: timestamp("completed_at", {
      withTimezone: true,
      mode: "string",
    }),
    counted_by: integer("counted_by").references(() => users.id),
    notes: text("notes"),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [stockTakes.reference]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.location_id, locations),
    uniqueIndex("stock_takes_merchant_reference_key").on(
      t.merchant_id,
      t.reference,
    ),
    index("stock_takes_merchant_idx").on(t.merchant_id, t.started_at, t.id),
    index("stock_takes_status_idx").on(t.merchant_id, t.status),
    index("stock_takes_location_idx").on(t.location_id),
    searchIndex("stock_takes_search_idx", t.search_text),
    enumCheck("stock_takes_scope_check", t.scope, STOCK_TAKE_SCOPES),
    enumCheck("stock_takes_status_check", t.status, STOCK_TAKE_STATUSES),
  ],
);
