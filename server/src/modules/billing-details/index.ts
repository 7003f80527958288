import { eq, and, asc } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import { billingDetails, merchants, users } from "../../db/schema/index.js";
import { defineSingleton } from "../../lib/singletonRoutes.js";
import { tableSchemas } from "../../lib/schemas.js";
import { emailField } from "../../lib/contactFields.js";
import { countryField, requiredText, shortText } from "../settings/fields.js";

const base = tableSchemas(
  createInsertSchema(billingDetails, {
    legal_name: () => requiredText(200),
    billing_email: () => emailField,
    address_line1: () => shortText(200).nullable().optional(),
    address_line2: () => shortText(200).nullable().optional(),
    city: () => shortText(100).nullable().optional(),
    region: () => shortText(100).nullable().optional(),
    postcode: () => shortText(20).nullable().optional(),
    country_code: () => countryField.nullable().optional(),
    tax_number: () => shortText(50).nullable().optional(),
  }),
  createSelectSchema(billingDetails),
);

/**
 * Billing details (DOMAIN §3.33), role 2 only. First read starts from the
 * business name and e-mail (else the owner's login e-mail) and country.
 */
export const billingDetailsSingleton = defineSingleton({
  name: "billing-details",
  table: billingDetails,
  key: billingDetails.merchant_id,
  serviceId: -1,
  schemas: { update: base.update, record: base.record },
  defaults: async (tx, merchantId) => {
    const [m] = await tx
      .select()
      .from(merchants)
      .where(eq(merchants.id, merchantId));
    const [owner] = await tx
      .select({ email: users.email })
      .from(users)
      .where(and(eq(users.merchant_id, merchantId), eq(users.role, 2)))
      .orderBy(asc(users.id))
      .limit(1);
    return {
      legal_name: m.business_name,
      billing_email: m.email ?? owner?.email ?? "",
      country_code: m.country_code,
    };
  },
});
