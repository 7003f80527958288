import { z } from "zod";
import { and, inArray, isNotNull } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Tx } from "../../db/client.js";
import { LANGUAGES } from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";

/** Field rules shared by the settings area (business details, locations, billing). */

const CURRENCIES = new Set(Intl.supportedValuesOf("currency"));
const TIMEZONES = new Set([...Intl.supportedValuesOf("timeZone"), "UTC"]);
const regionName = new Intl.DisplayNames(["en"], { type: "region" });
// Codes CLDR names that are not ISO 3166-1 countries (user-assigned, reserved).
const NOT_COUNTRIES =
  /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN|AC|CP|CQ|DG|EA|IC|TA)$/;

export const isCountry = (c: string) =>
  /^[A-Z]{2}$/.test(c) &&
  !NOT_COUNTRIES.test(c) &&
  regionName.of(c) !== c &&
  new Intl.Locale("und", { region: c }).region === c;

/** An IANA time zone name such as Europe/London. */
export const isTimezone = (tz: string) => {
  if (TIMEZONES.has(tz)) return true;
  try {
    // Aliases (Europe/Kiev) are valid IANA names that supportedValuesOf leaves out.
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return /^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(tz);
  } catch {
    return false;
  }
};

export const timezoneField = z
  .string()
  .trim()
  .refine(isTimezone, "Choose a valid time zone, such as Europe/London.");

export const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isCountry, "Choose a valid country (ISO 3166-1 code such as GB).");

export const currencyField = z
  .string()
  .trim()
  .toUpperCase()
  .refine(
    (c) => CURRENCIES.has(c),
    "Choose a valid currency (ISO 4217 code such as EUR).",
  );

export const languageField = z.enum(LANGUAGES, {
  error: "Choose one of the languages: en, es, de, it, ru, ae.",
});

export const shortText = (max: number) => z.string().trim().max(max);
export const requiredText = (max: number) => z.string().trim().min(1).max(max);

/**
 * A newly chosen record must not be archived: archived rows leave the pickers
 * but stay on the rows that already point at them.
 */
export async function refuseArchived(
  tx: Tx,
  table: PgTable & { id: PgColumn; archived_at: PgColumn },
  field: string,
  value: unknown,
  previous: unknown,
  message = "This record is archived: choose another one.",
) {
  if (value === null || value === undefined || value === previous) return;
  const ids = (Array.isArray(value) ? value : [value]) as number[];
  if (!ids.length) return;
  const archived = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.id, ids), isNotNull(table.archived_at)));
  if (archived.length) throw invalid({ [field]: message });
}

/** The row's merged value of a field during an update (body first, then the stored row). */
export const merged = (
  body: Record<string, unknown>,
  existing: Record<string, unknown> | undefined,
  field: string,
) => (body[field] !== undefined ? body[field] : existing?.[field]);
