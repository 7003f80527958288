import {
  boolean,
  index,
  integer,
  pgTable,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { idColumn, tenantColumn, timestamps } from "../columns.js";
import { teamMembers } from "../team-members/teamMembers.js";
import { createdBy } from "../users/createdBy.js";

/**
 * A team member's commission plan (DOMAIN §3.19, one per member in the MVP).
 * Tax never counts toward the base; discounts do unless `deduct_discounts`.
 * Rules per item type are `commission_plan_rules`.
 */
export const commissionPlans = pgTable(
  "commission_plans",
  {
    id: idColumn(),
    merchant_id: tenantColumn(),
    team_member_id: integer("team_member_id")
      .notNull()
      .references(() => teamMembers.id),
    deduct_discounts: boolean("deduct_discounts").notNull().default(true),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    index("commission_plans_merchant_idx").on(t.merchant_id),
    uniqueIndex("commission_plans_team_member_key").on(t.team_member_id),
  ],
);
