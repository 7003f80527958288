import { moneyIn } from "./bounds.js";
import { MoneyError } from "./errors.js";
import { percentIn, type PercentE4 } from "./percent.js";

/** A band of a member's sales within the tier period (minor units, `to` exclusive, null = open). */
export interface CommissionTierInput {
  from: number;
  to: number | null;
  rate_pct: number | string;
}

interface Tier {
  from: bigint;
  to: bigint | null;
  rate: PercentE4;
}

/** Tiers as stored (commission-plans/rules.ts checks them on save): from 0, contiguous, the last open. */
export function parseTiers(tiers: readonly CommissionTierInput[]): Tier[] {
  const parsed = tiers.map((t) => ({
    from: moneyIn(t.from, "tiers.from"),
    to: t.to === null ? null : moneyIn(t.to, "tiers.to"),
    rate: percentIn(t.rate_pct, "tiers.rate_pct"),
  }));
  const ordered =
    parsed.length > 0 &&
    parsed[0].from === 0n &&
    parsed.every((t, i) => {
      const last = i === parsed.length - 1;
      return (
        (last ? t.to === null : t.to !== null && t.to > t.from) &&
        (i === 0 || t.from === parsed[i - 1].to)
      );
    });
  if (!ordered)
    throw new MoneyError(
      "commission_plan_invalid",
      "Tiers must be in ascending order without gaps or overlaps.",
      "tiers",
    );
  return parsed;
}

/** The tier a period's sales of `s` have reached (from ≤ s < to). */
export const tierAt = (tiers: readonly Tier[], s: bigint): Tier =>
  tiers.find((t) => t.to === null || s < t.to) ?? tiers[tiers.length - 1];

/**
 * Commission on a period's sales of `s`, as a numerator over PERCENT_100
 * (exact): progressive, each tier's rate on the sales within it; retroactive,
 * the rate of the tier reached on all of them.
 */
export function tieredNumerator(
  tiers: readonly Tier[],
  mode: "progressive" | "retroactive",
  s: bigint,
): bigint {
  if (mode === "retroactive") return tierAt(tiers, s).rate * s;
  let acc = 0n;
  for (const t of tiers) {
    const top = t.to === null || s < t.to ? s : t.to;
    if (top > t.from) acc += t.rate * (top - t.from);
  }
  return acc;
}
