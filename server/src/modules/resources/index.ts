import { z } from "zod";
import { sql } from "drizzle-orm";
import { createInsertSchema, createSelectSchema } from "drizzle-zod";
import {
  locations,
  resourceCategories,
  resources,
  serviceResources,
  services,
} from "../../db/schema/index.js";
import { defineResource } from "../../lib/crudRoutes.js";
import { hexColour, recordIdParam, tableSchemas } from "../../lib/schemas.js";
import { badRequest } from "../../lib/httpErrors.js";

const CAPACITY = "Enter a capacity from 1 to 50 bookings at the same time.";
const serviceIdFilter = recordIdParam;

/** Rooms and equipment (service 17, DOMAIN §3.20) and the services that need them. */
export const resourcesResource = defineResource({
  name: "resources",
  table: resources,
  serviceId: 17,
  schemas: tableSchemas(
    createInsertSchema(resources, {
      name: (s) => s.trim().min(1).max(100),
      code: (s) => s.trim().max(10),
      description: (s) => s.trim().max(1000),
      calendar_colour: () => hexColour,
      sort_order: (s) => s.int().min(0).max(10_000),
      capacity: () =>
        z.number().int(CAPACITY).min(1, CAPACITY).max(50, CAPACITY),
    }),
    createSelectSchema(resources),
  ),
  references: {
    resource_category_id: resourceCategories,
    location_id: locations,
  },
  links: {
    service_ids: {
      table: serviceResources,
      from: serviceResources.resource_id,
      to: serviceResources.service_id,
      target: services,
    },
  },
  optionFields: ["name", "code", "location_id", "resource_category_id"],
  customFilters: {
    /** Resources that the given service may use. */
    service_id: (value) => {
      const id = serviceIdFilter.safeParse(value);
      if (!id.success)
        throw badRequest('Invalid filter value for "service_id".', {
          service_id: "Invalid filter value.",
        });
      return sql`exists (select 1 from ${serviceResources} where ${serviceResources.merchant_id} = ${resources.merchant_id} and ${serviceResources.resource_id} = ${resources.id} and ${serviceResources.service_id} = ${id.data})`;
    },
  },
  checkMessages: { resources_capacity_check: ["capacity", CAPACITY] },
  uniqueMessages: {
    resources_location_name_key: [
      "name",
      "Another resource at this location already has this name.",
    ],
  },
});
