import { z } from "zod";
import {
  describe,
  normaliseWeek,
  weekProblem,
  type HoursRules,
} from "../../lib/weeklyHours.js";

/** Opening hours: up to 6 intervals a day, none past 23:59. */
const opening: HoursRules = {
  maxPerDay: 6,
  endOfDay: false,
  onlyStartEnd: true,
  message: (p) => {
    switch (p.code) {
      case "not_week":
        return "Opening hours must list the days of the week.";
      case "unknown_day":
        return `Unknown day "${p.key}": use mon, tue, wed, thu, fri, sat, sun.`;
      case "not_list":
        return "give a list of opening intervals ([] when closed).";
      case "too_many":
        return `at most ${p.max} opening intervals.`;
      case "order":
        return "the closing time must be after the opening time.";
      case "overlap":
        return "the opening intervals must not overlap.";
      case "extra_field":
        return `unknown field "${p.key}": give start and end only.`;
      default:
        return "use times such as 09:00 (HH:MM, 24 h).";
    }
  },
};

/**
 * `{"mon":[{"start":"09:00","end":"18:00"}], ...}` (DOMAIN §3.4): `[]` or a
 * missing day = closed; `end > start`, none overlapping. One message for the
 * whole field, so the week editor shows it; stored with every day, sorted.
 */
export const openingHoursSchema = z
  .unknown()
  .superRefine((value, ctx) => {
    if (value === undefined || value === null) {
      ctx.addIssue({ code: "custom", message: "This field is required." });
      return;
    }
    const problem = weekProblem(value, opening);
    if (problem)
      ctx.addIssue({ code: "custom", message: describe(problem, opening) });
  })
  .transform((v) => normaliseWeek(v as Record<string, unknown>, true));
