import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
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
    team_member_id: refColumn("team_member_id").notNull(),
    location_id: refColumn("location_id").notNull(),
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
    businessKey(t, t.id),
    businessRef(t, t.team_member_id, teamMembers),
    businessRef(t, t.location_id, locations),
    index("shift_overrides_merchant_idx").on(t.merchant_id, t.date),
    uniqueIndex("shift_overrides_member_date_key").on(
      t.merchant_id,
      t.team_member_id,
      t.date,
    ),
    index("shift_overrides_location_idx").on(t.location_id),
    check(
      "shift_overrides_intervals_check",
      sql`jsonb_typeof(${t.intervals}) = 'array'`,
    ),
  ],
);
