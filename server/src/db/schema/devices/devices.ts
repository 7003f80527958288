import { sql } from "drizzle-orm";
import {
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { createdBy } from "../users/createdBy.js";

export const DEVICE_TYPES = [
  "card_terminal",
  "receipt_printer",
  "tablet",
  "barcode_scanner",
] as const;
export const DEVICE_STATUSES = ["active", "offline", "retired"] as const;

/** Hardware register (DOMAIN §3.41); no device integration in the MVP. */
export const devices = pgTable(
  "devices",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    type: text("type").notNull(),
    serial_number: text("serial_number"),
    location_id: refColumn("location_id").notNull(),
    status: text("status").notNull().default("active"),
    paired_at: timestamp("paired_at", { withTimezone: true, mode: "string" }),
    last_seen_at: timestamp("last_seen_at", {
      withTimezone: true,
      mode: "string",
    }),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      devices.name,
      devices.serial_number,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.location_id, locations),
    index("devices_merchant_idx").on(t.merchant_id),
    index("devices_location_idx").on(t.location_id),
    uniqueActiveName("devices_merchant_name_key", t),
    uniqueIndex("devices_merchant_serial_key")
      .on(t.merchant_id, t.serial_number)
      .where(sql`${t.serial_number} is not null and ${t.archived_at} is null`),
    searchIndex("devices_search_idx", t.search_text),
    enumCheck("devices_type_check", t.type, DEVICE_TYPES),
    enumCheck("devices_status_check", t.status, DEVICE_STATUSES),
  ],
);
