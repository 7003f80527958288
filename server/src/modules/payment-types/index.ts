import { z } from "zod";
import { eq, sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { PAYMENT_KINDS, paymentTypes } from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { HttpError, invalid } from "../../lib/httpErrors.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { requiredText } from "../settings/fields.js";

export { createMerchantDefaults } from "../settings/merchantDefaults.js";

type Row = Record<string, unknown>;

// is_system is the server's: Cash, Card and Voucher are created for each merchant.
const base = tableSchemas(
  createInsertSchema(paymentTypes, {
    name: () => requiredText(60),
    kind: () => z.enum(PAYMENT_KINDS),
    sort_order: () => z.number().int().min(0).max(10_000).optional(),
  }).omit({ is_system: true }),
  createSelectSchema(paymentTypes),
);

export const SYSTEM_LOCKED =
  "Cash, Card and Voucher are built-in payment types: their name and kind cannot change.";
export const SYSTEM_UNDELETABLE =
  "Cash, Card and Voucher are built-in payment types and cannot be deleted or archived.";

/**
 * System types keep their name and kind; custom types may not take the
 * voucher kind (only the system Voucher type moves voucher balances); a new
 * custom type goes to the end of the list unless given a place.
 */
async function validatePaymentType({ req, tx, body, existing }: HookContext) {
  if (existing?.is_system) {
    const errors: Record<string, string> = {};
    if (body.name !== undefined && body.name !== existing.name)
      errors.name = SYSTEM_LOCKED;
    if (body.kind !== undefined && body.kind !== existing.kind)
      errors.kind = SYSTEM_LOCKED;
    if (Object.keys(errors).length) throw invalid(errors);
    return;
  }
  if (body.kind === "voucher")
    throw invalid({
      kind: "Only the built-in Voucher type takes vouchers: choose cash, card or other.",
    });
  if (!existing && body.sort_order === undefined) {
    const [{ next }] = await tx
      .select({
        next: sql<number>`coalesce(max(${paymentTypes.sort_order}) + 1, 0)::int`,
      })
      .from(paymentTypes)
      .where(eq(paymentTypes.merchant_id, tenantOf(req)));
    body.sort_order = Math.min(next, 10_000);
  }
}

async function guardSystemDelete({ existing }: { existing: Row }) {
  if (existing.is_system) throw new HttpError(422, SYSTEM_UNDELETABLE);
}

/** Payment types (service 14, DOMAIN §3.40). */
export const paymentTypesResource = defineResource({
  name: "payment-types",
  table: paymentTypes,
  serviceId: 14,
  schemas: base,
  optionFields: ["name", "kind"],
  uniqueMessages: {
    payment_types_merchant_name_key: [
      "name",
      "Another payment type already has this name.",
    ],
  },
  hooks: { validate: validatePaymentType, beforeDelete: guardSystemDelete },
});
