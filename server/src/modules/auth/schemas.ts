import { z } from "zod";
import {
  confirmSchema,
  PASSWORD_MESSAGES,
  passwordSchema,
  withConfirmation,
} from "../../lib/passwordRules.js";

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const TIMEZONES = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
const regionName = new Intl.DisplayNames(["en"], { type: "region" });
// CLDR also names codes that are not ISO 3166-1 countries: user-assigned ones
// (AA, QM–QZ, XA–XZ but Kosovo's XK, ZZ "Unknown Region"), reserved ones (EU,
// EZ, UN, AC, CP, CQ, DG, EA, IC, TA) and deprecated aliases (SU, YU, UK),
// which Intl.Locale canonicalises away.
const NOT_COUNTRIES =
  /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN|AC|CP|CQ|DG|EA|IC|TA)$/;
const isCountry = (c: string) =>
  /^[A-Z]{2}$/.test(c) &&
  !NOT_COUNTRIES.test(c) &&
  regionName.of(c) !== c &&
  new Intl.Locale("und", { region: c }).region === c;

export const emailSchema = z.string().trim().toLowerCase().max(254).email();

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const loginAnswer = z.object({
  status: z.literal(1),
  data: z.string(),
  userInfo: z.object({
    currency_code: z.string(),
    country_code: z.string(),
    business_name: z.string(),
    /** The team member the login belongs to (staff; null for an owner's login), for "my day". */
    team_member_id: z.number().nullable(),
  }),
  logo_path: z.string(),
});

export const signUpBody = withConfirmation(
  z.object({
    business_name: z.string().trim().min(1).max(120),
    name: z.string().trim().min(1).max(120),
    email: emailSchema,
    password: passwordSchema,
    confirm_password: confirmSchema,
    currency_code: z
      .string()
      .trim()
      .toUpperCase()
      .refine(
        (c) => CURRENCIES.has(c),
        "Choose a valid currency (ISO 4217 code such as EUR).",
      ),
    country_code: z
      .string()
      .trim()
      .toUpperCase()
      .refine(isCountry, "Choose a valid country."),
    timezone: z
      .string()
      .trim()
      .refine((t) => TIMEZONES.has(t), "Choose a valid time zone."),
    language: z.enum(["en", "es", "de", "it", "ru", "ae"]).optional(),
  }),
  "password",
  "confirm_password",
  PASSWORD_MESSAGES.signUpMismatch,
);

export const forgotBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
});

export const resetBody = withConfirmation(
  z.object({
    password: passwordSchema,
    confirm_password: confirmSchema,
    token: z.string().min(1, "The reset link is missing its token.").max(200),
  }),
  "password",
  "confirm_password",
);

export const messageAnswer = z.object({
  status: z.literal(1),
  message: z.string(),
});
