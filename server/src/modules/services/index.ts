import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  EXTRA_TIME_TYPES,
  locations,
  resources,
  serviceLocations,
  serviceResources,
  services,
  serviceTeamMembers,
  taxRates,
  teamMembers,
  treatmentTypes,
} from "../../db/schema/index.js";
import { searchText } from "../../db/schema/columns.js";
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { hexColour, tableSchemas } from "../../lib/schemas.js";
import {
  pricingOptionRecord,
  pricingOptionsInput,
  savePricingOptions,
  validatePricingOptions,
  withPricingOptions,
} from "./pricingOptions.js";
import { linkedFilter, validateServiceRules } from "./serviceRules.js";

const base = tableSchemas(
  createInsertSchema(services, {
    name: (s) => s.trim().min(1).max(150),
    description: (s) => s.trim().max(2000),
    extra_time_type: () => z.enum(EXTRA_TIME_TYPES).optional(),
    extra_time_minutes: (s) => s.min(5).max(120),
    colour: () => hexColour.nullable().optional(),
    sort_order: (s) => s.min(0).max(10_000),
  }),
  createSelectSchema(services),
);

/** Services with their pricing options (service 15, DOMAIN §3.23). */
export const servicesResource = defineResource({
  name: "services",
  table: services,
  serviceId: 15,
  schemas: {
    create: base.create.extend({ pricing_options: pricingOptionsInput }),
    update: base.update.extend({
      pricing_options: pricingOptionsInput.optional(),
    }),
    record: base.record.extend({
      pricing_options: z.array(pricingOptionRecord),
      price_min: z.number().nullable(),
      price_max: z.number().nullable(),
      duration_min: z.number().nullable(),
      duration_max: z.number().nullable(),
    }),
  },
  search: searchText(services.name),
  references: { treatment_type_id: treatmentTypes, tax_rate_id: taxRates },
  links: {
    team_member_ids: {
      table: serviceTeamMembers,
      from: serviceTeamMembers.service_id,
      to: serviceTeamMembers.team_member_id,
      target: teamMembers,
      min: 1,
      minMessage: "Choose at least one team member.",
    },
    location_ids: {
      table: serviceLocations,
      from: serviceLocations.service_id,
      to: serviceLocations.location_id,
      target: locations,
      min: 1,
      minMessage: "Choose at least one location.",
    },
    resource_ids: {
      table: serviceResources,
      from: serviceResources.service_id,
      to: serviceResources.resource_id,
      target: resources,
    },
  },
  uniqueMessages: {
    services_merchant_name_key: [
      "name",
      "A service with this name already exists.",
    ],
    service_pricing_options_service_name_key: [
      "pricing_options",
      "Two pricing options cannot have the same name.",
    ],
  },
  customFilters: {
    location_id: linkedFilter(serviceLocations.location_id),
    team_member_id: linkedFilter(serviceTeamMembers.team_member_id),
    resource_id: linkedFilter(serviceResources.resource_id),
  },
  hooks: {
    async validate(ctx: HookContext) {
      await validateServiceRules(ctx);
      await validatePricingOptions(ctx);
    },
    afterWrite: savePricingOptions,
    decorate: withPricingOptions,
  },
});
