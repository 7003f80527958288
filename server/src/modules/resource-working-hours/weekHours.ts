import { z } from "zod";
import { WEEKDAYS } from "../../db/schema/jsonTypes.js";

/** "HH:MM" on the 24-hour clock; "24:00" closes a day that runs to midnight. */
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const time = z
  .string()
  .regex(TIME, "Use the 24-hour format HH:MM, for example 09:30.");
const endTime = z
  .string()
  .regex(
    new RegExp(`${TIME.source}|^24:00$`),
    "Use the 24-hour format HH:MM, for example 18:00.",
  );

export const timeInterval = z
  .object({ start: time, end: endTime })
  .strict()
  .refine((i) => i.end > i.start, {
    message: "The end must be after the start, on the same day.",
    path: ["end"],
  });

/** The intervals of one day: sorted or not, none may overlap another. */
export const dayIntervals = z
  .array(timeInterval)
  .max(12, "At most 12 intervals a day.")
  .superRefine((list, ctx) => {
    const sorted = list
      .map((i, index) => ({ ...i, index }))
      .sort((a, b) => a.start.localeCompare(b.start));
    for (let k = 1; k < sorted.length; k++)
      if (sorted[k].start < sorted[k - 1].end)
        ctx.addIssue({
          code: "custom",
          message: "Intervals of the same day may not overlap.",
          path: [sorted[k].index, "start"],
        });
  });

/** `{"mon":[{"start":"09:00","end":"18:00"}], ...}`: a missing day or `[]` is closed. */
export const weekHours = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayIntervals.optional()])))
  .strict();

const DAY_NAMES: Record<string, string> = {
  mon: "Monday",
  tue: "Tuesday",
  wed: "Wednesday",
  thu: "Thursday",
  fri: "Friday",
  sat: "Saturday",
  sun: "Sunday",
};

/** "Week 2, Monday: …": where in the grid a problem is, reported on the field itself. */
function describe(issue: z.core.$ZodIssue, prefix: string) {
  const [first, , ...rest] = issue.path;
  const day = typeof first === "string" ? DAY_NAMES[first] : undefined;
  const where = [prefix, day].filter(Boolean).join(", ");
  const message =
    issue.code === "unrecognized_keys"
      ? "Use the days mon to sun only."
      : issue.code === "invalid_type" && rest.length === 0 && day
        ? "Must be a list of intervals."
        : issue.message;
  return where ? `${where}: ${message}` : message;
}

/** `weeks`: 1 to 4 week grids; every problem is reported on `weeks` in words. */
export const weeksField = z
  .array(z.unknown())
  .min(1, "Add the hours of at least one week.")
  .max(4, "At most 4 weeks can repeat.")
  .superRefine((weeks, ctx) => {
    weeks.forEach((week, n) => {
      const parsed = weekHours.safeParse(week);
      if (!parsed.success)
        ctx.addIssue({
          code: "custom",
          message: describe(
            parsed.error.issues[0],
            weeks.length > 1 ? `Week ${n + 1}` : "",
          ),
        });
    });
  });

/** `intervals` of one day (a date override): `[]` = closed that day. */
export const intervalsField = z.array(z.unknown()).superRefine((list, ctx) => {
  const parsed = dayIntervals.safeParse(list);
  if (!parsed.success)
    ctx.addIssue({
      code: "custom",
      message: describe(parsed.error.issues[0], ""),
    });
});
