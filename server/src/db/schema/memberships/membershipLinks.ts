import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { locations } from "../locations/locations.js";
import { services } from "../services/services.js";
import { memberships } from "./memberships.js";

/** `memberships.service_ids` (used when services_scope = 'selected'); links go with the membership. */
export const membershipServices = pgTable(
  "membership_services",
  {
    membership_id: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    service_id: integer("service_id")
      .notNull()
      .references(() => services.id),
  },
  (t) => [
    primaryKey({ columns: [t.membership_id, t.service_id] }),
    index("membership_services_service_idx").on(t.service_id),
  ],
);

/** `memberships.location_ids` (at least one): where it is sold and used. */
export const membershipLocations = pgTable(
  "membership_locations",
  {
    membership_id: integer("membership_id")
      .notNull()
      .references(() => memberships.id, { onDelete: "cascade" }),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.membership_id, t.location_id] }),
    index("membership_locations_location_idx").on(t.location_id),
  ],
);
