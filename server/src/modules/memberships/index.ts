import { z } from "zod";
import { eq } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  MEMBERSHIP_SERVICE_SCOPES,
  MEMBERSHIP_SESSION_TYPES,
  VALIDITY_UNITS,
  locations,
  membershipLocations,
  memberships,
  membershipServices,
  services,
  taxRates,
} from "../../db/schema/index.js";
import { validityLength } from "../../lib/sortKeys.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { invalid } from "../../lib/httpErrors.js";
import { hexColour, money, tableSchemas } from "../../lib/schemas.js";

/**
 * Sessions and scope on the merged record (DOMAIN §3.25): a limited
 * membership needs a session count, an unlimited one has none; selected
 * services need at least one service, "all" clears the list.
 */
async function validateMembership({ tx, body, existing }: HookContext) {
  const errors: Record<string, string> = {};
  const merged = { ...existing, ...body };
  if (merged.session_type === "unlimited") body.sessions_count = null;
  else if (merged.session_type === "limited" && !merged.sessions_count)
    errors.sessions_count = "Enter the number of sessions.";
  if (merged.services_scope === "all") {
    if (Array.isArray(body.service_ids) || body.services_scope === "all")
      body.service_ids = [];
  } else if (merged.services_scope === "selected") {
    const ids = Array.isArray(body.service_ids)
      ? body.service_ids
      : existing
        ? await tx
            .select({ id: membershipServices.service_id })
            .from(membershipServices)
            .where(eq(membershipServices.membership_id, existing.id as number))
        : [];
    if (!ids.length) errors.service_ids = "Choose at least one service.";
  }
  if (Object.keys(errors).length) throw invalid(errors);
}

/** Memberships (service 15, DOMAIN §3.25). */
export const membershipsResource = defineResource({
  name: "memberships",
  table: memberships,
  serviceId: 15,
  schemas: tableSchemas(
    createInsertSchema(memberships, {
      name: (s) => s.trim().min(1).max(150),
      description: (s) => s.trim().max(2000),
      terms: (s) => s.trim().max(5000),
      colour: () => hexColour.nullable().optional(),
      services_scope: () => z.enum(MEMBERSHIP_SERVICE_SCOPES).optional(),
      session_type: () => z.enum(MEMBERSHIP_SESSION_TYPES).optional(),
      sessions_count: (s) => s.min(1).max(1000),
      valid_for_value: (s) => s.min(1).max(1000),
      valid_for_unit: () => z.enum(VALIDITY_UNITS).optional(),
      price: () => money,
    }),
    createSelectSchema(memberships),
  ),
  sorts: {
    valid_for_value: validityLength(
      memberships.valid_for_value,
      memberships.valid_for_unit,
    ),
  },
  references: { tax_rate_id: taxRates },
  links: {
    service_ids: {
      table: membershipServices,
      from: membershipServices.membership_id,
      to: membershipServices.service_id,
      target: services,
    },
    location_ids: {
      table: membershipLocations,
      from: membershipLocations.membership_id,
      to: membershipLocations.location_id,
      target: locations,
      min: 1,
      minMessage: "Choose at least one location.",
    },
  },
  uniqueMessages: {
    memberships_merchant_name_key: [
      "name",
      "A membership with this name already exists.",
    ],
  },
  hooks: { validate: validateMembership },
});
