import { email, maxLength, required } from "react-admin";
import type { SignUpValues } from "./accountApi";
import { getTimezone } from "countries-and-timezones";
import { currencyOfCountry } from "./countryCurrency";
import {
  confirmError,
  PASSWORD_MESSAGES,
  validatePasswordInput,
} from "./passwordRules";

/** ISO 3166-1 alpha-2 codes; names come from Intl in the UI language. */
const COUNTRY_CODES =
  "AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW".split(
    " ",
  );

export interface Choice {
  id: string;
  name: string;
}

const displayName = (
  tag: string,
  type: "region" | "currency",
  code: string,
) => {
  try {
    return new Intl.DisplayNames([tag, "en"], { type }).of(code) ?? code;
  } catch {
    return code;
  }
};

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);

export const countryChoices = (tag: string): Choice[] =>
  COUNTRY_CODES.map((id) => ({
    id,
    name: displayName(tag, "region", id),
  })).sort(byName);

const supported = (
  key: "currency" | "timeZone",
  fallback: string[],
): string[] => {
  try {
    return Intl.supportedValuesOf(key);
  } catch {
    return fallback;
  }
};

export const currencyChoices = (tag: string): Choice[] =>
  supported("currency", ["EUR", "GBP", "USD"]).map((id) => ({
    id,
    name: `${id} — ${displayName(tag, "currency", id)}`,
  }));

/** The browser's time zone (Intl), or UTC when it names none. */
const browserTimeZone = () => {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
  } catch {
    return "UTC";
  }
};

/**
 * Every IANA time zone, plus UTC and the browser's own zone: Intl's list
 * leaves out UTC and old names (Europe/Kiev) a browser may still report, and
 * a default missing from the choices would show an empty field.
 */
export const timezoneChoices = (): Choice[] => {
  const zones = supported("timeZone", []);
  const extra = ["UTC", browserTimeZone()].filter((z) => !zones.includes(z));
  return [...extra, ...zones]
    .filter((id, i, all) => all.indexOf(id) === i)
    .map((id) => ({ id, name: id.replace(/_/g, " ") }));
};

/**
 * The countries the browser's languages name, in its order of preference
 * (en-GB → GB), then the likely country of its first language (de → DE).
 */
const browserRegions = (): string[] => {
  if (typeof navigator === "undefined") return [];
  const tags = navigator.languages?.length
    ? navigator.languages
    : [navigator.language];
  const regionOf = (tag: string, maximize: boolean) => {
    try {
      const locale = new Intl.Locale(tag);
      const region = (maximize ? locale.maximize() : locale).region;
      return region && COUNTRY_CODES.includes(region) ? region : undefined;
    } catch {
      return undefined;
    }
  };
  // A tag that names its country wins over a guess from a bare language.
  const named = tags.flatMap((tag) => (tag && regionOf(tag, false)) || []);
  const guessed = tags[0] ? regionOf(tags[0], true) : undefined;
  return [...named, ...(guessed ? [guessed] : [])];
};

/**
 * The business's likely country: the time zone's (IANA's zone table:
 * Europe/Vienna → AT, whatever language the browser speaks); where a zone
 * serves several countries (Europe/Zurich: CH, DE, LI), the one the
 * browser's languages name, else the zone's own; the browser's language
 * alone where the zone names no country (UTC).
 */
const likelyCountry = (zone: string): string | undefined => {
  const zoneCountries: string[] = (getTimezone(zone)?.countries ?? []).filter(
    (c) => COUNTRY_CODES.includes(c),
  );
  const regions = browserRegions();
  if (zoneCountries.length === 0) return regions[0];
  return regions.find((r) => zoneCountries.includes(r)) ?? zoneCountries[0];
};

/**
 * Defaults from the browser: its time zone, the country of that zone (see
 * likelyCountry) and that country's currency (EUR when unknown).
 */
export const signUpDefaults = (): Partial<SignUpValues> => {
  const timezone = browserTimeZone();
  const country = likelyCountry(timezone);
  return {
    timezone,
    country_code: country,
    currency_code: currencyOfCountry(country) ?? "EUR",
  };
};

/** Sign-up says it in words (SPEC §5 keeps the generic text for Change Password). */
const confirmOnSignUp = (value: string, allValues: Record<string, unknown>) => {
  const error = confirmError(value, allValues.password as string | undefined);
  return error === PASSWORD_MESSAGES.confirmMatch
    ? "app.validation.passwords_differ"
    : error;
};

export const signUpValidators = {
  business_name: [required("app.validation.required"), maxLength(200)],
  name: [required("app.validation.required"), maxLength(200)],
  email: [required("app.validation.required"), email("app.validation.email")],
  password: [required(PASSWORD_MESSAGES.required), validatePasswordInput],
  confirm_password: [
    required(PASSWORD_MESSAGES.confirmRequired),
    confirmOnSignUp,
  ],
  currency_code: [required("app.validation.required")],
  country_code: [required("app.validation.required")],
  timezone: [required("app.validation.required")],
};

/** The JSON body of auth/merchantSignUp (api-contract), trimmed. */
export const toSignUpPayload = (values: SignUpValues): SignUpValues => ({
  ...values,
  business_name: values.business_name.trim(),
  name: values.name.trim(),
  email: values.email.trim().toLowerCase(),
});
