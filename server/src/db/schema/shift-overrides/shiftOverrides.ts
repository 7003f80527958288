import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tenantColumn, timestamps } from "../columns.js";
import type { TimeInterval } from "../jsonTypes.js";
import { locations } from "../locations/locations.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { createdBy } from "../users/createdBy.js";

/** One day that replaces a member's shift pattern (DOMAIN §3.18); `[]` = day off. */
export const shiftOverrides = pgTable(
  "shift_overrides",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    team_member_id: integer("team_member_id")
      .notNull()
      .references(() => teamMembers.id),
    location_id: integer("location_id")
      .notNull()
      .references(() => locations.id),
    date: date("date", { mode: "string" }).notNull(),
    intervals: jsonb("intervals")
      .$type<TimeInterval[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    note: text("note"),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index("shift_overrides_merchant_idx").on(t.merchant_id, t.date),
    uniqueIndex("shift_overrides_member_date_key").on(t.team_member_id, t.date),
    index("shift_overrides_location_idx").on(t.location_id),
    check(
      "shift_overrides_intervals_check",
      sql`jsonb_typeof(${t.intervals}) = 'array'`,
    ),
  ],
);
