import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { productCategories } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";

/** Product categories (service 4, DOMAIN §3.10). */
export const productCategoriesResource = defineResource({
  name: "product-categories",
  table: productCategories,
  serviceId: 4,
  schemas: tableSchemas(
    createInsertSchema(productCategories, {
      name: (s) => s.trim().min(1).max(100),
      sort_order: (s) => s.int().min(0).max(10_000),
    }),
    createSelectSchema(productCategories),
  ),
  uniqueMessages: {
    product_categories_merchant_name_key: [
      "name",
      "Another category already has this name.",
    ],
  },
});
