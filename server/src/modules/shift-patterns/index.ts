import { z } from "zod";
import { and, eq, ne, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  locations,
  shiftPatterns,
  teamMembers,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { badRequest, invalid } from "../../lib/httpErrors.js";
import { isoDate, tableSchemas } from "../../lib/schemas.js";
import { weeksSchema } from "./hours.js";

const base = tableSchemas(
  createInsertSchema(shiftPatterns, {
    start_date: () => isoDate,
    end_date: () => isoDate.nullable().optional(),
    repeat_weeks: (s) => s.min(1).max(4),
    weeks: () => weeksSchema,
  }),
  createSelectSchema(shiftPatterns),
);

const dateOrder = (v: Record<string, unknown>) =>
  !v.start_date || !v.end_date || String(v.end_date) >= String(v.start_date);
const ORDER = "The end date cannot be before the start date.";
/** A fresh object per use: zod normalises (mutates) refine parameters. */
const orderMessage = () => ({ message: ORDER, path: ["end_date"] });

/** A member's patterns may not overlap in dates; the rotation has one week of shifts per week. */
async function validatePattern({ tx, body, existing }: HookContext) {
  const v = { ...existing, ...body } as Record<string, unknown>;
  const weeks = v.weeks as unknown[];
  const repeat = Number(v.repeat_weeks ?? 1);
  if (weeks.length !== repeat) {
    const message = `Give shifts for each of the ${repeat} week(s) of the rotation (found ${weeks.length}).`;
    throw invalid({
      ...(body.repeat_weeks !== undefined ? { repeat_weeks: message } : {}),
      ...(body.weeks !== undefined || body.repeat_weeks === undefined
        ? { weeks: message }
        : {}),
    });
  }
  if (!dateOrder(v)) throw invalid({ end_date: ORDER });
  const memberId = v.team_member_id as number;
  // Serialises concurrent writes for one member, so two overlapping patterns cannot both pass.
  await tx.execute(
    sql`select id from ${teamMembers} where id = ${memberId} for update`,
  );
  const end = (v.end_date as string | null) ?? "infinity";
  const [clash] = await tx
    .select({
      start_date: shiftPatterns.start_date,
      end_date: shiftPatterns.end_date,
    })
    .from(shiftPatterns)
    .where(
      and(
        eq(shiftPatterns.team_member_id, memberId),
        existing ? ne(shiftPatterns.id, existing.id as number) : undefined,
        sql`${shiftPatterns.start_date} <= ${end}::date`,
        sql`coalesce(${shiftPatterns.end_date}, 'infinity'::date) >= ${v.start_date}::date`,
      ),
    )
    .limit(1);
  if (clash)
    throw invalid({
      start_date: `This team member already has a working pattern from ${clash.start_date}${
        clash.end_date ? ` to ${clash.end_date}` : " with no end date"
      }; patterns may not overlap. End that pattern first or choose other dates.`,
    });
}

const dateRange = z.tuple([isoDate, isoDate]);

/** Recurring weekly shifts of a team member at a location (service 16, DOMAIN §3.18). */
export const shiftPatternsResource = defineResource({
  name: "shift-patterns",
  table: shiftPatterns,
  serviceId: 16,
  schemas: {
    create: base.create.refine(
      dateOrder,
      orderMessage(),
    ) as unknown as z.ZodObject,
    update: base.update.refine(
      dateOrder,
      orderMessage(),
    ) as unknown as z.ZodObject,
    record: base.record,
  },
  references: { team_member_id: teamMembers, location_id: locations },
  optionFields: ["team_member_id", "start_date", "end_date"],
  customFilters: {
    /** Patterns in force on some day of [from, to] (the week grid). */
    active_between: (value) => {
      const range = dateRange.safeParse(value);
      if (!range.success)
        throw badRequest('"active_between" must be two dates.', {
          active_between: "Invalid filter value.",
        });
      const [from, to] = range.data;
      return sql`${shiftPatterns.start_date} <= ${to}::date and coalesce(${shiftPatterns.end_date}, 'infinity'::date) >= ${from}::date`;
    },
  },
  hooks: { validate: validatePattern },
});
