import { email, maxLength, required } from "react-admin";
import type { SignUpValues } from "./accountApi";
import {
  PASSWORD_MESSAGES,
  validateConfirmInput,
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

export const timezoneChoices = (): Choice[] =>
  supported("timeZone", ["UTC"]).map((id) => ({
    id,
    name: id.replace(/_/g, " "),
  }));

/** Defaults from the browser: its time zone and, when known, its country. */
export const signUpDefaults = (): Partial<SignUpValues> => {
  const region = (
    typeof navigator !== "undefined" ? navigator.language : ""
  ).split("-")[1];
  return {
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    country_code:
      region && COUNTRY_CODES.includes(region.toUpperCase())
        ? region.toUpperCase()
        : undefined,
    currency_code: "EUR",
  };
};

export const signUpValidators = {
  business_name: [required("app.validation.required"), maxLength(200)],
  name: [required("app.validation.required"), maxLength(200)],
  email: [required("app.validation.required"), email("app.validation.email")],
  password: [required(PASSWORD_MESSAGES.required), validatePasswordInput],
  confirm_password: [
    required(PASSWORD_MESSAGES.confirmRequired),
    validateConfirmInput("password"),
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
