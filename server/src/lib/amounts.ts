import { invalid } from "./httpErrors.js";
import { grouped, MONEY_MAX } from "./schemas.js";

/**
 * Exact arithmetic on amounts (DOMAIN §1.2: no floating point in money
 * maths). Products and sums are computed in BigInt; a result beyond
 * MONEY_MAX (shared/money/bounds.ts) is refused with 422 before anything is
 * written, so every amount stored or sent stays an exact JSON number.
 */

const CAP = BigInt(MONEY_MAX);

/** quantity × amount, exactly. */
export const times = (quantity: number, amount: number) =>
  BigInt(quantity) * BigInt(amount);

/** True when an exact amount lies within ±MONEY_MAX. */
export const fitsMoney = (value: bigint) => value <= CAP && value >= -CAP;

/** "<what> would come to more than …": the message of a refused amount. */
export const tooLargeAmount = (what: string) =>
  `${what} would come to more than ${grouped(MONEY_MAX)} in minor units, the largest amount allowed. Check the quantities and amounts.`;

/** "3 units at 1,250 each": how a product of quantity and amount is named in messages. */
export const unitsAt = (quantity: number, amount: number) =>
  `${grouped(Math.abs(quantity))} unit(s) at ${grouped(amount)} each`;

/** The exact amount as a number, or 422 on `field` when it passes MONEY_MAX. */
export function checkedAmount(
  value: bigint,
  field: string,
  what: string,
): number {
  if (!fitsMoney(value)) throw invalid({ [field]: tooLargeAmount(what) });
  return Number(value);
}
