import { index, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import {
  addressColumns,
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

/** Product suppliers (DOMAIN §3.12); `email` receives purchase orders. */
export const suppliers = pgTable(
  "suppliers",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    contact_first_name: text("contact_first_name"),
    contact_last_name: text("contact_last_name"),
    email: text("email"),
    mobile: text("mobile"),
    phone: text("phone"),
    website: text("website"),
    /** The merchant's account number with the supplier. */
    account_number: text("account_number"),
    ...addressColumns(),
    notes: text("notes"),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      suppliers.name,
      suppliers.contact_first_name,
      suppliers.contact_last_name,
      suppliers.email,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    index("suppliers_merchant_idx").on(t.merchant_id, t.name, t.id),
    uniqueActiveName("suppliers_merchant_name_key", t),
    searchIndex("suppliers_search_idx", t.search_text),
  ],
);
