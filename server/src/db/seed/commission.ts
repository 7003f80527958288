import {
  commissionPlanOverrides,
  commissionPlanRules,
  commissionPlans,
} from "../schema/index.js";
import { insertAll, stamped, type SeedContext } from "./context.js";
import type { Products } from "./products.js";
import type { Services } from "./services.js";
import type { MemberKey, Team } from "./team.js";

interface PlanDef {
  member: MemberKey;
  deduct_discounts: boolean;
  /** Services 10–40 %; reception earns none on services (rule off). */
  service: { pct: string; enabled: boolean };
  /** Products 5–10 %. */
  product: string;
  voucherFixed?: number;
  membershipPct?: string;
}

const PLANS: readonly PlanDef[] = [
  {
    member: "rosa",
    deduct_discounts: true,
    service: { pct: "10", enabled: false },
    product: "10",
    voucherFixed: 200,
    membershipPct: "5",
  },
  {
    member: "sofia",
    deduct_discounts: true,
    service: { pct: "25", enabled: true },
    product: "7.5",
    voucherFixed: 200,
    membershipPct: "5",
  },
  {
    member: "marco",
    deduct_discounts: false,
    service: { pct: "35", enabled: true },
    product: "5",
  },
  {
    member: "lena",
    deduct_discounts: true,
    service: { pct: "30", enabled: true },
    product: "10",
  },
  {
    member: "amira",
    deduct_discounts: true,
    service: { pct: "40", enabled: true },
    product: "8",
  },
  {
    member: "kenji",
    deduct_discounts: true,
    service: { pct: "20", enabled: true },
    product: "5",
  },
  {
    member: "chloe",
    deduct_discounts: true,
    service: { pct: "10", enabled: true },
    product: "6",
  },
  {
    member: "olga",
    deduct_discounts: true,
    service: { pct: "30", enabled: true },
    product: "10",
  },
];

/** One commission plan per team member with rules per item type and a few per-item exceptions. */
export async function seedCommission(
  ctx: SeedContext,
  team: Team,
  service: Services,
  product: Products,
): Promise<void> {
  const { tx, merchantId: merchant_id } = ctx;
  const plans = await tx
    .insert(commissionPlans)
    .values(
      stamped(
        ctx,
        commissionPlans,
        PLANS.map((p) => ({
          merchant_id,
          team_member_id: team[p.member].id,
          deduct_discounts: p.deduct_discounts,
        })),
      ),
    )
    .returning({
      id: commissionPlans.id,
      team_member_id: commissionPlans.team_member_id,
    });
  const planOf = new Map(plans.map((p) => [p.team_member_id, p.id]));
  const planId = (k: MemberKey) => planOf.get(team[k].id)!;

  const rules = await tx
    .insert(commissionPlanRules)
    .values(
      stamped(
        ctx,
        commissionPlanRules,
        PLANS.flatMap((p) => [
          {
            merchant_id,
            commission_plan_id: planId(p.member),
            item_type: "service",
            enabled: p.service.enabled,
            rate_type: "percent",
            rate_pct: p.service.pct,
          },
          {
            merchant_id,
            commission_plan_id: planId(p.member),
            item_type: "product",
            enabled: true,
            rate_type: "percent",
            rate_pct: p.product,
          },
          ...(p.voucherFixed !== undefined
            ? [
                {
                  merchant_id,
                  commission_plan_id: planId(p.member),
                  item_type: "voucher",
                  enabled: true,
                  rate_type: "fixed",
                  fixed_amount: p.voucherFixed,
                },
              ]
            : []),
          ...(p.membershipPct !== undefined
            ? [
                {
                  merchant_id,
                  commission_plan_id: planId(p.member),
                  item_type: "membership",
                  enabled: true,
                  rate_type: "percent",
                  rate_pct: p.membershipPct,
                },
              ]
            : []),
        ]),
      ),
    )
    .returning({
      id: commissionPlanRules.id,
      plan: commissionPlanRules.commission_plan_id,
      item_type: commissionPlanRules.item_type,
    });
  const rule = (k: MemberKey, type: string) =>
    rules.find((r) => r.plan === planId(k) && r.item_type === type)!.id;

  await insertAll(ctx, commissionPlanOverrides, [
    {
      merchant_id,
      commission_plan_rule_id: rule("marco", "service"),
      service_id: service("Hot stone massage").id,
      rate_pct: "40",
    },
    {
      merchant_id,
      commission_plan_rule_id: rule("chloe", "service"),
      service_id: service("IPL skin rejuvenation").id,
      rate_pct: "15",
    },
    {
      merchant_id,
      commission_plan_rule_id: rule("amira", "service"),
      service_id: service("Nail art").id,
      excluded: true,
    },
    {
      merchant_id,
      commission_plan_rule_id: rule("rosa", "product"),
      product_id: product("Pure Ritual Waffle Spa Robe").id,
      rate_pct: "5",
    },
  ]);
}
