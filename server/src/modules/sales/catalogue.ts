import { and, asc, eq, inArray } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";
import type { appointmentServices } from "../../db/schema/index.js";
import {
  memberships,
  productCategories,
  products,
  servicePricingOptions,
  services,
  taxRates,
  treatmentTypes,
  voucherTypes,
  voucherTypeServices,
} from "../../db/schema/index.js";
import { invalid } from "../../lib/httpErrors.js";
import type { ItemType } from "../../shared/money/index.js";
import type { Location } from "./context.js";
import type { ItemInput } from "./schemas.js";

/** A cart item with everything checkout copies from the catalogue (DOMAIN §1.2 snapshots). */
export interface ResolvedItem {
  input: ItemInput;
  item_type: ItemType;
  item_id: number | null;
  pricing_option_id: number | null;
  appointment_service_id: number | null;
  name: string;
  category: string | null;
  quantity: number;
  unit_price: number;
  tax_rate_id: number | null;
  tax_rate_pct: string;
  team_member_id: number | null;
  commission_enabled: boolean;
  /** Products: post `sale` movements. */
  track_stock: boolean;
  supply_price: number | null;
  /** Vouchers: the face value of each one issued. */
  voucher_value: number | null;
  /** Memberships and voucher types: their validity and sessions. */
  membership: typeof memberships.$inferSelect | null;
  voucher_type: typeof voucherTypes.$inferSelect | null;
}

type AppointmentService = typeof appointmentServices.$inferSelect;

const byId = <T extends { id: number }>(rows: T[]) =>
  new Map(rows.map((r) => [r.id, r]));

const idsOf = (items: readonly ItemInput[], type: ItemType) => [
  ...new Set(
    items
      .filter((i) => i.item_type === type && i.item_id != null)
      .map((i) => i.item_id!),
  ),
];

/**
 * Resolves the cart against the catalogue of the business: every item must
 * name an existing service, product, membership or voucher type (a custom
 * voucher names none and gives its value as `unit_price`); prices, names,
 * tax rates and team members default as docs/checkout-api.md says.
 * Refusals are 422 on `items.N.<field>`.
 */
