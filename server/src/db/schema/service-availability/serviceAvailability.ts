import { sql } from "drizzle-orm";
import { check, date, index, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import type { AvailabilityRule } from "../jsonTypes.js";
import { locations } from "../locations/locations.js";
import { services } from "../services/services.js";
import { createdBy } from "../users/createdBy.js";

export const AVAILABILITY_CHANNELS = ["online", "in_store", "both"] as const;

/**
 * When a service may start (DOMAIN §3.26). With no rows a service is
 * bookable whenever its staff are; online booking enforces the rules, the
 * calendar warns.
 */
export const serviceAvailability = pgTable(
  "service_availability",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    service_id: refColumn("service_id").notNull(),
    /** Null = all locations. */
    location_id: refColumn("location_id"),
    rules: jsonb("rules").$type<AvailabilityRule[]>().notNull(),
    date_from: date("date_from", { mode: "string" }),
    date_to: date("date_to", { mode: "string" }),
    channels: text("channels").notNull().default("both"),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.service_id, services),
    businessRef(t, t.location_id, locations),
    index("service_availability_merchant_idx").on(t.merchant_id),
    index("service_availability_service_idx").on(t.service_id),
    index("service_availability_location_idx").on(t.location_id),
    enumCheck(
      "service_availability_channels_check",
      t.channels,
      AVAILABILITY_CHANNELS,
    ),
    check(
      "service_availability_rules_check",
      sql`jsonb_typeof(${t.rules}) = 'array'`,
    ),
    check(
      "service_availability_range_check",
      sql`${t.date_to} is null or ${t.date_from} is null or ${t.date_to} >= ${t.date_from}`,
    ),
  ],
);
