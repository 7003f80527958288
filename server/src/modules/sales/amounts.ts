import { z } from "zod";
import {
  MONEY_MAX,
  MoneyError,
  QUANTITY_MAX,
} from "../../shared/money/index.js";
import { invalid } from "../../lib/httpErrors.js";

/**
 * The amount and quantity types of every body of the sales routes, in one
 * place. They mirror `money` and `quantity` of lib/schemas.ts on the bounds
 * branch (issue 28: same caps, same messages); at merge the lead swaps these
 * for those.
 */
const grouped = (n: number) => n.toLocaleString("en-US");

export const money = z
  .number()
  .int("Enter the amount in minor units (a whole number).")
  .min(0, "The amount cannot be negative.")
  .max(
    MONEY_MAX,
    `This amount is too large: at most ${grouped(MONEY_MAX)} in minor units.`,
  );

export const quantity = z
  .number()
  .int("Enter a whole number of units.")
  .min(0, "The quantity cannot be negative.")
  .max(QUANTITY_MAX, `Enter at most ${grouped(QUANTITY_MAX)} units.`);

/** A percentage 0–100 with at most 4 decimals (the money module refuses more). */
export const percent = z.union([z.number().min(0).max(100), z.string()]);

/**
 * Runs a step of the money module, turning its refusal into 422 on the
 * field it names (under `prefix`, e.g. `items.2.`).
 */
export function moneyStep<T>(prefix: string, step: () => T, field?: string): T {
  try {
    return step();
  } catch (err) {
    if (err instanceof MoneyError)
      throw invalid({
        [`${prefix}${field ?? err.field ?? "amount"}`]: err.message,
      });
    throw err;
  }
}
