import { z } from "zod";
import { HHMM, overlaps } from "../../lib/weeklyHours.js";

/** A wall-clock time "HH:MM" (DOMAIN §1.2). */
const time = z.string().regex(HHMM, "Use a time like 09:30.");

/** One rule: a weekday (1 = Monday … 7 = Sunday) and a period that does not cross midnight. */
export const availabilityRule = z
  .object({
    weekday: z.number().int().min(1).max(7),
    start: time,
    end: time,
  })
  .refine((r) => r.end > r.start, {
    message: "The end must be after the start.",
    path: ["end"],
  });

/** At least one rule, and no two periods of the same day overlap. */
export const availabilityRules = z
  .array(availabilityRule)
  .min(1, "Add at least one period.")
  .max(100)
  .superRefine((rules, ctx) => {
    rules.forEach((r, i) => {
      const clash = rules.findIndex(
        (o, j) => j < i && o.weekday === r.weekday && overlaps(o, r),
      );
      if (clash >= 0)
        ctx.addIssue({
          code: "custom",
          path: [i, "start"],
          message: "This period overlaps another one on the same day.",
        });
    });
  });
