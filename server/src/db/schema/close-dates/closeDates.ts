import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  searchColumn,
  idColumn,
  tenantColumn,
  timestamps,
  searchIndex,
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
    index("close_dates_merchant_idx").on(t.merchant_id, t.start_date),
    check("close_dates_range_check", sql`${t.end_date} >= ${t.start_date}`),
    searchIndex("close_dates_search_idx", t.search_text),
  ],
);

/** `close_dates.location_ids` (at least one, checked by the API). */
export const closeDateLocations = pgTable(
  "close_date_locations",
  {
    close_date_id: integer("close_date_id")
      .notNull()
      .references(() => closeDates.id, { onDelete: "cascade" }),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.close_date_id, t.location_id] }),
    index("close_date_locations_location_idx").on(t.location_id),
  ],
);
