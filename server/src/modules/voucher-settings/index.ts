import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { VALIDITY_UNITS, voucherSettings } from "../../db/schema/index.js";
import { defineSingleton } from "../../lib/singletonRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";

const base = tableSchemas(
  createInsertSchema(voucherSettings, {
    default_valid_for_value: (s) => s.int().min(1).max(1000),
    default_valid_for_unit: () => z.enum(VALIDITY_UNITS),
    code_length: (s) =>
      s
        .int()
        .min(6, "Codes have 6 to 16 characters.")
        .max(16, "Codes have 6 to 16 characters."),
    code_prefix: () =>
      z
        .string()
        .trim()
        .toUpperCase()
        .max(6)
        .regex(/^[A-Z0-9]*$/, "Use only letters and digits.")
        .transform((v) => v || null)
        .nullable()
        .optional(),
    terms_text: (s) => s.trim().max(5000),
  }),
  createSelectSchema(voucherSettings),
);

/** Voucher settings (service 6, DOMAIN §3.29), one record per merchant. */
export const voucherSettingsSingleton = defineSingleton({
  name: "voucher-settings",
  table: voucherSettings,
  key: voucherSettings.merchant_id,
  serviceId: 6,
  schemas: { update: base.update, record: base.record },
});
