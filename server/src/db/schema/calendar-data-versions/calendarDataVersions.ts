import { sql } from "drizzle-orm";
import { bigint, check, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { tenantColumn } from "../columns.js";

/**
 * One row per business: a counter bumped by statement-level triggers (custom
 * migration `calendar_data_version_triggers`) in the same transaction as
 * every write to the calendar's master data (locations, opening hours, close
 * dates, online booking settings, team members and their links, shifts,
 * changed days, time off, resources and their hours, services and their
 * links, pricing options and availability rules). The calendar caches that
 * master data per server process and reads this counter in every request
 * (server/src/modules/calendar/masterCache.ts): a write committed by any
 * process is seen by the next read of every process. No row = version 0.
 */
export const calendarDataVersions = pgTable(
  "calendar_data_versions",
  {
    merchant_id: tenantColumn(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "calendar_data_versions_pkey",
      columns: [t.merchant_id],
    }),
    check("calendar_data_versions_version_check", sql`${t.version} >= 0`),
  ],
);
