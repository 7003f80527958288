import { z } from "zod";
import {
  confirmSchema,
  passwordSchema,
  withConfirmation,
} from "../../lib/passwordRules.js";

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const TIMEZONES = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
const regionName = new Intl.DisplayNames(["en"], { type: "region" });

export const emailSchema = z.string().trim().toLowerCase().max(254).email();

export const loginBody = z.object({
  email: z.string().trim().toLowerCase().min(1).max(254),
  password: z.string().min(1).max(200),
});

export const loginAnswer = z.object({
  status: z.literal(1),
  data: z.string(),
  userInfo: z.object({ currency_code: z.string() }),
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
      .refine(
        (c) => /^[A-Z]{2}$/.test(c) && regionName.of(c) !== c,
        "Choose a valid country.",
      ),
    timezone: z
      .string()
      .trim()
      .refine((t) => TIMEZONES.has(t), "Choose a valid time zone."),
    language: z.enum(["en", "es", "de", "it", "ru", "ae"]).optional(),
  }),
  "password",
  "confirm_password",
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
