import { z } from "zod";
import { invalid } from "../../lib/httpErrors.js";
import { addDays, localTime } from "../calendar/zonedTime.js";
import type { AnyReport, ReportContext, ReportQuery } from "./types.js";

/** The longest range a report answers, in years (a busy business's years of rows stay fast). */
export const MAX_RANGE_YEARS = 3;
/** Rows per page of a paged report; the export has no limit. */
export const DEFAULT_LIMIT = 50;
export const MAX_LIMIT = 500;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar date "YYYY-MM-DD" (not 2026-02-30). */
export const isCalendarDate = (v: string) =>
  ISO_DATE.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** The parameters every report takes (each report adds its own filters). */
export const COMMON_PARAMS = [
  "from",
  "to",
  "location_id",
  "sort",
  "order",
  "offset",
  "limit",
] as const;

/** The query string schema of the OpenAPI document (the handler checks it with its own messages). */
export const commonQuerySchema = z.object({
  from: z.string().optional().describe("First local date, YYYY-MM-DD."),
  to: z.string().optional().describe("Last local date, YYYY-MM-DD."),
  location_id: z.string().optional(),
  sort: z.string().optional().describe("A column key."),
  order: z.enum(["asc", "desc", "ASC", "DESC"]).optional(),
  offset: z.string().optional(),
  limit: z.string().optional(),
});

/** "2026-03-01" + n years − 1 day: the last date a range from `from` may reach. */
export function lastAllowedDate(from: string, years = MAX_RANGE_YEARS) {
  const y = Number(from.slice(0, 4)) + years;
  const sameDay = `${y}${from.slice(4)}`;
  // 29 February + 3 years is 1 March.
  const start = isCalendarDate(sameDay) ? sameDay : `${y}-03-01`;
  return addDays(start, -1);
}

/** This month in the time zone: its first and last local dates. */
export function thisMonth(timeZone: string, now: Date) {
  const today = localTime(timeZone, now.getTime()).date;
  const first = `${today.slice(0, 8)}01`;
  const next =
    today.slice(5, 7) === "12"
      ? `${Number(today.slice(0, 4)) + 1}-01-01`
      : `${today.slice(0, 5)}${String(Number(today.slice(5, 7)) + 1).padStart(2, "0")}-01`;
  return { from: first, to: addDays(next, -1) };
}

/** A date filter of a report (`added_from`): YYYY-MM-DD or absent; a word for the 422 otherwise. */
export const dateFilter = (label: string) =>
  z
    .string()
    .refine(
      isCalendarDate,
      `Enter ${label} as YYYY-MM-DD, for example 2026-03-01.`,
    )
    .optional();

/** A record id filter (`team_member_id`): a positive whole number in the query string. */
export const idFilter = (label: string) =>
  z
    .string()
    .regex(/^[1-9]\d{0,15}$/, `Choose ${label} by its id (a whole number).`)
    .transform(Number)
    .optional();

const text = (v: unknown) =>
  typeof v === "string" ? v : Array.isArray(v) ? String(v[0]) : undefined;

/**
 * The query of a report, checked with messages a person understands: every
 * problem answers 422 with the field it is on (SPEC §8 shape). Dates are
 * both given or both left out (this month); `to` is not before `from`; the
 * range is at most MAX_RANGE_YEARS years; the sort is a column of the report.
 */
export function parseReportQuery(
  report: AnyReport,
  raw: Record<string, unknown>,
  ctx: ReportContext,
): ReportQuery<Record<string, unknown>> {
  const errors: Record<string, string> = {};
  const get = (k: string) => text(raw[k])?.trim() || undefined;

  let from = get("from");
  let to = get("to");
  if (from !== undefined && !isCalendarDate(from))
    errors.from =
      "Enter the start date (from) as YYYY-MM-DD, for example 2026-03-01.";
  if (to !== undefined && !isCalendarDate(to))
    errors.to =
      "Enter the end date (to) as YYYY-MM-DD, for example 2026-03-31.";
  if (!errors.from && !errors.to) {
    if ((from === undefined) !== (to === undefined))
      errors[from === undefined ? "from" : "to"] =
        `Give both dates (from and to), or neither for ${report.defaultRange === "today" ? "today" : "this month"}.`;
    else if (from === undefined || to === undefined) {
      const today = localTime(ctx.timeZone, ctx.now.getTime()).date;
      ({ from, to } =
        report.defaultRange === "today"
          ? { from: today, to: today }
          : thisMonth(ctx.timeZone, ctx.now));
    } else if (to < from)
      errors.to =
        "The end date (to) must be on or after the start date (from).";
    else if (to > lastAllowedDate(from))
      errors.to = `A report covers at most ${MAX_RANGE_YEARS} years: choose an end date on or before ${lastAllowedDate(from)}, or a later start date.`;
  }

  const location = get("location_id");
  if (location !== undefined && !/^[1-9]\d{0,15}$/.test(location))
    errors.location_id = "Choose the location by its id (a whole number).";

  const own: Record<string, unknown> = {};
  const unknown: string[] = [];
  for (const [k, v] of Object.entries(raw)) {
    if ((COMMON_PARAMS as readonly string[]).includes(k)) continue;
    const value = text(v)?.trim();
    if (value !== undefined && value !== "") own[k] = value;
  }
  const parsed = report.filters.safeParse(own);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      if (issue.code === "unrecognized_keys") unknown.push(...issue.keys);
      else errors[String(issue.path[0] ?? "filter")] ??= issue.message;
    }
  if (unknown.length)
    errors[unknown[0]] =
      `This report has no filter "${unknown.join('", "')}". Its filters are: ${[...COMMON_PARAMS.slice(0, 3), ...Object.keys((report.filters as unknown as z.ZodObject).shape ?? {})].join(", ")}.`;
  const filters = parsed.success ? parsed.data : {};

  const columns = report
    .columns(filters)
    .filter((c) => ctx.contacts || !c.contact);
  const sortKey = get("sort");
  const orderText = get("order")?.toLowerCase();
  const fallback = report.defaultSort(filters);
  if (sortKey !== undefined && !columns.some((c) => c.key === sortKey))
    errors.sort = `Sort by one of the report's columns: ${columns.map((c) => c.key).join(", ")}.`;
  if (orderText !== undefined && orderText !== "asc" && orderText !== "desc")
    errors.order = 'The order is "asc" or "desc".';

  const whole = (k: "offset" | "limit", min: number, max: number) => {
    const v = get(k);
    if (v === undefined) return undefined;
    const n = /^\d{1,9}$/.test(v) ? Number(v) : NaN;
    if (!(n >= min && n <= max))
      errors[k] =
        `${k === "offset" ? "The offset" : "The page size (limit)"} is a whole number from ${min} to ${max}.`;
    return n;
  };
  const offset = whole("offset", 0, 1_000_000_000) ?? 0;
  const limit = whole("limit", 1, MAX_LIMIT) ?? DEFAULT_LIMIT;

  if (Object.keys(errors).length) throw invalid(errors);
  return {
    from: from!,
    to: to!,
    location_id: location === undefined ? undefined : Number(location),
    filters,
    sort: sortKey
      ? { key: sortKey, order: (orderText as "asc" | "desc") ?? "asc" }
      : fallback,
    offset,
    limit,
  };
}
