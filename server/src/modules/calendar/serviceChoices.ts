import { z } from "zod";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import {
  serviceLocations,
  servicePricingOptions,
  services,
  serviceTeamMembers,
  treatmentTypes,
} from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { optionColumns } from "../services/pricingOptions.js";

const serviceChoices = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    treatment_type_id: z.number(),
    /** Its treatment type, by which the booking form groups services. */
    treatment_type: z.object({
      id: z.number(),
      name: z.string(),
      sort_order: z.number(),
      /** The category's calendar colour (null: none set). */
      colour: z.string().nullable(),
    }),
    /** Who performs it, and where it is offered. */
    team_member_ids: z.array(z.number()),
    location_ids: z.array(z.number()),
    pricing_options: z.array(
      z.object({
        id: z.number(),
        name: z.string().nullable(),
        duration_minutes: z.number(),
        price_type: z.string(),
        price: z.number(),
        special_price: z.number().nullable(),
      }),
    ),
  }),
);

/**
 * `GET {p}/calendar/services`: the services the booking form offers, each
 * with its active pricing options, under the calendar's permission, so
 * calendar-only staff pick an option and get its duration and price as the
 * owner does without the services area.
 */
export function registerCalendarServices(
  app: FastifyInstance,
  access: AccessRule,
) {
  app.withTypeProvider<ZodTypeProvider>().get("/calendar/services", {
    config: { access },
    schema: {
      operationId: "listCalendarServices",
      summary: "Services to book, with their pricing options",
      description:
        "Every service that is not archived, by name, with its treatment type (id, name, sort order, calendar colour or null), the team members who perform it, the locations that offer it and its active pricing options in their sort order (id, name, duration, price type, price, special price). Needs the calendar service only, so calendar staff can book without the services area.",
      tags: ["calendar"],
      response: { 200: serviceChoices },
    },
    handler: async (req) => {
      const m = tenantOf(req);
      const rows = await app.db
        .select({
          id: services.id,
          name: services.name,
          treatment_type_id: services.treatment_type_id,
          treatment_type: {
            id: treatmentTypes.id,
            name: treatmentTypes.name,
            sort_order: treatmentTypes.sort_order,
            colour: treatmentTypes.colour,
          },
        })
        .from(services)
        .innerJoin(
          treatmentTypes,
          and(
            eq(treatmentTypes.merchant_id, services.merchant_id),
            eq(treatmentTypes.id, services.treatment_type_id),
          ),
        )
        .where(and(eq(services.merchant_id, m), isNull(services.archived_at)))
        .orderBy(asc(services.name), asc(services.id));
      const group = (found: { service: number; id: number }[]) => {
        const out = new Map<number, number[]>();
        for (const r of found)
          out.set(r.service, [...(out.get(r.service) ?? []), r.id]);
        return out;
      };
      const performers = group(
        await app.db
          .select({
            service: serviceTeamMembers.service_id,
            id: serviceTeamMembers.team_member_id,
          })
          .from(serviceTeamMembers)
          .where(eq(serviceTeamMembers.merchant_id, m)),
      );
      const places = group(
        await app.db
          .select({
            service: serviceLocations.service_id,
            id: serviceLocations.location_id,
          })
          .from(serviceLocations)
          .where(eq(serviceLocations.merchant_id, m)),
      );
      const options = await app.db
        .select(optionColumns)
        .from(servicePricingOptions)
        .where(
          and(
            eq(servicePricingOptions.merchant_id, m),
            isNull(servicePricingOptions.archived_at),
          ),
        )
        .orderBy(
          asc(servicePricingOptions.sort_order),
          asc(servicePricingOptions.id),
        );
      const byService = new Map<number, typeof options>();
      for (const o of options)
        byService.set(o.service_id, [
          ...(byService.get(o.service_id) ?? []),
          o,
        ]);
      return rows.map((s) => ({
        ...s,
        team_member_ids: (performers.get(s.id) ?? []).sort((a, b) => a - b),
        location_ids: (places.get(s.id) ?? []).sort((a, b) => a - b),
        pricing_options: (byService.get(s.id) ?? []).map(
          ({ service_id: _, sort_order: __, ...o }) => o,
        ),
      }));
    },
  });
}
