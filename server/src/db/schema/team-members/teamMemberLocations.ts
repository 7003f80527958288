import { index, integer, pgTable, primaryKey } from "drizzle-orm/pg-core";
import { locations } from "../locations/locations.js";
import { teamMembers } from "./teamMembers.js";

/**
 * `team_members.location_ids` (DOMAIN §3.17, at least one, checked by the
 * API). The links belong to the member; a linked location is archived, not
 * deleted. The member's services are `service_team_members` (services folder).
 */
export const teamMemberLocations = pgTable(
  "team_member_locations",
  {
    team_member_id: integer("team_member_id")
      .notNull()
      .references(() => teamMembers.id, { onDelete: "cascade" }),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
  },
  (t) => [
    primaryKey({ columns: [t.team_member_id, t.location_id] }),
    index("team_member_locations_location_idx").on(t.location_id),
  ],
);
