/**
 * Money travels as integers in minor units of the merchant's currency
 * (DOMAIN §1.2); only the SPA turns them into decimals for people.
 */

import { currencyDigits } from "../../../server/src/shared/money";

/**
 * Decimal places of a currency per ISO 4217 (2 for EUR, 0 for JPY, 3 for
 * KWD): the money module's table, so the till and the server agree on what
 * one minor unit is.
 */
export { currencyDigits };

/** Minor units → the decimal amount a person types (1234 EUR → 12.34). */
export const toMajor = (
  minor: number | string | null | undefined,
  currency: string,
): number | null =>
  // react-admin hands an empty field over as "", which is no amount (not 0).
  minor === null || minor === undefined || minor === ""
    ? null
    : Number(minor) / 10 ** currencyDigits(currency);

/**
 * Minor units → the amount as a person would type it, to the currency's
 * decimals (18390 EUR → "183.90", 500 JPY → "500"); "" for no amount.
 */
export const toAmountText = (
  minor: number | null | undefined,
  currency: string,
): string => {
  const major = toMajor(minor, currency);
  return major === null ? "" : major.toFixed(currencyDigits(currency));
};

/** A typed decimal → minor units, rounded half away from zero (12.345 EUR → 1235). */
export const toMinor = (
  major: number | string | null | undefined,
  currency: string,
): number | null => {
  if (major === null || major === undefined || major === "") return null;
  const value =
    typeof major === "number" ? major : Number(String(major).replace(",", "."));
  if (!Number.isFinite(value)) return null;
  const scaled = value * 10 ** currencyDigits(currency);
  // Correct binary noise (1.005 * 100 = 100.49999…) before rounding away from zero.
  const fixed = Number(scaled.toFixed(6));
  return Math.sign(fixed) * Math.round(Math.abs(fixed));
};

/** Minor units formatted for a locale, e.g. "€12.34" or "12,34 €". */
export const formatMoney = (
  minor: number | null | undefined,
  currency: string,
  localeTag: string,
): string => {
  const major = toMajor(minor, currency);
  if (major === null) return "";
  try {
    // ISO 4217 digits, where Intl's own may differ (HUF: Intl 0, ISO 2).
    const digits = currencyDigits(currency);
    return new Intl.NumberFormat(localeTag, {
      style: "currency",
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    return `${major.toFixed(currencyDigits(currency))} ${currency}`;
  }
};
