import { z } from "zod";
import { and, asc, eq, inArray, isNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { Queryable } from "../../db/client.js";
import {
  locations,
  memberships,
  paymentTypes,
  products,
  servicePricingOptions,
  services,
  stockLevels,
  taxRates,
  tipSettings,
  voucherTypes,
} from "../../db/schema/index.js";
import { mayUse, type AccessRule } from "../../lib/access.js";
import { recordIdParam } from "../../lib/schemas.js";
import { tenantOf } from "../../lib/tenantScope.js";
import { isoInstant } from "../../lib/wire.js";
import { loadLocation, loadMerchant } from "./context.js";
import { loadDeals } from "./pricing.js";

/** Deals, promotions and voucher settings (DOMAIN §2). */
const DEALS_SERVICE = 6;

const id = z.number().int();
const ref = id.nullable();

/** Exactly what the till needs to price a cart: no cost prices, suppliers or other business data. */
export const tillCatalogue = z.object({
  location_id: ref.describe(
    "The location priced: the one asked for, else the first active one (null when the business has none).",
  ),
  currency_code: z.string(),
  prices_include_tax: z.boolean(),
  locations: z.array(
    z.object({
      id,
      name: z.string(),
      default_service_tax_rate_id: ref,
      default_product_tax_rate_id: ref,
    }),
  ),
  services: z.array(
    z.object({
      id,
      name: z.string(),
      tax_rate_id: ref,
      pricing_options: z.array(
        z.object({
          id,
          name: z.string().nullable(),
          price: z.number(),
          special_price: z.number().nullable(),
        }),
      ),
    }),
  ),
  products: z.array(
    z.object({
      id,
      name: z.string(),
      retail_price: z.number().nullable(),
      tax_rate_id: ref,
      track_stock: z.boolean(),
      on_hand: z
        .number()
        .describe("Units on hand at the location (0 if none)."),
    }),
  ),
  memberships: z.array(
    z.object({ id, name: z.string(), price: z.number(), tax_rate_id: ref }),
  ),
  voucher_types: z.array(
    z.object({
      id,
      name: z.string(),
      retail_price: z.number(),
      value: z.number(),
    }),
  ),
  tax_rates: z.array(z.object({ id, name: z.string(), rate_pct: z.string() })),
  deals: z.array(z.record(z.string(), z.unknown())),
  tip_settings: z
    .object({
      id,
      location_id: id,
      enabled: z.boolean(),
      suggested_pct: z.array(z.number()),
      allow_custom: z.boolean(),
      calculate_on: z.enum(["before_tax", "after_tax"]),
    })
    .nullable(),
  payment_types: z.array(
    z.object({
      id,
      name: z.string(),
      kind: z.enum(["cash", "card", "voucher", "other"]),
    }),
  ),
});
type TillCatalogue = z.infer<typeof tillCatalogue>;

const byName = <T extends { name: string; id: number }>(rows: T[]) =>
  rows.sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);

/**
 * The whole active catalogue of the business (nothing capped: a salon's is
 * hundreds of rows), stock and tips at one location, the tax rates any of it
 * uses, and the deals live now, as the money module reads them.
 */
