import { z } from "zod";
import { WEEKDAYS, type TimeInterval } from "../../db/schema/index.js";

/** "HH:MM" wall-clock time; "24:00" only closes a day (DOMAIN §1.2 "Time"). */
const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;
const MAX_PER_DAY = 8;

const DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The first problem of one day's intervals, as a sentence, or undefined:
 * HH:MM times, end after start (so none crosses midnight), no overlaps.
 */
export function intervalsProblem(value: unknown): string | undefined {
  if (!Array.isArray(value)) return "Must be a list of shifts.";
  if (value.length > MAX_PER_DAY) return `At most ${MAX_PER_DAY} shifts a day.`;
  for (const i of value) {
    if (
      !isRecord(i) ||
      typeof i.start !== "string" ||
      typeof i.end !== "string"
    )
      return "Each shift needs a start and an end time.";
    if (!START.test(i.start) || !END.test(i.end))
      return "Enter times as HH:MM, e.g. 09:00.";
    if (i.end <= i.start)
      return `A shift must end after it starts (${i.start}–${i.end}); shifts cannot cross midnight.`;
  }
  const sorted = [...(value as TimeInterval[])].sort((a, b) =>
    a.start.localeCompare(b.start),
  );
  for (let k = 1; k < sorted.length; k++)
    if (sorted[k].start < sorted[k - 1].end)
      return `Shifts overlap (${sorted[k - 1].start}–${sorted[k - 1].end} and ${sorted[k].start}–${sorted[k].end}).`;
  return undefined;
}

/** The first problem of a week of shifts ({"mon": [...], ...}), or undefined. */
export function weekProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return "Each week must list its days.";
  for (const [day, intervals] of Object.entries(value)) {
    if (!DAY_NAMES[day]) return `Unknown day "${day}"; use mon to sun.`;
    const problem = intervalsProblem(intervals);
    if (problem) return `${DAY_NAMES[day]}: ${problem}`;
  }
  return undefined;
}

const sortIntervals = (list: TimeInterval[]) =>
  [...list]
    .map(({ start, end }) => ({ start, end }))
    .sort((a, b) => a.start.localeCompare(b.start));

/** One day's shifts: checked, then stored as {start, end} in time order. */
export const intervalsSchema = z
  .array(z.unknown())
  .superRefine((v, ctx) => {
    const problem = intervalsProblem(v);
    if (problem) ctx.addIssue({ code: "custom", message: problem });
  })
  .transform((v) => sortIntervals(v as TimeInterval[]));

/** The weeks of a rotation (1 to 4), each checked day by day. */
export const weeksSchema = z
  .array(z.unknown())
  .min(1, "Give at least one week of shifts.")
  .max(4, "A rotation has at most 4 weeks.")
  .superRefine((weeks, ctx) => {
    weeks.forEach((week, n) => {
      const problem = weekProblem(week);
      if (problem)
        ctx.addIssue({
          code: "custom",
          message: weeks.length > 1 ? `Week ${n + 1}, ${problem}` : problem,
        });
    });
  })
  .transform((weeks) =>
    weeks.map((week) =>
      Object.fromEntries(
        WEEKDAYS.filter((d) => (week as Record<string, unknown>)[d]).map(
          (d) => [
            d,
            sortIntervals((week as Record<string, TimeInterval[]>)[d]),
          ],
        ),
      ),
    ),
  );
