import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { suppliers } from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { emailField, phoneNumberField } from "../../lib/contactFields.js";

const websiteField = z
  .string()
  .trim()
  .max(200)
  .regex(
    /^(https?:\/\/)?[^\s/.]+(\.[^\s/.]+)+(\/\S*)?$/i,
    "Enter a web address, for example https://example.com.",
  );

const countryField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, "Use the two-letter country code, for example GB.");

/** Product suppliers (service 4, DOMAIN §3.12) with contact and address fields. */
export const suppliersResource = defineResource({
  name: "suppliers",
  table: suppliers,
  serviceId: 4,
  phoneFields: ["mobile", "phone"],
  schemas: tableSchemas(
    createInsertSchema(suppliers, {
      name: (s) => s.trim().min(1).max(100),
      contact_first_name: (s) => s.trim().max(100),
      contact_last_name: (s) => s.trim().max(100),
      email: () => emailField,
      mobile: () => phoneNumberField,
      phone: () => phoneNumberField,
      website: () => websiteField,
      account_number: (s) => s.trim().max(64),
      address_line1: (s) => s.trim().max(200),
      address_line2: (s) => s.trim().max(200),
      city: (s) => s.trim().max(100),
      region: (s) => s.trim().max(100),
      postcode: (s) => s.trim().max(20),
      country_code: () => countryField,
      notes: (s) => s.max(5000),
    }),
    createSelectSchema(suppliers),
  ),
  uniqueMessages: {
    suppliers_merchant_name_key: [
      "name",
      "Another supplier already has this name.",
    ],
  },
});
