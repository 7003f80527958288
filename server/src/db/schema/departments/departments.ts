import { index, pgTable, text, type AnyPgColumn } from "drizzle-orm/pg-core";
import {
  archivedAt,
  businessKey,
  type BusinessTarget,
  businessRef,
  idColumn,
  refColumn,
  searchColumn,
  searchIndex,
  tenantColumn,
  timestamps,
  uniqueActiveName,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { createdBy } from "../users/createdBy.js";

/**
 * Departments (DOMAIN §3.36). Members link through
 * `team_members.department_id`; filters the calendar, groups team reports.
 */
export const departments = pgTable(
  "departments",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    name: text("name").notNull(),
    /** Null = all locations. */
    location_id: refColumn("location_id"),
    manager_team_member_id: refColumn("manager_team_member_id"),
    archived_at: archivedAt(),
    created_by: createdBy(),
    ...timestamps(),
    search_text: searchColumn((): AnyPgColumn[] => [departments.name]),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.manager_team_member_id, (): BusinessTarget => teamMembers),
    index("departments_merchant_idx").on(t.merchant_id),
    uniqueActiveName("departments_merchant_name_key", t),
    searchIndex("departments_search_idx", t.search_text),
    index("departments_location_idx").on(t.location_id),
    index("departments_manager_idx").on(t.manager_team_member_id),
  ],
);
