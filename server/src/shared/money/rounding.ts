/**
 * `numerator ÷ denominator` rounded half away from zero to a whole minor
 * unit, exactly (BigInt, no floating point). The denominator is positive.
 */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  const magnitude = numerator < 0n ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return numerator < 0n ? -rounded : rounded;
}

export const sum = (values: readonly bigint[]): bigint =>
  values.reduce((a, b) => a + b, 0n);
