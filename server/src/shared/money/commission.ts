import { moneyIn, moneyOut, quantityIn, signedMoneyIn } from "./bounds.js";
import {
  parseTiers,
  tierAt,
  tieredNumerator,
  type CommissionTierInput,
} from "./commissionTiers.js";
import { MoneyError } from "./errors.js";
import type { ItemType } from "./items.js";
import { PERCENT_100, percentIn, percentText } from "./percent.js";
import { divRound } from "./rounding.js";

/** A rule of a commission plan, as the commission-plans API sends it (DOMAIN §3.19). */
export interface CommissionRule {
  item_type: ItemType;
  enabled: boolean;
  rate_type: "percent" | "fixed" | "tiered";
  rate_pct?: number | string | null;
  fixed_amount?: number | null;
  tiers?: readonly CommissionTierInput[] | null;
  tier_mode?: "progressive" | "retroactive" | null;
  overrides?: readonly {
    item_id: number;
    excluded: boolean;
    rate_pct?: number | string | null;
    fixed_amount?: number | null;
  }[];
}

export interface CommissionPlan {
  team_member_id: number;
  deduct_discounts: boolean;
  rules: readonly CommissionRule[];
}

/** A paid sale item (voucher items name their voucher type in item_id). */
export interface CommissionLine {
  sale_item_id: number;
  item_type: ItemType;
  item_id: number | null;
  quantity: number;
  gross_amount: number;
  net_amount: number;
  team_member_id: number | null;
  /** The service's or membership's `commission_enabled` (true when absent). */
  commission_enabled?: boolean;
}

/** A `commission_entries` accrual. */
export interface CommissionEntry {
  sale_item_id: number;
  team_member_id: number;
  item_type: ItemType;
  base_amount: number;
  /** The rate used (numeric(7,4) text; for tiers the tier reached), or null for a fixed rate. */
  rate_pct: string | null;
  fixed_amount: number | null;
  amount: number;
}

/**
 * Commission accrued by one team member's plan on the lines of a sale that
 * became fully paid (DOMAIN §3.19, §4.4), one entry per eligible line: the
 * member's own lines with commission enabled, whose item type has an enabled
 * rule, not excluded by an override. The base never includes tax: the net
 * (after discounts) when the plan deducts discounts, else the gross.
 * - percent: base × rate ÷ 100, rounded half away from zero;
 * - fixed: the amount per unit sold × quantity;
 * - an item override replaces the rate (a percent beside tiers);
 * - tiered: the line's place on the tiers is the member's sales of that
 *   item type earlier in the tier period: `periodBase` (the base, as this
 *   plan counts it, of the member's eligible lines of earlier fully paid
 *   sales in the period, overridden ones included), then growing by each
 *   line of this sale in order; its commission is C(after) − C(before), each rounded, with
 *   C the progressive or retroactive commission on a period's sales (a
 *   retroactive tier reached tops up the period's earlier sales). The
 *   entries of a period thus add up to the rounded commission on its sales.
 * Entries of amount 0 are left out.
 */
export function commissionEntries(
  plan: CommissionPlan,
  lines: readonly CommissionLine[],
  periodBase: Partial<Record<ItemType, number>> = {},
): CommissionEntry[] {
  const running = new Map<ItemType, bigint>();
  const periodStart = (t: ItemType) =>
    moneyIn(periodBase[t] ?? 0, "period_base");
  const entries: CommissionEntry[] = [];
  for (const line of lines) {
    if (line.team_member_id !== plan.team_member_id) continue;
    if (line.commission_enabled === false) continue;
    const rule = plan.rules.find((r) => r.item_type === line.item_type);
    if (!rule?.enabled) continue;
    const override = rule.overrides?.find((o) => o.item_id === line.item_id);
    if (override?.excluded) continue;
    const quantity = quantityIn(line.quantity);
    const base = moneyIn(
      plan.deduct_discounts ? line.net_amount : line.gross_amount,
      "base_amount",
    );
    let amount: bigint;
    let rate: bigint | null = null;
    let fixed: bigint | null = null;
    if (rule.rate_type === "fixed") {
      fixed = moneyIn(
        (override ? override.fixed_amount : rule.fixed_amount) ?? Number.NaN,
        "fixed_amount",
      );
      amount = fixed * quantity;
    } else if (rule.rate_type === "percent" || override) {
      rate = percentIn(
        (override ? override.rate_pct : rule.rate_pct) ?? Number.NaN,
        "rate_pct",
      );
      amount = divRound(base * rate, PERCENT_100);
    } else {
      const tiers = parseTiers(rule.tiers ?? []);
      const mode = rule.tier_mode;
      if (mode !== "progressive" && mode !== "retroactive")
        throw new MoneyError(
          "commission_plan_invalid",
          "Choose how the tier rates apply.",
          "tier_mode",
        );
      const before = running.get(line.item_type) ?? periodStart(line.item_type);
      const after = before + base;
      const c = (v: bigint) =>
        divRound(tieredNumerator(tiers, mode, v), PERCENT_100);
      amount = c(after) - c(before);
      rate = tierAt(tiers, base > 0n ? after - 1n : after).rate;
    }
    if (rule.rate_type === "tiered")
      running.set(
        line.item_type,
        (running.get(line.item_type) ?? periodStart(line.item_type)) + base,
      );
    if (amount === 0n) continue;
    entries.push({
      sale_item_id: line.sale_item_id,
      team_member_id: plan.team_member_id,
      item_type: line.item_type,
      base_amount: Number(base),
      rate_pct: rate === null ? null : percentText(rate),
      fixed_amount: fixed === null ? null : Number(fixed),
      amount: moneyOut(amount, "commission"),
    });
  }
  return entries;
}

/** How much of a line has been refunded, summed over its refunds. */
export interface RefundedPart {
  quantity: number;
  net_amount: number;
}

/**
 * The reversal (negative, or 0) of an accrual when part of its line is
 * refunded (DOMAIN §4.4): proportional to the refunded net (to the refunded
 * quantity when the line's net is 0), cumulated and rounded like refunds,
 * so the reversals of a fully refunded line add up to exactly −amount.
 * `before` and `after` are the line's refunded parts without and with this
 * refund. A void reverses what is left: −(amount + Σ earlier reversals).
 */
export function commissionReversal(
  amount: number,
  line: { quantity: number; net_amount: number },
  before: RefundedPart,
  after: RefundedPart,
): number {
  const accrued = signedMoneyIn(amount, "commission");
  const byNet = line.net_amount > 0;
  const whole = byNet
    ? moneyIn(line.net_amount, "net_amount")
    : quantityIn(line.quantity);
  const part = (p: RefundedPart) => {
    const v = byNet
      ? moneyIn(p.net_amount, "net_amount")
      : quantityIn(p.quantity, "quantity", 0);
    if (v > whole)
      throw new MoneyError(
        "refund_exceeds_sold",
        "The refund can't be more than what is left of this item.",
      );
    return divRound(accrued * v, whole);
  };
  return moneyOut(-(part(after) - part(before)), "commission");
}
