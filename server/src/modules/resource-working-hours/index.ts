import { z } from "zod";
import { and, eq, ne, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  resourceHourOverrides,
  resources,
  resourceWorkingHours,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { isoDate, tableSchemas } from "../../lib/schemas.js";
import { tenantWhere } from "../../lib/tenantScope.js";
import { intervalsField, weeksField } from "./weekHours.js";

type Row = Record<string, unknown>;
const FAR_FUTURE = "9999-12-31";

/** Rules across fields and rows: weeks match repeat_weeks, dates in order, no two patterns of a resource overlap. */
async function validatePattern({ req, tx, body, existing }: HookContext) {
  const v: Row = { repeat_weeks: 1, ...existing, ...body };
  const errors: Record<string, string> = {};
  const weeks = v.weeks as unknown[] | undefined;
  if (weeks && weeks.length !== v.repeat_weeks)
    errors.weeks = `Give the hours of ${String(v.repeat_weeks)} week(s), as many as repeat every cycle.`;
  const start = v.start_date as string;
  const end = (v.end_date as string | null) ?? null;
  if (end && end < start)
    errors.end_date = "The end date cannot be before the start date.";
  if (!Object.keys(errors).length) {
    const t = resourceWorkingHours;
    const clash = await tx
      .select({ id: t.id, start_date: t.start_date, end_date: t.end_date })
      .from(t)
      .where(
        and(
          tenantWhere(t, req),
          eq(t.resource_id, v.resource_id as number),
          existing ? ne(t.id, existing.id as number) : undefined,
          sql`${t.start_date} <= ${end ?? FAR_FUTURE}::date`,
          sql`coalesce(${t.end_date}, ${FAR_FUTURE}::date) >= ${start}::date`,
        ),
      )
      .limit(1);
    if (clash.length)
      errors.start_date = `These dates overlap the resource's hours from ${clash[0].start_date}${clash[0].end_date ? ` to ${clash[0].end_date}` : ""}: change the dates or edit that entry.`;
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Weekly hours of a resource (service 17, DOMAIN §3.22), repeating every 1–4 weeks. */
export const resourceWorkingHoursResource = defineResource({
  name: "resource-working-hours",
  table: resourceWorkingHours,
  serviceId: 17,
  schemas: tableSchemas(
    createInsertSchema(resourceWorkingHours, {
      start_date: () => isoDate,
      end_date: () => isoDate,
      repeat_weeks: () =>
        z
          .number()
          .int()
          .min(1, "Repeat every 1 to 4 weeks.")
          .max(4, "Repeat every 1 to 4 weeks."),
      weeks: () => weeksField,
    }),
    createSelectSchema(resourceWorkingHours),
  ),
  references: { resource_id: resources },
  optionFields: ["resource_id", "start_date", "end_date"],
  hooks: { validate: validatePattern },
});

/** One day that replaces a resource's weekly hours; `intervals: []` blocks the day. */
export const resourceHourOverridesResource = defineResource({
  name: "resource-hour-overrides",
  table: resourceHourOverrides,
  serviceId: 17,
  schemas: tableSchemas(
    createInsertSchema(resourceHourOverrides, {
      date: () => isoDate,
      intervals: () => intervalsField,
      note: (s) => s.trim().max(500),
    }),
    createSelectSchema(resourceHourOverrides),
  ),
  references: { resource_id: resources },
  optionFields: ["resource_id", "date"],
  uniqueMessages: {
    resource_hour_overrides_resource_date_key: [
      "date",
      "This resource already has an override on this date.",
    ],
  },
});
