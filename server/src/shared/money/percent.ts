import { MoneyError } from "./errors.js";

/**
 * Percentages are `numeric(7,4)` percent points (`12.5` = 12.5 %). The module
 * holds them exactly as integer ten-thousandths of a point (12.5 → 125000),
 * so 100 % is PERCENT_100 and `amount × p ÷ PERCENT_100` is the exact share.
 */
export type PercentE4 = bigint;

export const PERCENT_100: PercentE4 = 1_000_000n;

const DECIMAL = /^(\d{1,3})(?:\.(\d+))?$/;

/**
 * A percentage from the wire (a JSON number such as 12.5) or from PostgreSQL
 * (the text "12.5000"), 0–100 with at most four decimals. Refused rather
 * than rounded when it has more: a rate is never changed silently.
 */
export function percentIn(
  value: number | string,
  field = "rate_pct",
): PercentE4 {
  const text = typeof value === "number" ? String(value) : value.trim();
  const match = DECIMAL.exec(text);
  const fraction = match?.[2] ?? "";
  const exact = fraction.slice(4).replace(/0/g, "") === "";
  if (
    !match ||
    !exact ||
    (typeof value === "number" && !Number.isFinite(value))
  )
    throw invalidPercent(field);
  const e4 =
    BigInt(match[1]) * 10_000n + BigInt(fraction.slice(0, 4).padEnd(4, "0"));
  if (e4 > PERCENT_100) throw invalidPercent(field);
  return e4;
}

const invalidPercent = (field: string) =>
  new MoneyError(
    "percent_invalid",
    "Enter a percentage from 0 to 100 with at most 4 decimal places.",
    field,
  );

/** The numeric(7,4) text PostgreSQL stores for a percentage ("12.5000"). */
export function percentText(p: PercentE4): string {
  const whole = p / 10_000n;
  const fraction = (p % 10_000n).toString().padStart(4, "0");
  return `${whole}.${fraction}`;
}