export async function readTillCatalogue(
  db: Queryable,
  m: number,
  locationId: number | undefined,
  { withCodes = true }: { withCodes?: boolean } = {},
): Promise<TillCatalogue> {
  const business = await loadMerchant(db, m);
  const locs = await db
    .select({
      id: locations.id,
      name: locations.name,
      default_service_tax_rate_id: locations.default_service_tax_rate_id,
      default_product_tax_rate_id: locations.default_product_tax_rate_id,
    })
    .from(locations)
    .where(and(eq(locations.merchant_id, m), isNull(locations.archived_at)))
    .orderBy(asc(locations.id));
  const here =
    locationId !== undefined
      ? (await loadLocation(db, m, locationId)).id
      : (locs[0]?.id ?? null);
  const [svc, opts, prods, mships, vtypes, tips, pays, deals] =
    await Promise.all([
      db
        .select({
          id: services.id,
          name: services.name,
          tax_rate_id: services.tax_rate_id,
        })
        .from(services)
        .where(and(eq(services.merchant_id, m), isNull(services.archived_at))),
      db
        .select({
          id: servicePricingOptions.id,
          service_id: servicePricingOptions.service_id,
          name: servicePricingOptions.name,
          price: servicePricingOptions.price,
          special_price: servicePricingOptions.special_price,
        })
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
        ),
      db
        .select({
          id: products.id,
          name: products.name,
          retail_price: products.retail_price,
          tax_rate_id: products.tax_rate_id,
          track_stock: products.track_stock,
          on_hand: stockLevels.on_hand,
        })
        .from(products)
        .leftJoin(
          stockLevels,
          and(
            eq(stockLevels.merchant_id, m),
            eq(stockLevels.product_id, products.id),
            eq(stockLevels.location_id, here ?? 0),
          ),
        )
        .where(
          and(
            eq(products.merchant_id, m),
            isNull(products.archived_at),
            eq(products.retail_sales_enabled, true),
          ),
        ),
      db
        .select({
          id: memberships.id,
          name: memberships.name,
          price: memberships.price,
          tax_rate_id: memberships.tax_rate_id,
        })
        .from(memberships)
        .where(
          and(eq(memberships.merchant_id, m), isNull(memberships.archived_at)),
        ),
      db
        .select({
          id: voucherTypes.id,
          name: voucherTypes.name,
          retail_price: voucherTypes.retail_price,
          value: voucherTypes.value,
        })
        .from(voucherTypes)
        .where(
          and(
            eq(voucherTypes.merchant_id, m),
            isNull(voucherTypes.archived_at),
          ),
        ),
      here === null
        ? []
        : db
            .select()
            .from(tipSettings)
            .where(
              and(
                eq(tipSettings.merchant_id, m),
                eq(tipSettings.location_id, here),
              ),
            ),
      db
        .select({
          id: paymentTypes.id,
          name: paymentTypes.name,
          kind: paymentTypes.kind,
        })
        .from(paymentTypes)
        .where(
          and(
            eq(paymentTypes.merchant_id, m),
            isNull(paymentTypes.archived_at),
          ),
        )
        .orderBy(asc(paymentTypes.sort_order), asc(paymentTypes.id)),
      loadDeals(db, m, new Date().toISOString(), null),
    ]);
  const rateIds = [
    ...new Set(
      [...svc, ...prods, ...mships]
        .map((r) => r.tax_rate_id)
        .concat(
          locs.flatMap((l) => [
            l.default_service_tax_rate_id,
            l.default_product_tax_rate_id,
          ]),
        )
        .filter((v): v is number => v != null),
    ),
  ];
  const rates = rateIds.length
    ? await db
        .select({
          id: taxRates.id,
          name: taxRates.name,
          rate_pct: taxRates.rate_pct,
        })
        .from(taxRates)
        .where(and(eq(taxRates.merchant_id, m), inArray(taxRates.id, rateIds)))
        .orderBy(asc(taxRates.id))
    : [];
  const tip = tips[0];
  return {
    location_id: here,
    currency_code: business.currency_code,
    prices_include_tax: business.prices_include_tax,
    locations: locs,
    services: byName(svc).map((s) => ({
      ...s,
      pricing_options: opts
        .filter((o) => o.service_id === s.id)
        .map(({ service_id: _s, ...o }) => o),
    })),
    products: byName(prods).map((p) => ({ ...p, on_hand: p.on_hand ?? 0 })),
    memberships: byName(mships),
    voucher_types: byName(vtypes),
    tax_rates: rates,
    // Promotion codes only for those who may open promotions (6); the
    // till matches a typed code with `GET sales/deal-code` (tillLookups.ts).
    deals: deals
      .filter((d) => withCodes || d.type !== "promotion_code")
      .map((d) => ({
        ...d,
        starts_at: isoInstant(d.starts_at),
        ends_at: isoInstant(d.ends_at),
      })),
    tip_settings: tip
      ? {
          id: tip.id,
          location_id: tip.location_id,
          enabled: tip.enabled,
          suggested_pct: tip.suggested_pct.map(Number),
          allow_custom: tip.allow_custom,
          calculate_on: tip.calculate_on as "before_tax" | "after_tax",
        }
      : null,
    payment_types: pays as TillCatalogue["payment_types"],
  };
}

/** `GET sales/catalogue?location_id=N`: the till's catalogue (owner; staff with the calendar, 2, or the sales history, 8). */
export function registerTillCatalogue(
  app: FastifyInstance,
  access: AccessRule,
) {
  app.withTypeProvider<ZodTypeProvider>().get("/sales/catalogue", {
    config: { access },
    schema: {
      operationId: "getTillCatalogue",
      summary: "What the till needs to price a cart",
      description:
        "Every active service (active pricing options), product on retail sale (retail price, tax rate, units on hand at the location), membership and voucher type of the business, the tax rates they and the active locations use, the deals live now, the location's tip settings, the active payment types, and the business's currency and prices_include_tax. Nothing is capped or paged; no cost prices or supplier data. `location_id` defaults to the first active location; an unknown one answers 422 (docs/checkout-api.md).",
      tags: ["sales"],
      querystring: z.object({ location_id: recordIdParam.optional() }),
      response: { 200: tillCatalogue },
    },
    handler: (req) =>
      readTillCatalogue(app.db, tenantOf(req), req.query.location_id, {
        withCodes: mayUse(req.auth!, DEALS_SERVICE),
      }),
  });
}
