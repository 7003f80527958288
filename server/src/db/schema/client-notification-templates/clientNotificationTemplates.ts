import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  enumCheck,
  idColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { createdBy } from "../users/createdBy.js";

export const NOTIFICATION_TYPES = [
  "reminder",
  "new_appointment",
  "rescheduled_appointment",
  "cancelled_appointment",
  "no_show",
  "thank_you",
] as const;

/** Placeholders a subject or body may use; unknown ones are rejected by the API. */
export const NOTIFICATION_PLACEHOLDERS = [
  "client_first_name",
  "business_name",
  "location_name",
  "location_address",
  "date",
  "time",
  "services",
  "team_member",
  "price",
  "manage_link",
] as const;

/**
 * Client message templates (DOMAIN §3.6): one row per type, except up to 3
 * `reminder` rows with distinct offsets (the "3" is checked by the API).
 */
export const clientNotificationTemplates = pgTable(
  "client_notification_templates",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    type: text("type").notNull(),
    /** Minutes before the start; required for reminders only. */
    reminder_offset_minutes: integer("reminder_offset_minutes"),
    enabled: boolean("enabled").notNull().default(true),
    show_price: boolean("show_price").notNull().default(true),
    channel_email: boolean("channel_email").notNull().default(true),
    channel_sms: boolean("channel_sms").notNull().default(false),
    subject: text("subject"),
    body: text("body").notNull(),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    index("client_notification_templates_merchant_idx").on(t.merchant_id),
    uniqueIndex("client_notification_templates_merchant_type_key")
      .on(t.merchant_id, t.type)
      .where(sql`${t.type} <> 'reminder'`),
    uniqueIndex("client_notification_templates_merchant_reminder_key")
      .on(t.merchant_id, t.reminder_offset_minutes)
      .where(sql`${t.type} = 'reminder'`),
    enumCheck(
      "client_notification_templates_type_check",
      t.type,
      NOTIFICATION_TYPES,
    ),
    check(
      "client_notification_templates_reminder_offset_check",
      sql`(${t.type} = 'reminder' and ${t.reminder_offset_minutes} is not null and ${t.reminder_offset_minutes} > 0) or (${t.type} <> 'reminder' and ${t.reminder_offset_minutes} is null)`,
    ),
    check(
      "client_notification_templates_channel_check",
      sql`not ${t.enabled} or ${t.channel_email} or ${t.channel_sms}`,
    ),
  ],
);
