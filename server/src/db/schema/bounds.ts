import { sql } from "drizzle-orm";
import { check, type AnyPgColumn } from "drizzle-orm/pg-core";
import { MONEY_MAX, QUANTITY_MAX } from "../../shared/money/bounds.js";

/**
 * The business caps on amounts and quantities (issue 28) are defined once, in
 * the money module (shared/money/bounds.ts), and used from there by the input
 * schemas (lib/schemas.ts: `money`, `quantity`), the modules that compute
 * products and sums, the CHECK constraints below and the SPA's forms
 * (src/components/money/limits.ts).
 *
 * - MONEY_MAX = 10^12 minor units: any one amount, typed (a price, a cost, a
 *   deposit) or computed and stored (a line total, an order total, the value
 *   of a stock movement, a stock-take cost difference). That is
 *   10,000,000,000.00 in a two-decimal currency and still about
 *   US$600,000 in the weakest currencies a business may choose (IDR, LBP),
 *   so no real salon meets it, while a typo (a price typed twice) is caught.
 * - QUANTITY_MAX = 1,000,000 units: any quantity typed (ordered, received,
 *   adjusted, counted, a reorder quantity or low-stock level) and every stock
 *   figure (on hand at a location, after a movement, expected in a take),
 *   within ±QUANTITY_MAX. One movement moves at most 2 × QUANTITY_MAX (a
 *   count from −1,000,000 to 1,000,000).
 *
 * Why these keep the numbers exact: a product of a quantity and an amount is
 * at most 2·10^6 × 10^12 = 2·10^18, inside PostgreSQL's bigint (9.2·10^18);
 * the modules compute every product and sum in BigInt (or in PostgreSQL) and
 * refuse the write with 422 when the result passes MONEY_MAX, so every amount
 * stored or sent is at most 10^12, 9,007 times below 2^53 − 1: a sum of up
 * to 9,007 stored amounts (a 500-line order, a stock take of thousands of
 * products) is still an exact JavaScript number. Values computed only for
 * display (stock on hand × average cost or retail price) are sent as null
 * beyond MONEY_MAX instead of inexact (modules/stock-levels/query.ts).
 */
export { MONEY_MAX, QUANTITY_MAX };

/** The largest change of one stock movement: from −QUANTITY_MAX to QUANTITY_MAX. */
export const STOCK_STEP_MAX = 2 * QUANTITY_MAX;

/**
 * Dates and instants the API takes (lib/schemas.ts `isoDate`, `instant`):
 * from 1900-01-01 through 2200-12-31. Birthdays of the oldest clients fit;
 * nothing a business plans goes further; both ends stay far inside what
 * PostgreSQL and JavaScript's Date can hold and print as ISO 8601.
 */
export const DATE_MIN = "1900-01-01";
export const DATE_MAX = "2200-12-31";

/** Names of the CHECKs below, as tables build them (read through db/boundNames.ts). */
export const BOUND_CHECKS = new Set<string>();

function within(name: string, col: AnyPgColumn, min: number, max: number) {
  BOUND_CHECKS.add(name);
  return check(
    name,
    sql`${col} between ${sql.raw(String(min))} and ${sql.raw(String(max))}`,
  );
}

/** CHECK: an amount from `min` (0, or 1 for a voucher's value) to MONEY_MAX (a null passes). */
export const moneyCheck = (name: string, col: AnyPgColumn, min = 0) =>
  within(name, col, min, MONEY_MAX);

/** CHECK: a signed amount (a value change, a cost difference) within ±MONEY_MAX. */
export const signedMoneyCheck = (name: string, col: AnyPgColumn) =>
  within(name, col, -MONEY_MAX, MONEY_MAX);

/** CHECK: a quantity from `min` (0 or 1) to QUANTITY_MAX. */
export const quantityCheck = (name: string, col: AnyPgColumn, min = 0) =>
  within(name, col, min, QUANTITY_MAX);

/** CHECK: a stock figure (on hand, expected) within ±QUANTITY_MAX. */
export const stockFigureCheck = (name: string, col: AnyPgColumn) =>
  within(name, col, -QUANTITY_MAX, QUANTITY_MAX);

/** CHECK: the change of one stock movement, within ±STOCK_STEP_MAX. */
export const stockStepCheck = (name: string, col: AnyPgColumn) =>
  within(name, col, -STOCK_STEP_MAX, STOCK_STEP_MAX);
