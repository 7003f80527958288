import { z } from "zod";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Queryable, Tx } from "../../db/client.js";
import {
  commissionPlanOverrides,
  commissionPlanRules,
  COMMISSION_ITEM_TYPES,
  COMMISSION_RATE_TYPES,
  memberships,
  products,
  services,
  voucherTypes,
} from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import { tenantWhere, type TenantTable } from "../../lib/tenantScope.js";

type Row = Record<string, unknown>;
type ItemType = (typeof COMMISSION_ITEM_TYPES)[number];

/** Where each item type's override points (exactly one item column per override row). */
const ITEM_TARGETS: Record<
  ItemType,
  {
    column: keyof typeof commissionPlanOverrides.$inferInsert;
    table: TenantTable & { id: PgColumn };
  }
> = {
  service: { column: "service_id", table: services },
  product: { column: "product_id", table: products },
  membership: { column: "membership_id", table: memberships },
  voucher: { column: "voucher_type_id", table: voucherTypes },
};

const pct = z.number().min(0).max(100);
const amount = z.number().int().min(0).max(1_000_000_000_000);
const id = z.number().int().min(1).max(2_147_483_647);

const overrideInput = z.object({
  item_id: id,
  excluded: z.boolean().default(false),
  rate_pct: pct.nullable().optional(),
  fixed_amount: amount.nullable().optional(),
});

const ruleInput = z.object({
  item_type: z.enum(COMMISSION_ITEM_TYPES),
  enabled: z.boolean().default(true),
  rate_type: z.enum(COMMISSION_RATE_TYPES).default("percent"),
  rate_pct: pct.nullable().optional(),
  fixed_amount: amount.nullable().optional(),
  overrides: z.array(overrideInput).max(500).default([]),
});
export type RuleInput = z.output<typeof ruleInput>;

const rateField = (r: { rate_type: string }) =>
  r.rate_type === "fixed" ? "fixed_amount" : "rate_pct";

/**
 * The rules of a plan, one per item type: an enabled rule carries the rate
 * its type needs; an override names an item once and is excluded or has a
 * rate. Messages point at the exact nested input (`rules.1.rate_pct`).
 */
export const rulesInput = z
  .array(ruleInput)
  .max(COMMISSION_ITEM_TYPES.length)
  .superRefine((rules, ctx) => {
    const seen = new Set<string>();
    rules.forEach((rule, i) => {
      if (seen.has(rule.item_type))
        ctx.addIssue({
          code: "custom",
          message: `There is already a rule for ${rule.item_type}s: one rule per item type.`,
        });
      seen.add(rule.item_type);
      const field = rateField(rule);
      if (rule.enabled && (rule[field] === null || rule[field] === undefined))
        ctx.addIssue({
          code: "custom",
          path: [i, field],
          message:
            field === "rate_pct"
              ? "Enter the commission rate in percent."
              : "Enter the fixed commission amount.",
        });
      const items = new Set<number>();
      rule.overrides.forEach((o, k) => {
        if (items.has(o.item_id))
          ctx.addIssue({
            code: "custom",
            path: [i, "overrides", k, "item_id"],
            message: "This item already has an exception in this rule.",
          });
        items.add(o.item_id);
        if (!o.excluded && (o[field] === null || o[field] === undefined))
          ctx.addIssue({
            code: "custom",
            path: [i, "overrides", k, field],
            message: "Give the item its own rate, or exclude it.",
          });
      });
    });
  });

export const overrideRecord = z.object({
  item_id: z.number(),
  excluded: z.boolean(),
  rate_pct: z.number().nullable(),
  fixed_amount: z.number().nullable(),
});
export const ruleRecord = z.object({
  item_type: z.string(),
  enabled: z.boolean(),
  rate_type: z.string(),
  rate_pct: z.number().nullable(),
  fixed_amount: z.number().nullable(),
  overrides: z.array(overrideRecord),
});

