import { z } from "zod";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { servicePricingOptions, services } from "../../db/schema/index.js";
import type { AccessRule } from "../../lib/access.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { optionColumns } from "../services/pricingOptions.js";

const serviceChoices = z.array(
  z.object({
    id: z.number(),
    name: z.string(),
    treatment_type_id: z.number(),
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
        "Every service that is not archived, by name, with its active pricing options in their sort order (id, name, duration, price type, price, special price). Needs the calendar service only, so calendar staff can book without the services area.",
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
        })
        .from(services)
        .where(and(eq(services.merchant_id, m), isNull(services.archived_at)))
        .orderBy(asc(services.name), asc(services.id));
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
        pricing_options: (byService.get(s.id) ?? []).map(
          ({ service_id: _, sort_order: __, ...o }) => o,
        ),
      }));
    },
  });
}
