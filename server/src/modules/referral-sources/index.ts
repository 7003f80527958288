import { and, eq, ne, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { referralSources } from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { tenantWhere } from "../../lib/tenantScope.js";
import { appendSortOrder } from "./sortOrder.js";

/** Making a source the default takes the flag from the previous one (at most one, DOMAIN §3.7). */
async function validate(ctx: HookContext) {
  await appendSortOrder(referralSources, ctx);
  const { req, tx, body, existing } = ctx;
  const becomesDefault =
    body.is_default === true ||
    (existing?.is_default === true &&
      existing.archived_at &&
      body.archived_at === null);
  if (!becomesDefault) return;
  await tx
    .update(referralSources)
    .set({ is_default: false, updated_at: sql`now()` })
    .where(
      and(
        tenantWhere(referralSources, req),
        eq(referralSources.is_default, true),
        existing ? ne(referralSources.id, existing.id as number) : undefined,
      ),
    );
}

/** Referral sources (service 3, DOMAIN §3.7): how clients heard of the business. */
export const referralSourcesResource = defineResource({
  name: "referral-sources",
  table: referralSources,
  serviceId: 3,
  schemas: tableSchemas(
    createInsertSchema(referralSources, {
      name: (s) => s.trim().min(1).max(100),
      sort_order: (s) => s.int().min(0).max(100_000),
    }),
    createSelectSchema(referralSources),
  ),
  // sort_order: the client form lists sources in their chosen order.
  optionFields: ["name", "is_default", "sort_order"],
  uniqueMessages: {
    referral_sources_merchant_name_key: [
      "name",
      "Another referral source already has this name.",
    ],
    referral_sources_merchant_default_key: [
      "is_default",
      "Another referral source is already the default.",
    ],
  },
  hooks: { validate },
});
