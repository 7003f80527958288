import { MoneyError } from "./errors.js";

/**
 * The largest amount, in minor units, that any input or computed figure may
 * hold: a price, a line, a sale's total, a tip, a payment, a commission. One
 * trillion minor units (10 billion EUR, 1 billion BHD, 1 trillion JPY) is
 * beyond any salon's sale and far inside 2^53, so sums of thousands of such
 * figures stay exact as JSON numbers and PostgreSQL bigint.
 */
export const MONEY_MAX = 1_000_000_000_000;
/** The largest quantity of one sale item (whole units). */
export const QUANTITY_MAX = 1_000_000;

const MONEY_MAX_N = BigInt(MONEY_MAX);

/** A whole amount of minor units from 0 to MONEY_MAX, as bigint for exact products. */
export function moneyIn(value: number, field = "amount"): bigint {
  if (!Number.isSafeInteger(value) || value < 0 || value > MONEY_MAX)
    throw new MoneyError(
      "amount_invalid",
      "Enter an amount from 0 up to the largest amount allowed.",
      field,
      { max: MONEY_MAX },
    );
  return BigInt(value);
}

/** A signed amount (an accrual or its reversal) within ±MONEY_MAX. */
export function signedMoneyIn(value: number, field = "amount"): bigint {
  return value < 0 ? -moneyIn(-value, field) : moneyIn(value, field);
}

/** A whole quantity from `min` (1 unless a refund may return 0) to QUANTITY_MAX. */
export function quantityIn(value: number, field = "quantity", min = 1): bigint {
  if (!Number.isSafeInteger(value) || value < min || value > QUANTITY_MAX)
    throw new MoneyError(
      "quantity_invalid",
      `Enter a whole quantity from ${min} to ${QUANTITY_MAX}.`,
      field,
      { min, max: QUANTITY_MAX },
    );
  return BigInt(value);
}

/**
 * A computed figure back to a number, refused when its size passes MONEY_MAX
 * (either sign: reversals and refunds are negative): nothing the module
 * computes may exceed the cap silently.
 */
export function moneyOut(value: bigint, field = "amount"): number {
  if (value > MONEY_MAX_N || value < -MONEY_MAX_N)
    throw new MoneyError(
      "out_of_bounds",
      "This amount is larger than the system allows: split it into smaller sales.",
      field,
      { max: MONEY_MAX },
    );
  return Number(value);
}

/** True when every amount of a computed line, sale or refund lies within ±MONEY_MAX. */
export function withinMoneyBounds(
  figures: Readonly<Record<string, unknown>>,
): boolean {
  return Object.values(figures).every(
    (v) =>
      typeof v !== "number" ||
      (Number.isSafeInteger(v) && Math.abs(v) <= MONEY_MAX),
  );
}
