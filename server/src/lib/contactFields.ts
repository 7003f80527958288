import { z } from "zod";
import { eq } from "drizzle-orm";
import {
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";
import type { Queryable } from "../db/client.js";
import { merchants } from "../db/schema/index.js";
import { invalid } from "./httpErrors.js";

/** E-mail as stored: trimmed and lower-case. */
export const emailField = z.string().trim().toLowerCase().max(254).email();

/**
 * A phone or mobile number as typed: international (+49 170 1234567,
 * 0049…) or national for the business's country (0170 1234567). The shape
 * is checked here; normalizePhoneFields turns it into E.164 (+491701234567)
 * with the business's country before it is stored.
 */
export const phoneNumberField = z
  .string()
  .trim()
  .max(40)
  .regex(
    /^\+?[0-9 ()./-]*$/,
    "Use digits, spaces and + - ( ) only, for example +44 7400 123456.",
  );

const regionName = new Intl.DisplayNames(["en"], { type: "region" });

/** The number in E.164, or null when it is not a valid number (national numbers read in `country`). */
export function toE164(value: string, country: string): string | null {
  const typed = value.trim().replace(/^00/, "+");
  const parsed = parsePhoneNumberFromString(typed, country as CountryCode);
  return parsed?.isValid() ? parsed.number : null;
}

/** "Enter a valid phone number for Germany, for example 01512 3456789." */
export function phoneMessage(country: string): string {
  const example = getExampleNumber(country as CountryCode, examples);
  const where = regionName.of(country) ?? country;
  return example
    ? `Enter a valid phone number for ${where}, for example ${example.formatNational()}, or in international format, for example ${example.formatInternational()}.`
    : "Enter a valid phone number in international format, for example +44 7400 123456.";
}

/** The country of the merchant's business details, in which national numbers are read. */
export async function merchantCountry(tx: Queryable, merchantId: number) {
  const [row] = await tx
    .select({ country: merchants.country_code })
    .from(merchants)
    .where(eq(merchants.id, merchantId));
  return row?.country ?? "GB";
}

/**
 * Every phone field of a write in one place: each given, non-empty number
 * is stored in E.164, national numbers read in `country` (the business's);
 * a number that is not valid there is refused on its field.
 */
export async function normalizePhoneFields(
  body: Record<string, unknown>,
  fields: readonly string[],
  country: () => Promise<string> | string,
) {
  const given = fields.filter(
    (f) => typeof body[f] === "string" && (body[f] as string).trim() !== "",
  );
  if (given.length === 0) return;
  const where = await country();
  const errors: Record<string, string> = {};
  for (const field of given) {
    const e164 = toE164(body[field] as string, where);
    if (e164) body[field] = e164;
    else errors[field] = phoneMessage(where);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
}
