import { allocate } from "./allocate.js";
import { moneyIn, moneyOut } from "./bounds.js";
import { MoneyError } from "./errors.js";
import { PERCENT_100, percentIn, percentText } from "./percent.js";
import { divRound } from "./rounding.js";

/** A location's tip settings (DOMAIN §3.39). */
export interface TipSettings {
  enabled: boolean;
  /** Up to five ascending percentages. */
  suggested_pct: readonly (number | string)[];
  allow_custom: boolean;
  calculate_on: "before_tax" | "after_tax";
}

/** A tip as chosen at the till: a percentage (suggested or custom) or a custom amount. */
export type TipChoice = { percent: number | string } | { amount: number };

/**
 * What a tip percentage is taken of: the sale's net (Σ item net) when the
 * location tips before tax, else its total (Σ item total). Every item of
 * the sale counts: the tip is a share of the bill the client pays.
 */
export function tipBase(
  lines: readonly { net_amount: number; total_amount: number }[],
  calculateOn: TipSettings["calculate_on"],
): number {
  const key = calculateOn === "before_tax" ? "net_amount" : "total_amount";
  return moneyOut(
    lines.reduce((a, l) => a + moneyIn(l[key], key), 0n),
    "tip_base",
  );
}

const percentOf = (base: number, pct: bigint) =>
  moneyOut(divRound(moneyIn(base, "tip_base") * pct, PERCENT_100), "tip");

/** The buttons of the till: each suggested percentage with its amount on this base. */
export function suggestedTips(
  settings: TipSettings,
  base: number,
): { percent: string; amount: number }[] {
  if (!settings.enabled) return [];
  return settings.suggested_pct.map((p) => {
    const pct = percentIn(p, "suggested_pct");
    return { percent: percentText(pct), amount: percentOf(base, pct) };
  });
}

/**
 * The tip in minor units, rounded half away from zero: a suggested
 * percentage of the base, or, when the location allows custom tips, any
 * percentage or amount. Refused when tips are off.
 */
export function tipAmount(
  settings: TipSettings,
  base: number,
  choice: TipChoice,
): number {
  if (!settings.enabled)
    throw new MoneyError(
      "tips_disabled",
      "Tips are turned off at this location.",
      "tip",
    );
  if ("amount" in choice) {
    if (!settings.allow_custom) throw customRefused();
    return moneyOut(moneyIn(choice.amount, "tip"), "tip");
  }
  const pct = percentIn(choice.percent, "tip");
  const offered = settings.suggested_pct.some(
    (p) => percentIn(p, "suggested_pct") === pct,
  );
  if (!offered && !settings.allow_custom)
    throw new MoneyError(
      "tip_percent_not_offered",
      "Choose one of the suggested tips.",
      "tip",
    );
  return percentOf(base, pct);
}

const customRefused = () =>
  new MoneyError(
    "tip_custom_not_allowed",
    "This location takes only the suggested tips.",
    "tip",
  );

/** One team member's share of a tip (`sale_tips`); null = unassigned. */
export interface TipShare {
  team_member_id: number | null;
  amount: number;
}

/**
 * Splits a tip among the sale's team members (DOMAIN §4.3) in proportion to
 * the totals of their items, by largest remainder (allocate.ts), members in
 * the order they first appear on the sale. One member gets it all; several
 * whose items total 0 share it equally; with none it goes to `fallback`
 * (the team member of the user who processed the sale) or stays unassigned
 * (null). Shares of 0 are left out: `sale_tips.amount` is positive.
 */
export function splitTip(
  amount: number,
  lines: readonly { team_member_id: number | null; total_amount: number }[],
  fallback: number | null,
): TipShare[] {
  moneyIn(amount, "tip");
  if (amount === 0) return [];
  const weights = new Map<number, bigint>();
  for (const l of lines)
    if (l.team_member_id !== null)
      weights.set(
        l.team_member_id,
        (weights.get(l.team_member_id) ?? 0n) +
          moneyIn(l.total_amount, "total_amount"),
      );
  if (weights.size === 0) return [{ team_member_id: fallback, amount }];
  const members = [...weights.keys()];
  const values = [...weights.values()];
  const none = values.every((w) => w === 0n);
  const parts = allocate(
    amount,
    values.map((w) => (none ? 1 : moneyOut(w, "total_amount"))),
  );
  return members
    .map((team_member_id, i) => ({ team_member_id, amount: parts[i] }))
    .filter((s) => s.amount > 0);
}

/**
 * Splits a tip refund over the sale's tip shares in proportion to what each
 * still holds (`amount` − `refunded`), so no share is refunded beyond it and
 * refunding all that is left returns each share exactly (DOMAIN §3.32).
 */
export function splitTipRefund(
  amount: number,
  shares: readonly { amount: number; refunded: number }[],
): number[] {
  const left = shares.map((s) => {
    const held = moneyIn(s.amount, "tip") - moneyIn(s.refunded, "tip_refund");
    if (held < 0n)
      throw new MoneyError(
        "refund_exceeds_sold",
        "A tip share was refunded beyond its amount.",
        "tip_refund_amount",
      );
    return Number(held);
  });
  const total = left.reduce((a, b) => a + b, 0);
  if (moneyIn(amount, "tip_refund_amount") > BigInt(total))
    throw new MoneyError(
      "refund_exceeds_sold",
      "The tip refund can't be more than the tips not yet refunded.",
      "tip_refund_amount",
      { max: total },
    );
  return allocate(amount, left);
}
