import { z } from "zod";
import { count, eq } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  locations,
  services,
  VALIDITY_UNITS,
  VOUCHER_REDEEMABLE_FOR,
  voucherTypeLocations,
  voucherTypeServices,
  voucherTypes,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { validityLength } from "../../lib/sortKeys.js";
import { hexColour, money, tableSchemas } from "../../lib/schemas.js";

const text = (max: number) => (s: z.ZodString) => s.trim().max(max);

/** Validity is both fields or neither (the voucher settings default); selected services need one. */
async function validate({ tx, body, existing }: HookContext) {
  const row = { ...existing, ...body };
  const errors: Record<string, string> = {};
  if ((row.valid_for_value == null) !== (row.valid_for_unit == null))
    errors[row.valid_for_value == null ? "valid_for_value" : "valid_for_unit"] =
      "Enter both the number and the unit, or leave both empty to use the default validity.";
  if (row.redeemable_for === "selected_services") {
    const chosen = Array.isArray(body.service_ids)
      ? body.service_ids.length
      : existing
        ? (
            await tx
              .select({ n: count() })
              .from(voucherTypeServices)
              .where(
                eq(voucherTypeServices.voucher_type_id, existing.id as number),
              )
          )[0].n
        : 0;
    if (!chosen) errors.service_ids = "Choose at least one service.";
  } else body.service_ids = [];
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Voucher types (service 6, DOMAIN §3.28): the vouchers the business sells. */
export const voucherTypesResource = defineResource({
  name: "voucher-types",
  table: voucherTypes,
  serviceId: 6,
  schemas: tableSchemas(
    createInsertSchema(voucherTypes, {
      name: (s) => s.trim().min(1).max(100),
      value: () => money.min(1, "Enter a value above 0."),
      retail_price: () => money,
      valid_for_value: (s) => s.int().min(1).max(1000).nullable().optional(),
      valid_for_unit: () => z.enum(VALIDITY_UNITS).nullable().optional(),
      redeemable_for: () => z.enum(VOUCHER_REDEEMABLE_FOR).optional(),
      title: text(100),
      description: text(2000),
      colour: () => hexColour.nullable().optional(),
      note_for_client: text(1000),
    }),
    createSelectSchema(voucherTypes),
  ),
  sorts: {
    valid_for_value: validityLength(
      voucherTypes.valid_for_value,
      voucherTypes.valid_for_unit,
    ),
  },
  links: {
    service_ids: {
      table: voucherTypeServices,
      from: voucherTypeServices.voucher_type_id,
      to: voucherTypeServices.service_id,
      target: services,
    },
    location_ids: {
      table: voucherTypeLocations,
      from: voucherTypeLocations.voucher_type_id,
      to: voucherTypeLocations.location_id,
      target: locations,
      min: 1,
      minMessage: "Choose at least one location where it is sold.",
    },
  },
  optionFields: ["name", "value"],
  uniqueMessages: {
    voucher_types_merchant_name_key: [
      "name",
      "Another voucher type already has this name.",
    ],
  },
  hooks: { validate },
});
