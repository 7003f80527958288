import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { teamMembers, timeOff, TIME_OFF_TYPES } from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { instant, tableSchemas } from "../../lib/schemas.js";

const ORDER = "The end must be after the start.";
/** Milliseconds of an ISO instant or of PostgreSQL's "2026-03-01 09:00:00+00"; NaN otherwise. */
const time = (v: unknown) =>
  typeof v === "string"
    ? Date.parse(v.replace(" ", "T").replace(/\+00$/, "Z"))
    : NaN;
const ordered = (v: Record<string, unknown>) =>
  Number.isNaN(time(v.start_at)) ||
  Number.isNaN(time(v.end_at)) ||
  time(v.end_at) > time(v.start_at);

const base = tableSchemas(
  createInsertSchema(timeOff, {
    start_at: () => instant,
    end_at: () => instant,
    type: () => z.enum(TIME_OFF_TYPES).optional(),
    note: (s) => s.trim().max(500),
  }),
  createSelectSchema(timeOff),
);

/** With a partial update, the stored start or end takes part in the order check. */
async function validateTimeOff({ body, existing }: HookContext) {
  if (!ordered({ ...existing, ...body })) throw invalid({ end_at: ORDER });
}

/** A team member's absence, subtracted from working time (service 16, DOMAIN §3.18). */
export const timeOffResource = defineResource({
  name: "time-off",
  table: timeOff,
  serviceId: 16,
  schemas: {
    create: base.create.refine(ordered, {
      message: ORDER,
      path: ["end_at"],
    }) as unknown as z.ZodObject,
    update: base.update.refine(ordered, {
      message: ORDER,
      path: ["end_at"],
    }) as unknown as z.ZodObject,
    record: base.record,
  },
  references: { team_member_id: teamMembers },
  optionFields: ["team_member_id", "start_at", "end_at"],
  // Colleagues' absences are the team area's (the calendar shows its own
  // view of them through calendar/frame).
  optionsAccess: "service",
  hooks: { validate: validateTimeOff },
});