/** Override items must be the caller's merchant's services, products, memberships or voucher types. */
export async function checkRuleItems(
  tx: Tx,
  req: FastifyRequest,
  rules: RuleInput[],
) {
  const errors: Record<string, string> = {};
  for (const [i, rule] of rules.entries()) {
    const ids = [...new Set(rule.overrides.map((o) => o.item_id))];
    if (!ids.length) continue;
    const target = ITEM_TARGETS[rule.item_type];
    const found = await tx
      .select({ id: target.table.id })
      .from(target.table as unknown as PgTable)
      .where(
        and(tenantWhere(target.table, req), inArray(target.table.id, ids)),
      );
    if (found.length !== ids.length)
      errors[`rules.${i}.overrides`] = "A selected item does not exist.";
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

const numberOrNull = (v: unknown) =>
  v === null || v === undefined ? null : Number(v);

/** Replaces the plan's rules and their overrides (in the write transaction). */
export async function replaceRules(
  tx: Tx,
  merchantId: number,
  planId: number,
  rules: RuleInput[],
) {
  await tx
    .delete(commissionPlanRules)
    .where(eq(commissionPlanRules.commission_plan_id, planId));
  for (const rule of rules) {
    const field = rateField(rule);
    const [saved] = await tx
      .insert(commissionPlanRules)
      .values({
        merchant_id: merchantId,
        commission_plan_id: planId,
        item_type: rule.item_type,
        enabled: rule.enabled,
        rate_type: rule.rate_type,
        // Only the rate of the rule's type is kept, so a stale one never applies.
        rate_pct:
          field === "rate_pct" && rule.rate_pct != null
            ? String(rule.rate_pct)
            : null,
        fixed_amount:
          field === "fixed_amount" ? (rule.fixed_amount ?? null) : null,
      })
      .returning({ id: commissionPlanRules.id });
    if (rule.overrides.length)
      await tx.insert(commissionPlanOverrides).values(
        rule.overrides.map((o) => ({
          merchant_id: merchantId,
          commission_plan_rule_id: saved.id,
          [ITEM_TARGETS[rule.item_type].column]: o.item_id,
          excluded: o.excluded,
          rate_pct:
            !o.excluded && field === "rate_pct" && o.rate_pct != null
              ? String(o.rate_pct)
              : null,
          fixed_amount:
            !o.excluded && field === "fixed_amount"
              ? (o.fixed_amount ?? null)
              : null,
        })),
      );
  }
}

/** Adds `rules` (with their `overrides`) to plan rows, in item-type order. */
export async function withRules(db: Queryable, rows: Row[]): Promise<Row[]> {
  const ids = rows.map((r) => r.id as number);
  if (!ids.length) return rows;
  const rules = await db
    .select()
    .from(commissionPlanRules)
    .where(inArray(commissionPlanRules.commission_plan_id, ids))
    .orderBy(asc(commissionPlanRules.id));
  const overrides = rules.length
    ? await db
        .select()
        .from(commissionPlanOverrides)
        .where(
          inArray(
            commissionPlanOverrides.commission_plan_rule_id,
            rules.map((r) => r.id),
          ),
        )
        .orderBy(asc(commissionPlanOverrides.id))
    : [];
  const order = (t: string) =>
    (COMMISSION_ITEM_TYPES as readonly string[]).indexOf(t);
  return rows.map((row) => ({
    ...row,
    rules: rules
      .filter((r) => r.commission_plan_id === row.id)
      .sort((a, b) => order(a.item_type) - order(b.item_type))
      .map((r) => ({
        item_type: r.item_type,
        enabled: r.enabled,
        rate_type: r.rate_type,
        rate_pct: numberOrNull(r.rate_pct),
        fixed_amount: numberOrNull(r.fixed_amount),
        overrides: overrides
          .filter((o) => o.commission_plan_rule_id === r.id)
          .map((o) => ({
            item_id: (o.service_id ??
              o.product_id ??
              o.membership_id ??
              o.voucher_type_id) as number,
            excluded: o.excluded,
            rate_pct: numberOrNull(o.rate_pct),
            fixed_amount: numberOrNull(o.fixed_amount),
          })),
      })),
  }));
}
