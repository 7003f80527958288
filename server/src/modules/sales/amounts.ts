import { z } from "zod";
import { MoneyError } from "../../shared/money/index.js";
import { invalid } from "../../lib/httpErrors.js";

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
