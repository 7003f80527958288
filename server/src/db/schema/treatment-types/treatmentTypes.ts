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

/**
 * Treatment types, e.g. Massage, Facial (DOMAIN §3.24). They are the service
 * category on lists, booking and reports (there is no separate
 * service_categories table).
 */
export const treatmentTypes = pgTable(
  "treatment_types",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    description: text("description"),
    colour: text("colour"),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [treatmentTypes.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("treatment_types_merchant_idx").on(t.merchant_id, t.sort_order, t.id),
    uniqueActiveName("treatment_types_merchant_name_key", t),
    searchIndex("treatment_types_search_idx", t.search_text),
  ],
);
