/**
 * The money module (DOMAIN §1.2, §3.19, §3.25, §3.27–3.32, §4.2–4.4, §5.1):
 * pure TypeScript that the server (authoritative, inside its transactions)
 * and the SPA (live totals at the till) both compile, so the two agree to
 * the minor unit. No framework, Node or DOM imports.
 *
 * Rounding rules, written down once:
 * 1. Amounts are whole minor units of the merchant's currency (ISO 4217
 *    digits, currencies.ts), JSON numbers that are safe integers. Every
 *    product is computed in BigInt, so nothing passes through floating point.
 * 2. Percentages (numeric(7,4) percent points) are exact integers of
 *    ten-thousandths of a point (percent.ts); one with more decimals is
 *    refused, never rounded.
 * 3. A division rounds half away from zero to the minor unit (divRound),
 *    once per figure and per line: tax, a percent discount, a percent tip or
 *    a percent commission of a line is rounded on that line, never per unit.
 * 4. Where a price including tax is split into net and tax, the tax is the
 *    rounded figure and the net what is left, so net + tax is the price to
 *    the minor unit. The gross excluding tax of such a line is likewise its
 *    undiscounted price minus that price's rounded tax
 *    (qty × unit_price × 100 ÷ (100 + r), rounded as the tax's complement),
 *    so a line without a discount has gross = net and discount 0, and the
 *    discount excluding tax is gross − net (lines.ts).
 * 5. Document totals are sums of rounded lines, never recomputed from
 *    summed amounts (totals.ts).
 * 6. When one amount is split into parts (a tip among team members, an
 *    invoice-level discount among lines, a tip refund among shares) the
 *    parts come from the largest remainder method (allocate.ts) and add up
 *    to the amount exactly.
 * 7. When a line is refunded in parts (refunds.ts, commission reversals),
 *    each part is the difference of cumulative figures rounded by rule 3
 *    (what all refunds so far return, minus what the earlier ones did), so
 *    parts are never negative and all parts of a line add up to exactly
 *    its amounts.
 * 8. Every amount given or computed lies within MONEY_MAX and every quantity
 *    within QUANTITY_MAX (bounds.ts); a figure that would pass them is
 *    refused with a MoneyError, never stored or shown wrong.
 */
export * from "./allocate.js";
export * from "./bounds.js";
export * from "./commission.js";
export type { CommissionTierInput } from "./commissionTiers.js";
export * from "./currencies.js";
export * from "./dealChoice.js";
export * from "./deals.js";
export * from "./discounts.js";
export * from "./errors.js";
export * from "./instants.js";
export * from "./items.js";
export * from "./lines.js";
export * from "./memberships.js";
export * from "./percent.js";
export * from "./refunds.js";
export * from "./reportFigures.js";
export * from "./rounding.js";
export * from "./saleDiscount.js";
export * from "./tips.js";
export * from "./totals.js";
