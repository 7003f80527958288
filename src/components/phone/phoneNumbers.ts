import {
  getCountries,
  getCountryCallingCode,
  getExampleNumber,
  parsePhoneNumberFromString,
  type CountryCode,
} from "libphonenumber-js/min";
import examples from "libphonenumber-js/mobile/examples";

/**
 * Phone numbers for the shared phone input (lazy chunk: the metadata is
 * about 20 KB compressed). Numbers are stored in E.164 (+491701234567);
 * people type them nationally for the chosen country or internationally.
 */

export const isCountryCode = (c: string | undefined): c is CountryCode =>
  !!c && (getCountries() as string[]).includes(c);

/** The typed number in E.164, and its country, when it is a valid number (national ones read in `country`). */
export const parseTyped = (
  text: string,
  country: CountryCode,
): { e164: string; country?: CountryCode } | null => {
  const parsed = parsePhoneNumberFromString(
    text.trim().replace(/^00/, "+"),
    country,
  );
  return parsed?.isValid()
    ? { e164: parsed.number, country: parsed.country }
    : null;
};

/** True for a stored value that is a valid number in E.164. */
export const isValidE164 = (value: string) =>
  /^\+[1-9]\d{6,14}$/.test(value) &&
  !!parsePhoneNumberFromString(value)?.isValid();

/**
 * What the input shows for a stored value: the national form when the
 * number belongs to `country`, the international form otherwise (an older
 * value that is not a valid number is shown as it was stored).
 */
export const describeStored = (
  value: unknown,
  fallback: CountryCode,
): { country: CountryCode; text: string } => {
  if (typeof value !== "string" || value.trim() === "")
    return { country: fallback, text: "" };
  const parsed = parsePhoneNumberFromString(value, fallback);
  if (!parsed?.isValid()) return { country: fallback, text: value };
  const country = parsed.country ?? fallback;
  return {
    country,
    text:
      parsed.country === country
        ? parsed.formatNational()
        : parsed.formatInternational(),
  };
};

/** A mobile number of the country, in its national form (07400 123456). */
export const exampleFor = (country: CountryCode) =>
  getExampleNumber(country, examples)?.formatNational() ?? "";

/** Every country with its calling code, named in the UI language and sorted by name. */
export const countryOptions = (languageTag: string) => {
  const names = new Intl.DisplayNames([languageTag], { type: "region" });
  const collator = new Intl.Collator(languageTag);
  return getCountries()
    .map((code) => ({
      code,
      name: names.of(code) ?? code,
      calling: getCountryCallingCode(code),
    }))
    .sort((a, b) => collator.compare(a.name, b.name));
};
