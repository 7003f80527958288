import { and, eq, gte, lte, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  closeDateLocations,
  closeDates,
  locations,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { isoDate, tableSchemas } from "../../lib/schemas.js";
import { temporalFilter } from "../../lib/simpleRest.js";
import { badRequest, invalid } from "../../lib/httpErrors.js";
import { merged, refuseArchived, requiredText } from "../settings/fields.js";
import { bookedFields, withBookedAppointments } from "./bookedAppointments.js";

const ORDER = "The end date cannot be before the start date.";

const base = tableSchemas(
  createInsertSchema(closeDates, {
    start_date: () => isoDate,
    end_date: () => isoDate,
    description: () => requiredText(200),
  }),
  createSelectSchema(closeDates),
);

const inOrder = (v: Record<string, unknown>) =>
  !v.start_date || !v.end_date || String(v.end_date) >= String(v.start_date);

/** end ≥ start on the merged row (an update may change one side); chosen locations active. */
async function validateCloseDate({ tx, body, existing }: HookContext) {
  const start = merged(body, existing, "start_date");
  const end = merged(body, existing, "end_date");
  if (start && end && String(end) < String(start))
    throw invalid({ end_date: ORDER });
  const previous = existing
    ? (
        await tx
          .select({ id: closeDateLocations.location_id })
          .from(closeDateLocations)
          .where(eq(closeDateLocations.close_date_id, existing.id as number))
      ).map((r) => r.id)
    : [];
  const added = Array.isArray(body.location_ids)
    ? (body.location_ids as number[]).filter((id) => !previous.includes(id))
    : [];
  await refuseArchived(
    tx,
    locations,
    "location_ids",
    added,
    undefined,
    "An archived location cannot be chosen.",
  );
}

const dateValue = (key: string, v: unknown) => temporalFilter(key, v, "date");

/** Close dates (service 14, DOMAIN §3.35, effects §4.8). */
export const closeDatesResource = defineResource({
  name: "close-dates",
  table: closeDates,
  serviceId: 14,
  schemas: {
    create: base.create.refine(inOrder, {
      message: ORDER,
      path: ["end_date"],
    }) as unknown as typeof base.create,
    update: base.update.refine(inOrder, {
      message: ORDER,
      path: ["end_date"],
    }) as unknown as typeof base.update,
    // Read-only: the appointments still booked on those days (DOMAIN §4.8).
    record: base.record.extend(bookedFields),
  },
  links: {
    location_ids: {
      table: closeDateLocations,
      from: closeDateLocations.close_date_id,
      to: closeDateLocations.location_id,
      target: locations,
      min: 1,
      minMessage: "Choose at least one location.",
    },
  },
  customFilters: {
    // Close dates that touch a day range: `on_or_after` / `on_or_before` (inclusive).
    on_or_after: (v) => gte(closeDates.end_date, dateValue("on_or_after", v)),
    on_or_before: (v) =>
      lte(closeDates.start_date, dateValue("on_or_before", v)),
    location_id: (v) => {
      if (!Number.isInteger(v) || (v as number) < 1)
        throw badRequest('Invalid filter value for "location_id".', {
          location_id: "Invalid filter value.",
        });
      return sql`exists (select 1 from ${closeDateLocations} where ${and(
        eq(closeDateLocations.merchant_id, closeDates.merchant_id),
        eq(closeDateLocations.close_date_id, closeDates.id),
        eq(closeDateLocations.location_id, v as number),
      )})`;
    },
  },
  hooks: { validate: validateCloseDate, decorate: withBookedAppointments },
});
