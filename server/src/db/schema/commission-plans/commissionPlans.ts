import { boolean, index, pgTable, uniqueIndex } from "drizzle-orm/pg-core";
import {
  businessKey,
  businessRef,
  idColumn,
  refColumn,
  tenantColumn,
  timestamps,
} from "../columns.js";
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
    team_member_id: refColumn("team_member_id").notNull(),
    deduct_discounts: boolean("deduct_discounts").notNull().default(true),
    created_by: createdBy(),
    ...timestamps(),
  },
  (t) => [
    businessKey(t, t.id),
    businessRef(t, t.team_member_id, teamMembers),
    index("commission_plans_merchant_idx").on(t.merchant_id),
    uniqueIndex("commission_plans_team_member_key").on(
      t.merchant_id,
      t.team_member_id,
    ),
  ],
);
