import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  type BusinessTarget,
} from "../columns.js";
import { cancellationReasons } from "../cancellation-reasons/cancellationReasons.js";
import { clients } from "../clients/clients.js";
import { locations } from "../locations/locations.js";
import { createdBy } from "../users/createdBy.js";
import { sales } from "../sales/sales.js";

export const APPOINTMENT_STATUSES = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
  "no_show",
  "cancelled",
] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];

/** Statuses whose services no longer hold their member or resource (DOMAIN §4.10). */
export const INACTIVE_STATUSES = ["cancelled", "no_show"] as const;

export const APPOINTMENT_CHANNELS = [
  "in_store",
  "phone",
  "online",
  "walk_in",
] as const;

export const CANCELLED_BY = ["client", "business"] as const;

const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "string" });

/**
 * Appointments (DOMAIN §3.30): one visit of a client (null = walk-in) at a
 * location, holding one or more services (appointment_services). Written only
 * by the booking module (server/src/modules/appointments/booking.ts), which
 * keeps `start_at`/`end_at` equal to the span of its services and takes the
 * reference from the per-merchant counter. Never deleted: cancelled instead.
 */
export const appointments = pgTable(
  "appointments",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    /** `A-000123` (server/src/lib/documentNumbers.ts). */
    reference: text("reference").notNull(),
    client_id: refColumn("client_id"),
    location_id: refColumn("location_id").notNull(),
    status: text("status").notNull().default("booked"),
    channel: text("channel").notNull().default("in_store"),
    /** Earliest start and latest end (start + duration) of its services. */
    start_at: instant("start_at").notNull(),
    end_at: instant("end_at").notNull(),
    notes: text("notes"),
    cancellation_reason_id: refColumn("cancellation_reason_id"),
    cancelled_at: instant("cancelled_at"),
    cancelled_by: text("cancelled_by"),
    is_late_cancellation: boolean("is_late_cancellation")
      .notNull()
      .default(false),
    /** Set at checkout: the sale that completed it. */
    sale_id: refColumn("sale_id"),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [appointments.reference]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.client_id, clients),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.cancellation_reason_id, cancellationReasons),
    businessRef(t, t.sale_id, (): BusinessTarget => sales),
    uniqueIndex("appointments_merchant_reference_key").on(
      t.merchant_id,
      t.reference,
    ),
    index("appointments_merchant_start_idx").on(t.merchant_id, t.start_at),
    index("appointments_location_start_idx").on(
      t.merchant_id,
      t.location_id,
      t.start_at,
    ),
    index("appointments_client_idx")
      .on(t.merchant_id, t.client_id, t.start_at)
      .where(sql`${t.client_id} is not null`),
    // The cancellations report by cancellation date (modules/reports).
    index("appointments_cancelled_at_idx")
      .on(t.merchant_id, t.cancelled_at)
      .where(sql`${t.cancelled_at} is not null`),
    index("appointments_cancellation_reason_idx")
      .on(t.cancellation_reason_id)
      .where(sql`${t.cancellation_reason_id} is not null`),
    searchIndex("appointments_search_idx", t.search_text),
    enumCheck("appointments_status_check", t.status, APPOINTMENT_STATUSES),
    enumCheck("appointments_channel_check", t.channel, APPOINTMENT_CHANNELS),
    enumCheck("appointments_cancelled_by_check", t.cancelled_by, CANCELLED_BY),
    check("appointments_span_check", sql`${t.end_at} > ${t.start_at}`),
    check(
      "appointments_cancellation_check",
      sql`${t.status} <> 'cancelled' or (${t.cancellation_reason_id} is not null and ${t.cancelled_at} is not null and ${t.cancelled_by} is not null)`,
    ),
  ],
);
