import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import {
  archivedAt,
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
import { resourceCategories } from "../resource-categories/resourceCategories.js";
import { createdBy } from "../users/createdBy.js";

/**
 * Rooms and equipment booked with services (DOMAIN §3.20), up to `capacity`
 * bookings at a time. The services that may use a resource are `service_resources`
 * (services folder); automatic assignment takes the first free by sort_order.
 */
export const resources = pgTable(
  "resources",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    resource_category_id: refColumn("resource_category_id"),
    location_id: refColumn("location_id").notNull(),
    /** Short calendar label. */
    code: text("code"),
    description: text("description"),
    calendar_colour: text("calendar_colour"),
    /** Bookings it holds at the same time (a room with two beds = 2). */
    capacity: integer("capacity").notNull().default(1),
    sort_order: integer("sort_order").notNull().default(0),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [
      resources.name,
      resources.code,
    ]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.resource_category_id, resourceCategories),
    businessRef(t, t.location_id, locations),
    index("resources_merchant_idx").on(t.merchant_id, t.sort_order, t.id),
    // Names are unique per location (DOMAIN §3.20), among non-archived rows.
    uniqueIndex("resources_location_name_key")
      .on(t.merchant_id, t.location_id, sql`lower(${t.name})`)
      .where(sql`${t.archived_at} is null`),
    searchIndex("resources_search_idx", t.search_text),
    index("resources_location_idx").on(t.location_id, t.sort_order),
    index("resources_category_idx").on(t.resource_category_id),
    check("resources_capacity_check", sql`${t.capacity} between 1 and 50`),
  ],
);
