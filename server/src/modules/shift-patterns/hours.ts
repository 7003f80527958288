import type { TimeInterval } from "../../db/schema/index.js";
import {
  intervalsOf,
  normaliseWeek,
  sortedIntervals,
  weeksOf,
  type HoursRules,
} from "../../lib/weeklyHours.js";

/** Shifts: up to 8 a day; "24:00" only ends a day, so none crosses midnight. */
const shifts: HoursRules = {
  maxPerDay: 8,
  endOfDay: true,
  onlyStartEnd: false,
  message: (p) => {
    switch (p.code) {
      case "not_week":
        return "Each week must list its days.";
      case "unknown_day":
        return `Unknown day "${p.key}"; use mon to sun.`;
      case "not_list":
        return "Must be a list of shifts.";
      case "too_many":
        return `At most ${p.max} shifts a day.`;
      case "time":
        return "Enter times as HH:MM, e.g. 09:00.";
      case "order":
        return `A shift must end after it starts (${p.interval.start}–${p.interval.end}); shifts cannot cross midnight.`;
      case "overlap":
        return `Shifts overlap (${p.earlier.start}–${p.earlier.end} and ${p.later.start}–${p.later.end}).`;
      default:
        return "Each shift needs a start and an end time.";
    }
  },
};

/** One day's shifts: checked, then stored as {start, end} in time order. */
export const intervalsSchema = intervalsOf(shifts).transform((v) =>
  sortedIntervals(v as TimeInterval[]),
);

/** The weeks of a rotation (1 to 4), each checked day by day, stored in day and time order. */
export const weeksSchema = weeksOf(shifts, {
  min: "Give at least one week of shifts.",
  max: "A rotation has at most 4 weeks.",
}).transform((weeks) =>
  weeks.map((week) => normaliseWeek(week as Record<string, unknown>)),
);
