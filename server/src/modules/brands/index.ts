import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { brands } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";

/** Product brands (service 4, DOMAIN §3.11). */
export const brandsResource = defineResource({
  name: "brands",
  table: brands,
  serviceId: 4,
  schemas: tableSchemas(
    createInsertSchema(brands, {
      name: (s) => s.trim().min(1).max(100),
    }),
    createSelectSchema(brands),
  ),
  uniqueMessages: {
    brands_merchant_name_key: ["name", "Another brand already has this name."],
  },
});
