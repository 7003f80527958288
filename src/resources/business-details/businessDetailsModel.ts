import { email } from "react-admin";
import {
  cleanSettings,
  req,
  text,
  timezoneRule,
} from "../settings/settingsModel";

export const LANGUAGES = ["en", "es", "de", "it", "ru", "ae"] as const;

export interface BusinessDetails {
  id: "current";
  business_name: string;
  country_code: string;
  currency_code: string;
  default_timezone: string;
  default_language: (typeof LANGUAGES)[number];
  prices_include_tax: boolean;
  email?: string | null;
  phone?: string | null;
  logo_path?: string | null | { rawFile: File };
}

export const languageChoices = LANGUAGES.map((id) => ({
  id,
  name: `resources.business-details.languages.${id}`,
}));

export const businessDetailsValidators = {
  business_name: [req, text(120)],
  country_code: [req],
  currency_code: [req],
  default_timezone: [req, timezoneRule],
  default_language: [req],
  email: [email("app.validation.email")],
};

/**
 * The logo goes up only when a new file was chosen (the stored name is left
 * alone); codes in upper case; e-mail in lower case.
 */
export const transformBusinessDetails = (
  values: Record<string, unknown>,
): Record<string, unknown> => {
  const result = cleanSettings(values) as Record<string, unknown>;
  if (typeof result.logo_path === "string") delete result.logo_path;
  for (const key of ["country_code", "currency_code"])
    if (typeof result[key] === "string")
      result[key] = (result[key] as string).toUpperCase();
  if (typeof result.email === "string")
    result.email = result.email.toLowerCase();
  return result;
};
