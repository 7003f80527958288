import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  pgTable,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { createdBy } from "../users/createdBy.js";

/**
 * Close dates (DOMAIN §3.35, effects §4.8): the chosen locations take no new
 * bookings and their shifts count as zero on these inclusive dates.
 */
export const closeDates = pgTable(
  "close_dates",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    end_date: date("end_date", { mode: "string" }).notNull(),
    description: text("description").notNull(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [closeDates.description]),
  },
  (t) => [
    businessKey(t, t.id),
    index("close_dates_merchant_idx").on(t.merchant_id, t.start_date),
    check("close_dates_range_check", sql`${t.end_date} >= ${t.start_date}`),
    searchIndex("close_dates_search_idx", t.search_text),
  ],
);

/** `close_dates.location_ids` (at least one, checked by the API). */
export const closeDateLocations = pgTable(
  "close_date_locations",
  {
    merchant_id: tenantColumn(),
    close_date_id: refColumn("close_date_id").notNull(),
    location_id: refColumn("location_id").notNull(),
  },
  (t) => [
    businessRef(t, t.close_date_id, closeDates, "cascade"),
    businessRef(t, t.location_id, locations),
    businessKey(t, t.close_date_id, t.location_id),
    index("close_date_locations_location_idx").on(t.location_id),
  ],
);
