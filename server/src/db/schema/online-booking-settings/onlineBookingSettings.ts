import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { directoryIdColumn, tenantColumn, timestamps } from "../columns.js";

export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;

/**
 * Online booking settings (DOMAIN §3.34), one row per merchant, role 2 only.
 * A directory table like merchants (one row per business): the public
 * booking page finds its business by the slug, unique across businesses, so
 * on Citus it is a reference table (docs/scaling.md).
 */
export const onlineBookingSettings = pgTable(
  "online_booking_settings",
  {
    id: directoryIdColumn(),
    merchant_id: tenantColumn(),
    enabled: boolean("enabled").notNull().default(false),
    /** Booking page URL; unique across merchants, case-insensitive. */
    slug: text("slug").notNull(),
    slot_interval_minutes: integer("slot_interval_minutes")
      .notNull()
      .default(15),
    min_notice_minutes: integer("min_notice_minutes").notNull().default(60),
    max_advance_days: integer("max_advance_days").notNull().default(90),
    allow_team_member_selection: boolean("allow_team_member_selection")
      .notNull()
      .default(true),
    allow_any_team_member: boolean("allow_any_team_member")
      .notNull()
      .default(true),
    /** Cancellations later than this before the start are late. */
    client_cancel_notice_minutes: integer("client_cancel_notice_minutes")
      .notNull()
      .default(1440),
    require_phone: boolean("require_phone").notNull().default(true),
    important_info_text: text("important_info_text"),
    disabled_message: text("disabled_message"),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("online_booking_settings_merchant_key").on(t.merchant_id),
    uniqueIndex("online_booking_settings_slug_key").on(sql`lower(${t.slug})`),
    check(
      "online_booking_settings_slot_interval_check",
      sql`${t.slot_interval_minutes} in (${sql.raw(SLOT_INTERVALS.join(", "))})`,
    ),
    check(
      "online_booking_settings_min_notice_check",
      sql`${t.min_notice_minutes} >= 0`,
    ),
    check(
      "online_booking_settings_max_advance_check",
      sql`${t.max_advance_days} >= 1`,
    ),
    check(
      "online_booking_settings_cancel_notice_check",
      sql`${t.client_cancel_notice_minutes} between 30 and 2880`,
    ),
  ],
);
