import {
  index,
  integer,
  pgTable,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
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

/** Product categories (DOMAIN §3.10). */
export const productCategories = pgTable(
  "product_categories",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [productCategories.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("product_categories_merchant_idx").on(
      t.merchant_id,
      t.sort_order,
      t.id,
    ),
    uniqueActiveName("product_categories_merchant_name_key", t),
    searchIndex("product_categories_search_idx", t.search_text),
  ],
);
