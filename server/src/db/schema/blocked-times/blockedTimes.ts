import { sql } from "drizzle-orm";
import { check, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  enumCheck,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
import { locations } from "../locations/locations.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { createdBy } from "../users/createdBy.js";

export const BLOCKED_TIME_KINDS = [
  "lunch",
  "meeting",
  "training",
  "other",
] as const;

const instant = (name: string) =>
  timestamp(name, { withTimezone: true, mode: "string" });

/**
 * Time a team member keeps free of bookings (lunch, a meeting, training),
 * set on the calendar (issue 23). Busy time like an appointment's: the
 * availability module counts it (loadContext.ts), so no slot is offered and
 * no booking is taken over it, and it is written under the member's row lock
 * as bookings are (calendar/blockedTime.ts), so of a booking and a blocked
 * time for the same member and time exactly one is stored. Blocked times of
 * one member never overlap (exclusion constraint, migration
 * `blocked_times_rules`, which also bumps the calendar's booking version).
 * Shown at `location_id`, the location it was set at; it blocks the member
 * everywhere.
 */
export const blockedTimes = pgTable(
  "blocked_times",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    location_id: refColumn("location_id").notNull(),
    team_member_id: refColumn("team_member_id").notNull(),
    kind: text("kind").notNull().default("other"),
    /** What the calendar shows besides the kind ("Team meeting"). */
    title: text("title"),
    start_at: instant("start_at").notNull(),
    end_at: instant("end_at").notNull(),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.location_id, locations),
    businessRef(t, t.team_member_id, teamMembers),
    index("blocked_times_member_start_idx").on(
      t.merchant_id,
      t.team_member_id,
      t.start_at,
    ),
    index("blocked_times_location_start_idx").on(
      t.merchant_id,
      t.location_id,
      t.start_at,
    ),
    enumCheck("blocked_times_kind_check", t.kind, BLOCKED_TIME_KINDS),
    // 5 minutes to 12 hours, as a service (and LONGEST in busy.ts bounds it).
    check(
      "blocked_times_length_check",
      sql`${t.end_at} - ${t.start_at} between interval '5 minutes' and interval '12 hours'`,
    ),
  ],
);
