import { z } from "zod";
import { WEEKDAYS, type WeekHours } from "../../db/schema/index.js";

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};
const MAX_INTERVALS = 6;

/** Why a week of opening hours is refused, or undefined when it is fine. */
export function weekProblem(value: unknown): string | undefined {
  if (typeof value !== "object" || value === null || Array.isArray(value))
    return "Opening hours must list the days of the week.";
  for (const [key, list] of Object.entries(value)) {
    const day = DAY_NAMES[key];
    if (!day)
      return `Unknown day "${key}": use mon, tue, wed, thu, fri, sat, sun.`;
    if (!Array.isArray(list))
      return `${day}: give a list of opening intervals ([] when closed).`;
    if (list.length > MAX_INTERVALS)
      return `${day}: at most ${MAX_INTERVALS} opening intervals.`;
    const sorted: { start: string; end: string }[] = [];
    for (const iv of list) {
      const ok =
        typeof iv === "object" &&
        iv !== null &&
        Object.keys(iv).every((k) => k === "start" || k === "end") &&
        HHMM.test(String(iv.start)) &&
        HHMM.test(String(iv.end));
      if (!ok) return `${day}: use times such as 09:00 (HH:MM, 24 h).`;
      if (iv.end <= iv.start)
        return `${day}: the closing time must be after the opening time.`;
      sorted.push(iv);
    }
    sorted.sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < sorted.length; i++)
      if (sorted[i].start < sorted[i - 1].end)
        return `${day}: the opening intervals must not overlap.`;
  }
  return undefined;
}

/** Every day present and its intervals sorted by start. */
export function normaliseWeek(value: Record<string, unknown>): WeekHours {
  return Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      [...((value[d] as { start: string; end: string }[]) ?? [])]
        .map(({ start, end }) => ({ start, end }))
        .sort((a, b) => a.start.localeCompare(b.start)),
    ]),
  );
}

/**
 * `{"mon":[{"start":"09:00","end":"18:00"}], ...}` (DOMAIN §3.4): `[]` or a
 * missing day = closed; `end > start`, none overlapping. One message for the
 * whole field, so the week editor shows it.
 */
export const openingHoursSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === undefined || value === null) {
      ctx.addIssue({ code: "custom", message: "This field is required." });
      return;
    }
    const problem = weekProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => normaliseWeek(v as Record<string, unknown>));
