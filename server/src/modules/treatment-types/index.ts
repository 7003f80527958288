import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { treatmentTypes } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { hexColour, tableSchemas } from "../../lib/schemas.js";

/** Treatment types, the service categories (service 15, DOMAIN §3.24). */
export const treatmentTypesResource = defineResource({
  name: "treatment-types",
  table: treatmentTypes,
  serviceId: 15,
  schemas: tableSchemas(
    createInsertSchema(treatmentTypes, {
      name: (s) => s.trim().min(1).max(100),
      description: (s) => s.trim().max(1000),
      colour: () => hexColour.nullable().optional(),
      sort_order: (s) => s.min(0).max(10_000),
    }),
    createSelectSchema(treatmentTypes),
  ),
  optionFields: ["name", "colour"],
  uniqueMessages: {
    treatment_types_merchant_name_key: [
      "name",
      "A treatment type with this name already exists.",
    ],
  },
});
