import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { and, eq } from "drizzle-orm";
import { locations, merchants } from "../../db/schema/index.js";
import { defineSingleton } from "../../lib/singletonRoutes.js";
import { emailField, phoneNumberField } from "../../lib/contactFields.js";
import { invalid } from "../../lib/httpErrors.js";
import { tenantOf } from "../../lib/tenantScope.js";
import {
  countryField,
  currencyField,
  languageField,
  requiredText,
  timezoneField,
} from "../settings/fields.js";
import { merchantHasSales } from "../settings/salesChecks.js";

// The merchants row has no merchant_id, so tableSchemas (which drops it) does not apply.
const insert = createInsertSchema(merchants, {
  business_name: () => requiredText(120),
  country_code: () => countryField,
  currency_code: () => currencyField,
  default_timezone: () => timezoneField,
  default_language: () => languageField.optional(),
  email: () => emailField.nullable().optional(),
  phone: () => phoneNumberField.nullable().optional(),
}).omit({ created_at: true, updated_at: true });

export const CURRENCY_LOCKED =
  "The currency cannot change once a sale has been recorded.";

/**
 * Business details (DOMAIN §3.1): the merchant's own row, role 2 only. The
 * logo is an upload served by the files route and returned at login; the
 * currency is read-only once a sale exists. Locations that still have the
 * business's previous country or time zone (the one made at sign-up) follow
 * a change of them; a location set to something else keeps it.
 */
export const businessDetailsSingleton = defineSingleton({
  name: "business-details",
  table: merchants,
  key: merchants.id,
  serviceId: -1,
  schemas: { update: insert.partial(), record: createSelectSchema(merchants) },
  files: { logo_path: {} },
  phoneFields: ["phone"],
  hooks: {
    validate: async ({ req, tx, body, existing }) => {
      if (
        body.currency_code !== undefined &&
        body.currency_code !== existing.currency_code &&
        (await merchantHasSales(tx, tenantOf(req)))
      )
        throw invalid({ currency_code: CURRENCY_LOCKED });
    },
    updated: async ({ tx, merchantId, before, after }) => {
      const mine = eq(locations.merchant_id, merchantId);
      const { country_code: country, default_timezone: zone } = after;
      if (before.country_code !== country)
        await tx
          .update(locations)
          .set({ country_code: country as string })
          .where(
            and(
              mine,
              eq(locations.country_code, before.country_code as string),
            ),
          );
      if (before.default_timezone !== zone)
        await tx
          .update(locations)
          .set({ timezone: zone as string })
          .where(
            and(
              mine,
              eq(locations.timezone, before.default_timezone as string),
            ),
          );
    },
  },
});
