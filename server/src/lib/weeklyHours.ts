import { z } from "zod";
import {
  WEEKDAYS,
  type TimeInterval,
  type WeekHours,
} from "../db/schema/jsonTypes.js";

/**
 * The rules of weekly hours (shift patterns, resource working hours, opening
 * hours; DOMAIN §1.2 "Time"): a week `{"mon": [{start, end}], ...}`, each day
 * a list of intervals with HH:MM times, the end after the start (none crosses
 * midnight), none overlapping another of the day. Each resource words the
 * problems itself (`HoursRules.message`); where they are is said here.
 */

/** "HH:MM" on the 24-hour clock. */
export const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
/** An end time may also be "24:00": an interval that runs to midnight. */
const HHMM_OR_MIDNIGHT = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

const DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** Each starts before the other ends; touching intervals (…–13:00, 13:00–…) do not overlap. */
export const overlaps = (a: TimeInterval, b: TimeInterval) =>
  a.start < b.end && b.start < a.end;

const byStart = (a: TimeInterval, b: TimeInterval) =>
  a.start.localeCompare(b.start);

/** What is wrong, for the resource to put into words. `index` is the interval's place in the day. */
export type HoursProblem =
  | { code: "not_week"; value: unknown }
  | { code: "unknown_day"; key: string }
  | { code: "not_list" }
  | { code: "too_many"; max: number }
  | { code: "not_interval"; index: number }
  | { code: "not_text"; index: number; field: "start" | "end"; value: unknown }
  | { code: "time"; index: number; field: "start" | "end" }
  | { code: "extra_field"; index: number; key: string }
  | { code: "order"; index: number; interval: TimeInterval }
  | { code: "overlap"; earlier: TimeInterval; later: TimeInterval };

export interface HoursRules {
  maxPerDay: number;
  /** "24:00" may end an interval. */
  endOfDay: boolean;
  /** An interval has start and end only (otherwise other keys are ignored). */
  onlyStartEnd: boolean;
  message: (problem: HoursProblem) => string;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

function intervalProblem(
  value: unknown,
  index: number,
  rules: HoursRules,
): HoursProblem | undefined {
  if (!isRecord(value)) return { code: "not_interval", index };
  for (const field of ["start", "end"] as const)
    if (typeof value[field] !== "string")
      return { code: "not_text", index, field, value: value[field] };
  const { start, end } = value as unknown as TimeInterval;
  if (!HHMM.test(start)) return { code: "time", index, field: "start" };
  if (!(rules.endOfDay ? HHMM_OR_MIDNIGHT : HHMM).test(end))
    return { code: "time", index, field: "end" };
  if (rules.onlyStartEnd) {
    const key = Object.keys(value).find((k) => k !== "start" && k !== "end");
    if (key !== undefined) return { code: "extra_field", index, key };
  }
  if (end <= start) return { code: "order", index, interval: { start, end } };
  return undefined;
}

/** The first problem of one day's intervals: count, then each interval (text, HH:MM, keys, order), then overlaps in time order. */
export function dayProblem(
  value: unknown,
  rules: HoursRules,
): HoursProblem | undefined {
  if (!Array.isArray(value)) return { code: "not_list" };
  if (value.length > rules.maxPerDay)
    return { code: "too_many", max: rules.maxPerDay };
  for (const [index, interval] of value.entries()) {
    const problem = intervalProblem(interval, index, rules);
    if (problem) return problem;
  }
  const sorted = [...(value as TimeInterval[])].sort(byStart);
  for (let k = 1; k < sorted.length; k++)
    if (overlaps(sorted[k - 1], sorted[k]))
      return { code: "overlap", earlier: sorted[k - 1], later: sorted[k] };
  return undefined;
}

type WeekProblem = HoursProblem & { day?: string };

/** The first problem of a week, with the day it is on (days in the order given). */
export function weekProblem(
  value: unknown,
  rules: HoursRules,
): WeekProblem | undefined {
  if (!isRecord(value)) return { code: "not_week", value };
  for (const [day, list] of Object.entries(value)) {
    if (!Object.hasOwn(DAY_NAMES, day))
      return { code: "unknown_day", key: day };
    const problem = dayProblem(list, rules);
    if (problem) return { ...problem, day };
  }
  return undefined;
}

/** "Week 2, Monday: <the resource's words>". */
export function describe(
  problem: WeekProblem,
  rules: HoursRules,
  week?: string,
) {
  const day = problem.day && DAY_NAMES[problem.day];
  const where = [week, day].filter(Boolean).join(", ");
  const message = rules.message(problem);
  return where ? `${where}: ${message}` : message;
}

/** `intervals` of one date (`[]` = closed), a problem reported on the field in words. */
export const intervalsOf = (rules: HoursRules) =>
  z.array(z.unknown()).superRefine((list, ctx) => {
    const problem = dayProblem(list, rules);
    if (problem)
      ctx.addIssue({ code: "custom", message: describe(problem, rules) });
  });

/** `weeks` of a pattern repeating every 1 to 4 weeks, each checked; "Week 2, …" when there are several. */
export const weeksOf = (
  rules: HoursRules,
  words: { min: string; max: string },
) =>
  z
    .array(z.unknown())
    .min(1, words.min)
    .max(4, words.max)
    .superRefine((weeks, ctx) => {
      weeks.forEach((week, n) => {
        const problem = weekProblem(week, rules);
        const where = weeks.length > 1 ? `Week ${n + 1}` : undefined;
        if (problem)
          ctx.addIssue({
            code: "custom",
            message: describe(problem, rules, where),
          });
      });
    });

/** Checked intervals as `{start, end}` in time order. */
export const sortedIntervals = (list: readonly TimeInterval[]) =>
  list.map(({ start, end }) => ({ start, end })).sort(byStart);

/** A checked week in day order, each day's intervals sorted; `everyDay` gives a missing day as `[]`. */
export function normaliseWeek(
  week: Record<string, unknown>,
  everyDay = false,
): WeekHours {
  const out: WeekHours = {};
  for (const day of WEEKDAYS) {
    const list = week[day] as TimeInterval[] | undefined;
    if (list || everyDay) out[day] = sortedIntervals(list ?? []);
  }
  return out;
}
