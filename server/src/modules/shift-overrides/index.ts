import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  locations,
  shiftOverrides,
  teamMembers,
} from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { isoDate, tableSchemas } from "../../lib/schemas.js";
import { intervalsSchema } from "../shift-patterns/hours.js";

/** One day that replaces a member's pattern; `[]` = day off (service 16, DOMAIN §3.18). */
export const shiftOverridesResource = defineResource({
  name: "shift-overrides",
  table: shiftOverrides,
  serviceId: 16,
  schemas: tableSchemas(
    createInsertSchema(shiftOverrides, {
      date: () => isoDate,
      intervals: () => intervalsSchema.optional(),
      note: (s) => s.trim().max(500),
    }),
    createSelectSchema(shiftOverrides),
  ),
  references: { team_member_id: teamMembers, location_id: locations },
  optionFields: ["team_member_id", "date"],
  uniqueMessages: {
    shift_overrides_member_date_key: [
      "date",
      "This team member already has a change of hours on this day: edit that one instead.",
    ],
  },
});
