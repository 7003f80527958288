import { index, pgTable } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  refColumn,
  tenantColumn,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { resources } from "../resources/resources.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { services } from "./services.js";

/**
 * Join tables of services (DOMAIN §3.23), exposed as id arrays. Links go
 * with their service (cascade). Team members and resources expose the same
 * links from their side (`service_ids`, DOMAIN §3.17 and §3.20), so those
 * two cascade from both ends; a linked location is archived, not deleted.
 */

/** `services.location_ids` (at least one). */
export const serviceLocations = pgTable(
  "service_locations",
  {
    merchant_id: tenantColumn(),
    service_id: refColumn("service_id").notNull(),
    location_id: refColumn("location_id").notNull(),
  },
  (t) => [
    businessRef(t, t.service_id, services, "cascade"),
    businessRef(t, t.location_id, locations),
    businessKey(t, t.service_id, t.location_id),
    index("service_locations_location_idx").on(t.location_id),
  ],
);

/** `services.team_member_ids` and `team_members.service_ids` (one table for both). */
export const serviceTeamMembers = pgTable(
  "service_team_members",
  {
    merchant_id: tenantColumn(),
    service_id: refColumn("service_id").notNull(),
    team_member_id: refColumn("team_member_id").notNull(),
  },
  (t) => [
    businessRef(t, t.service_id, services, "cascade"),
    businessRef(t, t.team_member_id, teamMembers, "cascade"),
    businessKey(t, t.service_id, t.team_member_id),
    index("service_team_members_team_member_idx").on(t.team_member_id),
  ],
);

/** `services.resource_ids` and `resources.service_ids` (one table for both). */
export const serviceResources = pgTable(
  "service_resources",
  {
    merchant_id: tenantColumn(),
    service_id: refColumn("service_id").notNull(),
    resource_id: refColumn("resource_id").notNull(),
  },
  (t) => [
    businessRef(t, t.service_id, services, "cascade"),
    businessRef(t, t.resource_id, resources, "cascade"),
    businessKey(t, t.service_id, t.resource_id),
    index("service_resources_resource_idx").on(t.resource_id),
  ],
);
