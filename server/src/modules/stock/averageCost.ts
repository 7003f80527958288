/**
 * The moving-average cost of DOMAIN §4.7, in integer minor units. Pure: the
 * ledger, its check and the tests share it.
 *
 * Rounding: the exact quotient is rounded half up to a whole minor unit
 * (`floor((2·num + den) ÷ (2·den))` in BigInt, so no floating point and no
 * overflow); every term is non-negative, so half up is also half away from
 * zero (DOMAIN §1.2).
 */
export function movingAverage(
  onHandBefore: number,
  avgBefore: number,
  quantity: number,
  unitCost: number,
): number {
  // Outgoing: the average does not change.
  if (quantity <= 0) return avgBefore;
  // Nothing (or less than nothing) on hand: the receipt sets the cost.
  if (onHandBefore <= 0) return unitCost;
  const num =
    BigInt(onHandBefore) * BigInt(avgBefore) +
    BigInt(quantity) * BigInt(unitCost);
  const den = BigInt(onHandBefore + quantity);
  return Number((2n * num + den) / (2n * den));
}
