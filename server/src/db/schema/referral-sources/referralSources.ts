import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
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

/** How clients heard of the business (DOMAIN §3.7); the default one is preselected on new clients. */
export const referralSources = pgTable(
  "referral_sources",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    sort_order: integer("sort_order").notNull().default(0),
    is_default: boolean("is_default").notNull().default(false),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [referralSources.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("referral_sources_merchant_idx").on(
      t.merchant_id,
      t.sort_order,
      t.id,
    ),
    uniqueActiveName("referral_sources_merchant_name_key", t),
    searchIndex("referral_sources_search_idx", t.search_text),
    // At most one default among non-archived rows.
    uniqueIndex("referral_sources_merchant_default_key")
      .on(t.merchant_id)
      .where(sql`${t.is_default} and ${t.archived_at} is null`),
  ],
);
