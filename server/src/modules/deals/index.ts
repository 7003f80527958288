import { z } from "zod";
import { sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  DEAL_APPLIES_TO,
  DEAL_CHANNELS,
  DEAL_DISCOUNT_TYPES,
  DEAL_STATUSES,
  DEAL_TYPES,
  dealLocations,
  dealProducts,
  dealServices,
  deals,
  locations,
  products,
  services,
} from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { instant, money, tableSchemas } from "../../lib/schemas.js";
import { validateDeal, withNumericPercent } from "./dealRules.js";

const limit = z.number().int().min(1).max(1_000_000).nullable().optional();

const base = tableSchemas(
  createInsertSchema(deals, {
    name: (s) => s.trim().min(1).max(100),
    type: () => z.enum(DEAL_TYPES),
    code: () =>
      z
        .string()
        .trim()
        .toUpperCase()
        .max(30)
        .regex(/^[A-Z0-9_-]*$/, "Use only letters, digits, - and _.")
        .transform((v) => v || null)
        .nullable()
        .optional(),
    discount_type: () => z.enum(DEAL_DISCOUNT_TYPES),
    discount_pct: () => z.number().min(0).max(100).nullable().optional(),
    discount_amount: () => money.nullable().optional(),
    applies_to: () => z.enum(DEAL_APPLIES_TO),
    channels: () => z.enum(DEAL_CHANNELS).optional(),
    starts_at: () => instant,
    ends_at: () => instant.nullable().optional(),
    usage_limit_total: () => limit,
    usage_limit_per_client: () => limit,
    status: () => z.enum(DEAL_STATUSES).optional(),
  }),
  createSelectSchema(deals),
);

/** Deals (service 6, DOMAIN §3.27): promotion codes and flash sales. */
export const dealsResource = defineResource({
  name: "deals",
  table: deals,
  serviceId: 6,
  schemas: {
    ...base,
    record: base.record.extend({ discount_pct: z.number().nullable() }),
  },
  // The Discount column shows "10 %" or an amount: by type, then by size.
  sorts: {
    discount_type: sql`(${deals.discount_type}, ${deals.discount_pct}, ${deals.discount_amount})`,
  },
  links: {
    service_ids: {
      table: dealServices,
      from: dealServices.deal_id,
      to: dealServices.service_id,
      target: services,
    },
    product_ids: {
      table: dealProducts,
      from: dealProducts.deal_id,
      to: dealProducts.product_id,
      target: products,
    },
    location_ids: {
      table: dealLocations,
      from: dealLocations.deal_id,
      to: dealLocations.location_id,
      target: locations,
      min: 1,
      minMessage: "Choose at least one location.",
    },
  },
  optionFields: ["name", "code", "status"],
  // Codes are discounts for whoever knows them: only the promote area lists
  // them; a till checks a code the client gives by its exact value.
  optionsAccess: { lookupBy: "code" },
  uniqueMessages: {
    deals_merchant_name_key: ["name", "Another deal already has this name."],
    deals_merchant_code_key: [
      "code",
      "Another deal already uses this code (codes ignore upper and lower case).",
    ],
  },
  archiveValues: { status: "archived" },
  hooks: { validate: validateDeal, decorate: withNumericPercent },
});
