import { z } from "zod";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import type { Queryable, Tx } from "../../db/client.js";
import {
  commissionPlanOverrides,
  commissionPlanRules,
  COMMISSION_ITEM_TYPES,
  COMMISSION_MAX_TIERS,
  COMMISSION_RATE_TYPES,
  COMMISSION_TIER_MODES,
  COMMISSION_TIER_PERIODS,
  type CommissionTier,
  memberships,
  products,
  services,
  voucherTypes,
} from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import { tenantWhere, type TenantTable } from "../../lib/tenantScope.js";
import { money, recordId } from "../../lib/schemas.js";

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
const amount = money;
const id = recordId;

const RATE_RANGE = "Enter a rate from 0 to 100.";

/** A band of sales (minor units within the period) and its rate. */
const tierInput = z.object({
  from: amount,
  to: amount.nullable(),
  rate_pct: z
    .number()
    .min(0, { error: RATE_RANGE })
    .max(100, { error: RATE_RANGE }),
});

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
  tiers: z
    .array(tierInput)
    .max(COMMISSION_MAX_TIERS, {
      error: `A rule has at most ${COMMISSION_MAX_TIERS} tiers.`,
    })
    .nullable()
    .optional(),
  tier_period: z.enum(COMMISSION_TIER_PERIODS).nullable().optional(),
  tier_mode: z.enum(COMMISSION_TIER_MODES).nullable().optional(),
  overrides: z.array(overrideInput).max(500).default([]),
});
export type RuleInput = z.output<typeof ruleInput>;

/** The rate an override carries: an amount on a fixed rule, else a percent (a flat rate beside the tiers). */
const rateField = (r: { rate_type: string }) =>
  r.rate_type === "fixed" ? "fixed_amount" : "rate_pct";

export const TIER_ORDER =
  "Tiers must be in ascending order without gaps or overlaps.";

type Issue = { path: (string | number)[]; message: string };

/**
 * Tiers start at 0 and follow each other: each `from` is the previous `to`,
 * each `to` lies above its `from`, and only the last tier (which must) is
 * open-ended. Paths are relative to the tier list (`[1, "from"]`).
 */
export function tierIssues(tiers: CommissionTier[]): Issue[] {
  const issues: Issue[] = [];
  if (!tiers.length) return [{ path: [], message: "Add at least one tier." }];
  if (tiers[0].from !== 0)
    issues.push({ path: [0, "from"], message: "The first tier starts at 0." });
  tiers.forEach((tier, k) => {
    const last = k === tiers.length - 1;
    const prev = tiers[k - 1];
    if (k > 0 && prev.to !== null && tier.from !== prev.to)
      issues.push({ path: [k, "from"], message: TIER_ORDER });
    if (tier.to === null && !last)
      issues.push({
        path: [k, "to"],
        message:
          "Only the last tier may be open-ended: enter where this one ends.",
      });
    else if (tier.to !== null && last)
      issues.push({
        path: [k, "to"],
        message: "Leave the last tier open-ended (no upper limit).",
      });
    else if (tier.to !== null && tier.to <= tier.from)
      issues.push({ path: [k, "to"], message: TIER_ORDER });
  });
  return issues;
}

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
      if (rule.rate_type === "tiered") {
        const need = (f: "tier_period" | "tier_mode", message: string) => {
          if (rule.enabled && !rule[f])
            ctx.addIssue({ code: "custom", path: [i, f], message });
        };
        need("tier_period", "Choose the period whose sales count.");
        need("tier_mode", "Choose how the tier rates apply.");
        if (rule.tiers?.length || rule.enabled)
          for (const issue of tierIssues(rule.tiers ?? []))
            ctx.addIssue({
              code: "custom",
              path: [i, "tiers", ...issue.path],
              message: issue.message,
            });
      } else if (
        rule.enabled &&
        (rule[field] === null || rule[field] === undefined)
      )
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
  tiers: z
    .array(
      z.object({
        from: z.number(),
        to: z.number().nullable(),
        rate_pct: z.number(),
      }),
    )
    .nullable(),
  tier_period: z.string().nullable(),
  tier_mode: z.string().nullable(),
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
          rule.rate_type === "percent" && rule.rate_pct != null
            ? String(rule.rate_pct)
            : null,
        fixed_amount:
          rule.rate_type === "fixed" ? (rule.fixed_amount ?? null) : null,
        ...(rule.rate_type === "tiered"
          ? {
              tiers: rule.tiers?.length
                ? rule.tiers.map(({ from, to, rate_pct }) => ({
                    from,
                    to,
                    rate_pct,
                  }))
                : null,
              tier_period: rule.tier_period ?? null,
              tier_mode: rule.tier_mode ?? null,
            }
          : { tiers: null, tier_period: null, tier_mode: null }),
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
        tiers: r.tiers ?? null,
        tier_period: r.tier_period,
        tier_mode: r.tier_mode,
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
