import { z } from "zod";
import { and, inArray, isNull, or } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { locations, taxRates } from "../../db/schema/index.js";
import type { Queryable } from "../../db/client.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { requiredText } from "../settings/fields.js";

type Row = Record<string, unknown>;

/** A percentage in points, 0–100 with at most 4 decimals (numeric(7,4)). */
export const percentField = (min: number, max: number) =>
  z
    .number()
    .min(min)
    .max(max)
    .refine(
      (v) => Math.abs(v * 10_000 - Math.round(v * 10_000)) < 1e-6,
      "Use at most 4 decimal places.",
    );

const base = tableSchemas(
  createInsertSchema(taxRates, {
    name: () => requiredText(100),
    rate_pct: () => percentField(0, 100) as never,
  }),
  createSelectSchema(taxRates),
);

/**
 * numeric comes back from PostgreSQL as text: the wire carries a number. Each
 * rate also lists the active locations that use it as their default for
 * services and for products (one default per item type and location, by
 * construction: the location holds one column per type).
 */
async function withDefaults(db: Queryable, rows: Row[]) {
  const ids = rows.map((r) => r.id as number);
  const users = ids.length
    ? await db
        .select({
          id: locations.id,
          service: locations.default_service_tax_rate_id,
          product: locations.default_product_tax_rate_id,
        })
        .from(locations)
        .where(
          and(
            isNull(locations.archived_at),
            or(
              inArray(locations.default_service_tax_rate_id, ids),
              inArray(locations.default_product_tax_rate_id, ids),
            ),
          ),
        )
        .orderBy(locations.id)
    : [];
  return rows.map((r) => ({
    ...r,
    rate_pct: Number(r.rate_pct),
    default_service_location_ids: users
      .filter((u) => u.service === r.id)
      .map((u) => u.id),
    default_product_location_ids: users
      .filter((u) => u.product === r.id)
      .map((u) => u.id),
  }));
}

/** Tax rates (service 14, DOMAIN §3.38). */
export const taxRatesResource = defineResource({
  name: "tax-rates",
  table: taxRates,
  serviceId: 14,
  schemas: {
    create: base.create,
    update: base.update,
    record: base.record.extend({
      rate_pct: z.number(),
      default_service_location_ids: z.array(z.number()),
      default_product_location_ids: z.array(z.number()),
    }),
  },
  uniqueMessages: {
    tax_rates_merchant_name_key: [
      "name",
      "Another tax rate already has this name.",
    ],
  },
  hooks: { decorate: withDefaults },
});
