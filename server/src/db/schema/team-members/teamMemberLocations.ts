import { index, pgTable } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  refColumn,
  tenantColumn,
} from "../columns.js";
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
    merchant_id: tenantColumn(),
    team_member_id: refColumn("team_member_id").notNull(),
    location_id: refColumn("location_id").notNull(),
  },
  (t) => [
    businessRef(t, t.team_member_id, teamMembers, "cascade"),
    businessRef(t, t.location_id, locations),
    businessKey(t, t.team_member_id, t.location_id),
    index("team_member_locations_location_idx").on(t.location_id),
  ],
);
