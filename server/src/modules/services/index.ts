import { z } from "zod";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  DEPOSIT_TYPES,
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
import { defineResource, type HookContext } from "../../lib/crudRoutes.js";
import { hexColour, MONEY_MAX, tableSchemas } from "../../lib/schemas.js";
import {
  pricingOptionRecord,
  pricingOptionsInput,
  savePricingOptions,
  validatePricingOptions,
  withPricingOptions,
} from "./pricingOptions.js";
import {
  hasDepositFilter,
  linkedFilter,
  validateServiceRules,
} from "./serviceRules.js";

const DEPOSIT_AMOUNT =
  "Enter the deposit as a whole amount above 0 in minor units (cents).";
const DEPOSIT_PERCENT =
  "Enter the deposit as a whole percentage from 1 to 100.";

const base = tableSchemas(
  createInsertSchema(services, {
    name: (s) => s.trim().min(1).max(150),
    description: (s) => s.trim().max(2000),
    extra_time_type: () => z.enum(EXTRA_TIME_TYPES).optional(),
    extra_time_minutes: (s) => s.min(5).max(120),
    deposit_type: () => z.enum(DEPOSIT_TYPES),
    deposit_amount: () =>
      z
        .number()
        .int(DEPOSIT_AMOUNT)
        .min(1, DEPOSIT_AMOUNT)
        .max(MONEY_MAX, "The deposit is too large."),
    deposit_percent: () =>
      z
        .number()
        .int(DEPOSIT_PERCENT)
        .min(1, DEPOSIT_PERCENT)
        .max(100, DEPOSIT_PERCENT),
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
  checkMessages: {
    services_deposit_check: [
      "deposit_type",
      "The deposit does not match its type: a fixed deposit needs an amount, a percentage a percentage.",
    ],
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
    has_deposit: hasDepositFilter,
  },
  hooks: {
    async validate(ctx: HookContext) {
      // Options first: the deposit rule trusts the options sent to be the service's.
      await validatePricingOptions(ctx);
      await validateServiceRules(ctx);
    },
    afterWrite: savePricingOptions,
    decorate: withPricingOptions,
  },
});
