import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
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
    service_id: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.service_id, t.location_id] }),
    index("service_locations_location_idx").on(t.location_id),
  ],
);

/** `services.team_member_ids` and `team_members.service_ids` (one table for both). */
export const serviceTeamMembers = pgTable(
  "service_team_members",
  {
    service_id: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    team_member_id: integer("team_member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.service_id, t.team_member_id] }),
    index("service_team_members_team_member_idx").on(t.team_member_id),
  ],
);

/** `services.resource_ids` and `resources.service_ids` (one table for both). */
export const serviceResources = pgTable(
  "service_resources",
  {
    service_id: integer("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    resource_id: integer("resource_id")
      .notNull()
      .references(() => resources.id, { onDelete: "cascade" }),
  },
  (t) => [
    primaryKey({ columns: [t.service_id, t.resource_id] }),
    index("service_resources_resource_idx").on(t.resource_id),
  ],
);