export async function resolveItems(
  db: Queryable,
  merchantId: number,
  location: Location,
  items: readonly ItemInput[],
  apptServices: ReadonlyMap<number, AppointmentService>,
): Promise<ResolvedItem[]> {
  const m = merchantId;
  const serviceIds = idsOf(items, "service");
  const productIds = idsOf(items, "product");
  const membershipIds = idsOf(items, "membership");
  const voucherTypeIds = idsOf(items, "voucher");
  const [svc, opts, prods, mships, vtypes] = await Promise.all([
    serviceIds.length
      ? db
          .select({ s: services, category: treatmentTypes.name })
          .from(services)
          .leftJoin(
            treatmentTypes,
            and(
              eq(treatmentTypes.merchant_id, services.merchant_id),
              eq(treatmentTypes.id, services.treatment_type_id),
            ),
          )
          .where(
            and(eq(services.merchant_id, m), inArray(services.id, serviceIds)),
          )
      : [],
    serviceIds.length
      ? db
          .select()
          .from(servicePricingOptions)
          .where(
            and(
              eq(servicePricingOptions.merchant_id, m),
              inArray(servicePricingOptions.service_id, serviceIds),
            ),
          )
          .orderBy(
            asc(servicePricingOptions.sort_order),
            asc(servicePricingOptions.id),
          )
      : [],
    productIds.length
      ? db
          .select({ p: products, category: productCategories.name })
          .from(products)
          .leftJoin(
            productCategories,
            and(
              eq(productCategories.merchant_id, products.merchant_id),
              eq(productCategories.id, products.category_id),
            ),
          )
          .where(
            and(eq(products.merchant_id, m), inArray(products.id, productIds)),
          )
      : [],
    membershipIds.length
      ? db
          .select()
          .from(memberships)
          .where(
            and(
              eq(memberships.merchant_id, m),
              inArray(memberships.id, membershipIds),
            ),
          )
      : [],
    voucherTypeIds.length
      ? db
          .select()
          .from(voucherTypes)
          .where(
            and(
              eq(voucherTypes.merchant_id, m),
              inArray(voucherTypes.id, voucherTypeIds),
            ),
          )
      : [],
  ]);
  const serviceOf = new Map(svc.map((r) => [r.s.id, r]));
  const productOf = new Map(prods.map((r) => [r.p.id, r]));
  const membershipOf = byId(mships);
  const voucherTypeOf = byId(vtypes);
  const optionOf = byId(opts);

  const resolved: ResolvedItem[] = [];
  const errors: Record<string, string> = {};
  items.forEach((it, i) => {
    const f = (field: string, message: string) => {
      errors[`items.${i}.${field}`] ??= message;
    };
    const quantity = it.quantity ?? 1;
    if (
      (it.item_type === "voucher" || it.item_type === "membership") &&
      quantity > 50
    )
      f("quantity", "Sell at most 50 vouchers or memberships on one line.");
    const aps =
      it.appointment_service_id != null
        ? apptServices.get(it.appointment_service_id)
        : undefined;
    if (it.appointment_service_id != null && !aps)
      f(
        "appointment_service_id",
        "This service is not part of the appointment being checked out.",
      );
    const base = {
      input: it,
      item_type: it.item_type,
      item_id: it.item_id ?? null,
      pricing_option_id: null as number | null,
      appointment_service_id: aps?.id ?? null,
      quantity,
      team_member_id: it.team_member_id ?? aps?.team_member_id ?? null,
      track_stock: false,
      supply_price: null as number | null,
      voucher_value: null as number | null,
      membership: null,
      voucher_type: null,
      category: null as string | null,
      commission_enabled: true,
    };
    if (it.item_type !== "voucher" && it.item_id == null) {
      f("item_id", "Choose the item to sell.");
      return;
    }
    switch (it.item_type) {
      case "service": {
        const row = serviceOf.get(it.item_id!);
        if (!row) return f("item_id", "The selected service does not exist.");
        if (aps && aps.service_id !== row.s.id)
          f(
            "item_id",
            "This is not the service booked on the appointment line.",
          );
        const optionId = it.pricing_option_id ?? aps?.pricing_option_id;
        const option =
          optionId != null
            ? optionOf.get(optionId)
            : opts.find((o) => o.service_id === row.s.id && !o.archived_at);
        if (!option || option.service_id !== row.s.id)
          return f(
            "pricing_option_id",
            "Choose one of this service's pricing options.",
          );
        resolved.push({
          ...base,
          pricing_option_id: option.id,
          name: option.name ? `${row.s.name} (${option.name})` : row.s.name,
          category: row.category ?? null,
          unit_price:
            it.unit_price ?? aps?.price ?? option.special_price ?? option.price,
          tax_rate_id:
            row.s.tax_rate_id ?? location.default_service_tax_rate_id ?? null,
          tax_rate_pct: "0",
          commission_enabled: row.s.commission_enabled,
        });
        return;
      }
      case "product": {
        const row = productOf.get(it.item_id!);
        if (!row) return f("item_id", "The selected product does not exist.");
        const price = it.unit_price ?? row.p.retail_price;
        if (price == null)
          return f(
            "unit_price",
            "This product has no retail price: enter the price to charge.",
          );
        resolved.push({
          ...base,
          name: row.p.name,
          category: row.category ?? null,
          unit_price: price,
          tax_rate_id:
            row.p.tax_rate_id ?? location.default_product_tax_rate_id ?? null,
          tax_rate_pct: "0",
          commission_enabled: row.p.commission_enabled,
          track_stock: row.p.track_stock,
          supply_price: row.p.supply_price ?? null,
        });
        return;
      }
      case "membership": {
        const row = membershipOf.get(it.item_id!);
        if (!row)
          return f("item_id", "The selected membership does not exist.");
        resolved.push({
          ...base,
          name: row.name,
          category: "Membership",
          unit_price: it.unit_price ?? row.price,
          tax_rate_id:
            row.tax_rate_id ?? location.default_service_tax_rate_id ?? null,
          tax_rate_pct: "0",
          commission_enabled: row.commission_enabled,
          membership: row,
        });
        return;
      }
      case "voucher": {
        if (it.item_id == null) {
          if (it.unit_price == null || it.unit_price < 1)
            return f(
              "unit_price",
              "Enter the value of the voucher (a custom voucher's price is its value).",
            );
          resolved.push({
            ...base,
            name: "Voucher",
            category: "Voucher",
            unit_price: it.unit_price,
            tax_rate_id: null,
            tax_rate_pct: "0",
            voucher_value: it.unit_price,
          });
          return;
        }
        const row = voucherTypeOf.get(it.item_id);
        if (!row)
          return f("item_id", "The selected voucher type does not exist.");
        resolved.push({
          ...base,
          name: row.name,
          category: "Voucher",
          unit_price: it.unit_price ?? row.retail_price,
          tax_rate_id: null,
          tax_rate_pct: "0",
          voucher_value: row.value,
          voucher_type: row,
        });
        return;
      }
    }
  });
  if (Object.keys(errors).length) throw invalid(errors);

  const rateIds = [
    ...new Set(
      resolved.map((r) => r.tax_rate_id).filter((v): v is number => v != null),
    ),
  ];
  if (rateIds.length) {
    const rates = await db
      .select({ id: taxRates.id, rate_pct: taxRates.rate_pct })
      .from(taxRates)
      .where(and(eq(taxRates.merchant_id, m), inArray(taxRates.id, rateIds)));
    const rateOf = new Map(rates.map((r) => [r.id, r.rate_pct]));
    for (const r of resolved)
      if (r.tax_rate_id != null)
        r.tax_rate_pct = rateOf.get(r.tax_rate_id) ?? "0";
  }
  return resolved;
}

/** The services a voucher type may pay for (null: any service). */
export async function voucherServiceScope(
  db: Queryable,
  merchantId: number,
  voucherTypeId: number | null,
): Promise<{ any: boolean; serviceIds: Set<number> }> {
  if (voucherTypeId === null) return { any: true, serviceIds: new Set() };
  const [vt] = await db
    .select({ redeemable_for: voucherTypes.redeemable_for })
    .from(voucherTypes)
    .where(
      and(
        eq(voucherTypes.merchant_id, merchantId),
        eq(voucherTypes.id, voucherTypeId),
      ),
    );
  if (!vt || vt.redeemable_for === "any")
    return { any: true, serviceIds: new Set() };
  const rows = await db
    .select({ id: voucherTypeServices.service_id })
    .from(voucherTypeServices)
    .where(
      and(
        eq(voucherTypeServices.merchant_id, merchantId),
        eq(voucherTypeServices.voucher_type_id, voucherTypeId),
      ),
    );
  return { any: false, serviceIds: new Set(rows.map((r) => r.id)) };
}
