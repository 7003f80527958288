import { asc, eq } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  invoiceSequences,
  locations,
  merchants,
  taxRates,
} from "../../db/schema/index.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { emailField, phoneNumberField } from "../../lib/contactFields.js";
import { invalid } from "../../lib/httpErrors.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  countryField,
  refuseArchived,
  requiredText,
  shortText,
  timezoneField,
} from "../settings/fields.js";
import { openingHoursSchema } from "./openingHours.js";

const base = tableSchemas(
  createInsertSchema(locations, {
    name: () => requiredText(120),
    address_line1: () => requiredText(200),
    address_line2: () => shortText(200).nullable().optional(),
    city: () => requiredText(100),
    region: () => shortText(100).nullable().optional(),
    postcode: () => shortText(20).nullable().optional(),
    country_code: () => countryField.nullable().optional(),
    timezone: () => timezoneField.optional(),
    phone: () => phoneNumberField.nullable().optional(),
    email: () => emailField.nullable().optional(),
    opening_hours: () => openingHoursSchema,
    invoice_sequence_id: (s) => s.optional(),
  }),
  createSelectSchema(locations),
);

/**
 * The time zone defaults to the merchant's and the invoice sequence to the
 * merchant's first one; a newly chosen tax rate may not be archived.
 */
async function validateLocation({ req, tx, body, existing }: HookContext) {
  const merchantId = tenantOf(req);
  if (!existing && body.timezone === undefined) {
    const [m] = await tx
      .select({ tz: merchants.default_timezone })
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    body.timezone = m.tz;
  }
  if (!existing && body.invoice_sequence_id === undefined) {
    const [seq] = await tx
      .select({ id: invoiceSequences.id })
      .from(invoiceSequences)
      .where(eq(invoiceSequences.merchant_id, merchantId))
      .orderBy(asc(invoiceSequences.id))
      .limit(1);
    if (!seq)
      throw invalid({
        invoice_sequence_id:
          "Create an invoice sequence first, then choose it here.",
      });
    body.invoice_sequence_id = seq.id;
  }
  for (const field of [
    "default_service_tax_rate_id",
    "default_product_tax_rate_id",
  ])
    await refuseArchived(
      tx,
      taxRates,
      field,
      body[field],
      existing?.[field],
      "This tax rate is archived: choose another one.",
    );
}

/** Locations (service 14, DOMAIN §3.4). */
export const locationsResource = defineResource({
  name: "locations",
  table: locations,
  serviceId: 14,
  phoneFields: ["phone"],
  schemas: base,
  references: {
    default_service_tax_rate_id: taxRates,
    default_product_tax_rate_id: taxRates,
    invoice_sequence_id: invoiceSequences,
  },
  optionFields: ["name", "timezone"],
  uniqueMessages: {
    locations_merchant_name_key: [
      "name",
      "Another location already has this name.",
    ],
  },
  hooks: { validate: validateLocation },
});
