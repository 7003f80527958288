import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  smallint,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import type { WeekHours } from "../jsonTypes.js";
import { locations } from "../locations/locations.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { createdBy } from "../users/createdBy.js";

/**
 * Recurring shifts of a team member at a location (DOMAIN §3.18). Day D uses
 * `weeks[(weeks since the start_date week) mod repeat_weeks]`. A member's
 * patterns may not overlap in dates, and intervals must be `end > start`
 * within one day: both checked by the API.
 */
export const shiftPatterns = pgTable(
  "shift_patterns",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    team_member_id: refColumn("team_member_id").notNull(),
    location_id: refColumn("location_id").notNull(),
    start_date: date("start_date", { mode: "string" }).notNull(),
    /** Null = open-ended. */
    end_date: date("end_date", { mode: "string" }),
    repeat_weeks: smallint("repeat_weeks").notNull().default(1),
    /** `repeat_weeks` entries. */
    weeks: jsonb("weeks").$type<WeekHours[]>().notNull(),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.team_member_id, teamMembers),
    businessRef(t, t.location_id, locations),
    index("shift_patterns_merchant_idx").on(t.merchant_id),
    index("shift_patterns_member_idx").on(t.team_member_id, t.start_date),
    index("shift_patterns_location_idx").on(t.location_id),
    check(
      "shift_patterns_range_check",
      sql`${t.end_date} is null or ${t.end_date} >= ${t.start_date}`,
    ),
    check(
      "shift_patterns_repeat_weeks_check",
      sql`${t.repeat_weeks} between 1 and 4`,
    ),
    check(
      "shift_patterns_weeks_check",
      sql`jsonb_typeof(${t.weeks}) = 'array' and jsonb_array_length(${t.weeks}) = ${t.repeat_weeks}`,
    ),
  ],
);
