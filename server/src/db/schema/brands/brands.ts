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

/** Product brands (DOMAIN §3.11). */
export const brands = pgTable(
  "brands",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [brands.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("brands_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("brands_merchant_name_key", t),
    searchIndex("brands_search_idx", t.search_text),
  ],
);
