import { z } from "zod";
import { and, eq, ne } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { commissionPlans, teamMembers } from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { tableSchemas } from "../../lib/schemas.js";
import {
  checkRuleItems,
  replaceRules,
  ruleRecord,
  rulesInput,
  withRules,
  type RuleInput,
} from "./rules.js";

const base = tableSchemas(
  createInsertSchema(commissionPlans),
  createSelectSchema(commissionPlans),
);
const ONE_PLAN =
  "This team member already has a commission plan: edit that one.";

/** One plan per member (also a unique index); override items of the caller's merchant. */
async function validatePlan({ req, tx, body, existing }: HookContext) {
  const memberId = (body.team_member_id ?? existing?.team_member_id) as number;
  const [other] = await tx
    .select({ id: commissionPlans.id })
    .from(commissionPlans)
    .where(
      and(
        eq(commissionPlans.team_member_id, memberId),
        existing ? ne(commissionPlans.id, existing.id as number) : undefined,
      ),
    );
  if (other) throw invalid({ team_member_id: ONE_PLAN });
  if (Array.isArray(body.rules))
    await checkRuleItems(tx, req, body.rules as RuleInput[]);
}

async function saveRules({
  body,
  tx,
  row,
}: HookContext & { row: Record<string, unknown> }) {
  if (Array.isArray(body.rules))
    await replaceRules(
      tx,
      row.merchant_id as number,
      row.id as number,
      body.rules as RuleInput[],
    );
}

/** A team member's commission plan with its rules per item type (service 16, DOMAIN §3.19). */
export const commissionPlansResource = defineResource({
  name: "commission-plans",
  table: commissionPlans,
  serviceId: 16,
  schemas: {
    create: base.create.extend({ rules: rulesInput.optional() }),
    update: base.update.extend({ rules: rulesInput.optional() }),
    record: base.record.extend({ rules: z.array(ruleRecord) }),
  },
  references: { team_member_id: teamMembers },
  optionFields: ["team_member_id"],
  // Who is paid commission is the team area's.
  optionsAccess: "service",
  uniqueMessages: {
    commission_plans_team_member_key: ["team_member_id", ONE_PLAN],
  },
  hooks: { validate: validatePlan, afterWrite: saveRules, decorate: withRules },
});
