import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  clients,
  CLIENT_GENDERS,
  LANGUAGES,
  referralSources,
} from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { tableSchemas, isoDate } from "../../lib/schemas.js";
import { phoneNumberField, emailField } from "../../lib/contactFields.js";

/** Clients (service 3, DOMAIN §3.5). */
export const clientsResource = defineResource({
  name: "clients",
  table: clients,
  serviceId: 3,
  schemas: tableSchemas(
    createInsertSchema(clients, {
      first_name: (s) => s.trim().min(1).max(100),
      last_name: (s) => s.trim().max(100),
      email: () => emailField.nullable().optional(),
      mobile: () => phoneNumberField.nullable().optional(),
      gender: () => z.enum(CLIENT_GENDERS).nullable().optional(),
      birthday: () => isoDate.nullable().optional(),
      language: () => z.enum(LANGUAGES).nullable().optional(),
      notes: (s) => s.max(5000),
      block_reason: (s) => s.max(500),
    }),
    createSelectSchema(clients),
  ),
  // A client has history (visits, sales, vouchers): deleting archives.
  archiveOnDelete: true,
  phoneFields: ["mobile"],
  // The referral source must be one of the caller's merchant (DOMAIN §1.1).
  references: { referral_source_id: referralSources },
  uniqueMessages: {
    clients_merchant_email_key: [
      "email",
      "Another client already uses this e-mail.",
    ],
  },
});
