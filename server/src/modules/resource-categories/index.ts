import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { resourceCategories } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { hexColour, tableSchemas } from "../../lib/schemas.js";

/** Resource categories (service 17, DOMAIN §3.21). */
export const resourceCategoriesResource = defineResource({
  name: "resource-categories",
  table: resourceCategories,
  serviceId: 17,
  schemas: tableSchemas(
    createInsertSchema(resourceCategories, {
      name: (s) => s.trim().min(1).max(100),
      description: (s) => s.trim().max(1000),
      colour: () => hexColour,
    }),
    createSelectSchema(resourceCategories),
  ),
  optionFields: ["name", "colour"],
  uniqueMessages: {
    resource_categories_merchant_name_key: [
      "name",
      "Another category already has this name.",
    ],
  },
});
