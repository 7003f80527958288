import { moneyIn, moneyOut } from "./bounds.js";
import { MoneyError } from "./errors.js";

/**
 * Splits `total` minor units into parts proportional to `weights` by the
 * largest remainder method (DOMAIN §1.2): every part first gets the whole
 * units of its exact share `total × weight ÷ Σ weights`; the units left over
 * go one each to the parts with the largest remainders, ties to the earlier
 * part. The parts add up to `total` exactly, each is its exact share rounded
 * down or up (never 1 or more away from it), and a part of weight 0 gets 0.
 * A negative total (a reversal) is split as its size and negated.
 *
 * Tips (§4.3), invoice-level discounts, tip refunds and proportional
 * reversals all split through this one function.
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  const size = moneyIn(Math.abs(total), "amount");
  const w = weights.map((x) => moneyIn(x, "weight"));
  const whole = w.reduce((a, b) => a + b, 0n);
  if (whole === 0n) {
    if (size === 0n) return w.map(() => 0);
    throw new MoneyError(
      "allocation_invalid",
      "There is nothing to share this amount by.",
    );
  }
  const parts = w.map((x) => (size * x) / whole);
  const remainders = w.map((x, i) => ({ i, r: (size * x) % whole }));
  let left = size - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0n) break;
    parts[i] += 1n;
    left -= 1n;
  }
  const sign = total < 0 ? -1n : 1n;
  return parts.map((p) => moneyOut(sign * p));
}
