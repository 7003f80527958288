import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  AVAILABILITY_CHANNELS,
  locations,
  serviceAvailability,
  services,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { isoDate, tableSchemas } from "../../lib/schemas.js";
import { availabilityRules } from "./rules.js";

/** The date range on the merged record, so a partial update cannot invert it. */
async function validateRange({ body, existing }: HookContext) {
  const merged = { ...existing, ...body };
  if (
    merged.date_from &&
    merged.date_to &&
    String(merged.date_to) < String(merged.date_from)
  )
    throw invalid({ date_to: "The end date cannot be before the start date." });
}

/** When a service may be booked, per location and channel (service 15, DOMAIN §3.26). */
export const serviceAvailabilityResource = defineResource({
  name: "service-availability",
  table: serviceAvailability,
  serviceId: 15,
  schemas: tableSchemas(
    createInsertSchema(serviceAvailability, {
      rules: () => availabilityRules,
      date_from: () => isoDate.nullable().optional(),
      date_to: () => isoDate.nullable().optional(),
      channels: () => z.enum(AVAILABILITY_CHANNELS).optional(),
    }),
    createSelectSchema(serviceAvailability, {
      rules: () =>
        z.array(
          z.object({ weekday: z.number(), start: z.string(), end: z.string() }),
        ),
    }),
  ),
  references: { service_id: services, location_id: locations },
  optionFields: ["service_id", "location_id", "channels"],
  hooks: { validate: validateRange },
});
