import { index, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  idColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { createdBy } from "../users/createdBy.js";

/** Resource categories, e.g. treatment room, laser machine (DOMAIN §3.21). */
export const resourceCategories = pgTable(
  "resource_categories",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    description: text("description"),
    colour: text("colour"),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [resourceCategories.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("resource_categories_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("resource_categories_merchant_name_key", t),
    searchIndex("resource_categories_search_idx", t.search_text),
  ],
);
