import { MoneyError } from "./errors.js";

/**
 * An instant as epoch milliseconds: a number as is, an ISO 8601 string with
 * an offset as the API sends it, or PostgreSQL's timestamptz text
 * ("2026-01-05 09:00:00+00").
 */
export function instantMs(value: number | string, field = "at"): number {
  const ms =
    typeof value === "number"
      ? value
      : Date.parse(
          value
            .trim()
            .replace(/^(\d{4}-\d\d-\d\d) /, "$1T")
            .replace(/([+-]\d\d)$/, "$1:00"),
        );
  if (!Number.isFinite(ms))
    throw new MoneyError(
      "instant_invalid",
      "Enter a valid date and time.",
      field,
    );
  return ms;
}
