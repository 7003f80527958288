import { sql } from "drizzle-orm";
import {
  check,
  index,
  numeric,
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
 * Tax rates (DOMAIN §3.38). Whether prices include tax is
 * `merchants.prices_include_tax`; the default rate per item type and location
 * lives on `locations` (one column each, so one default by construction).
 * Sale items copy the rate. Tax groups are "Later" in DOMAIN: not modelled.
 */
export const taxRates = pgTable(
  "tax_rates",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    rate_pct: numeric("rate_pct", { precision: 7, scale: 4 }).notNull(),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [taxRates.name]),
  },
  (t) => [
    businessKey(t, t.id),
    index("tax_rates_merchant_idx").on(t.merchant_id),
    uniqueActiveName("tax_rates_merchant_name_key", t),
    searchIndex("tax_rates_search_idx", t.search_text),
    check("tax_rates_rate_pct_check", sql`${t.rate_pct} between 0 and 100`),
  ],
);
