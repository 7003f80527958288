import { index, pgTable } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { services } from "../services/services.js";
import { memberships } from "./memberships.js";

/** `memberships.service_ids` (used when services_scope = 'selected'); links go with the membership. */
export const membershipServices = pgTable(
  "membership_services",
  {
    merchant_id: tenantColumn(),
    membership_id: refColumn("membership_id").notNull(),
    service_id: refColumn("service_id").notNull(),
  },
  (t) => [
    businessRef(t, t.membership_id, memberships, "cascade"),
    businessRef(t, t.service_id, services),
    businessKey(t, t.membership_id, t.service_id),
    index("membership_services_service_idx").on(t.service_id),
  ],
);

/** `memberships.location_ids` (at least one): where it is sold and used. */
export const membershipLocations = pgTable(
  "membership_locations",
  {
    merchant_id: tenantColumn(),
    membership_id: refColumn("membership_id").notNull(),
    location_id: refColumn("location_id").notNull(),
  },
  (t) => [
    businessRef(t, t.membership_id, memberships, "cascade"),
    businessRef(t, t.location_id, locations),
    businessKey(t, t.membership_id, t.location_id),
    index("membership_locations_location_idx").on(t.location_id),
  ],
);
