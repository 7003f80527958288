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
import { teamMembers } from "../team-members/teamMembers.js";
import { createdBy } from "../users/createdBy.js";

export const TIME_OFF_TYPES = ["annual", "sick", "training", "other"] as const;

/** A team member's absence (DOMAIN §3.18), subtracted from working time. */
export const timeOff = pgTable(
  "time_off",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    team_member_id: refColumn("team_member_id").notNull(),
    start_at: timestamp("start_at", {
      withTimezone: true,
      mode: "string",
    }).notNull(),
    end_at: timestamp("end_at", {
      withTimezone: true,
      mode: "string",
    }).notNull(),
    type: text("type").notNull().default("annual"),
    note: text("note"),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.team_member_id, teamMembers),
    index("time_off_merchant_idx").on(t.merchant_id, t.start_at),
    index("time_off_member_idx").on(t.team_member_id, t.start_at),
    check("time_off_range_check", sql`${t.end_at} > ${t.start_at}`),
    enumCheck("time_off_type_check", t.type, TIME_OFF_TYPES),
  ],
);
