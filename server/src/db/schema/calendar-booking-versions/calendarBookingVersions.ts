import { sql } from "drizzle-orm";
import { bigint, check, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { tenantColumn } from "../columns.js";

/**
 * One row per business: a counter bumped at commit of every transaction that
 * writes appointments, their services or clients (deferred constraint
 * triggers, custom migration `calendar_booking_version_triggers`). With
 * calendar_data_versions (master data) it versions every answer the calendar
 * reads, so those answers can be kept per server process and reused until
 * either counter moves (server/src/plugins/responseCache.ts). A row of its
 * own, apart from the master-data counter: a booking never waits on a
 * master-data write, nor the other way round. No row = version 0.
 */
export const calendarBookingVersions = pgTable(
  "calendar_booking_versions",
  {
    merchant_id: tenantColumn(),
    version: bigint("version", { mode: "number" }).notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "calendar_booking_versions_pkey",
      columns: [t.merchant_id],
    }),
    check("calendar_booking_versions_version_check", sql`${t.version} >= 0`),
  ],
);
