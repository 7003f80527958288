import type { Appointment } from "../calendar/calendarTypes";
import type { CartLine } from "./cartModel";
import { rateOf, type CheckoutData, type LocationRow } from "./useCheckoutData";

/** New cart lines from the catalogue, priced and taxed as the server defaults them (docs/checkout-api.md). */

let counter = 0;
export const newKey = () => `l${++counter}`;

const none = { mode: "none" } as const;

type Data = Pick<
  CheckoutData,
  "services" | "products" | "memberships" | "voucherTypes" | "taxRates"
>;

export function serviceLine(
  data: Data,
  location: LocationRow | undefined,
  serviceId: number,
  optionId: number | null,
  extra: Partial<CartLine> = {},
): CartLine | null {
  const service = data.services.find((s) => s.id === serviceId);
  if (!service) return null;
  const option =
    service.pricing_options.find((o) => o.id === optionId) ??
    service.pricing_options.find((o) => !o.archived_at);
  if (!option) return null;
  return {
    key: newKey(),
    item_type: "service",
    item_id: service.id,
    pricing_option_id: option.id,
    name: option.name ? `${service.name} (${option.name})` : service.name,
    quantity: 1,
    unit_price: option.special_price ?? option.price,
    tax_rate_pct: rateOf(
      data,
      service.tax_rate_id ?? location?.default_service_tax_rate_id,
    ),
    discount: none,
    ...extra,
  };
}

export function productLine(
  data: Data,
  location: LocationRow | undefined,
  productId: number,
): CartLine | null {
  const product = data.products.find((p) => p.id === productId);
  if (!product) return null;
  return {
    key: newKey(),
    item_type: "product",
    item_id: product.id,
    name: product.name,
    quantity: 1,
    unit_price: product.retail_price ?? 0,
    tax_rate_pct: rateOf(
      data,
      product.tax_rate_id ?? location?.default_product_tax_rate_id,
    ),
    discount: none,
  };
}

export function membershipLine(
  data: Data,
  location: LocationRow | undefined,
  membershipId: number,
): CartLine | null {
  const m = data.memberships.find((r) => r.id === membershipId);
  if (!m) return null;
  return {
    key: newKey(),
    item_type: "membership",
    item_id: m.id,
    name: m.name,
    quantity: 1,
    unit_price: m.price,
    tax_rate_pct: rateOf(
      data,
      m.tax_rate_id ?? location?.default_service_tax_rate_id,
    ),
    discount: none,
  };
}

/** A voucher of a type, or (typeId null) of a custom value. */
export function voucherLine(
  data: Data,
  typeId: number | null,
  value: number,
  customName: string,
): CartLine | null {
  const type =
    typeId === null ? null : data.voucherTypes.find((v) => v.id === typeId);
  if (typeId !== null && !type) return null;
  return {
    key: newKey(),
    item_type: "voucher",
    item_id: type?.id ?? null,
    name: type?.name ?? customName,
    quantity: 1,
    unit_price: type ? type.retail_price : value,
    tax_rate_pct: "0",
    discount: none,
    recipient_name: "",
    recipient_email: "",
    message: "",
  };
}

/** The appointment's services with their team members, at their booked prices. */
export function appointmentLines(
  data: Data,
  location: LocationRow | undefined,
  appointment: Appointment,
): CartLine[] {
  return appointment.services.flatMap((s) => {
    const service = data.services.find((r) => r.id === s.service_id);
    return [
      {
        key: newKey(),
        item_type: "service" as const,
        item_id: s.service_id,
        pricing_option_id: s.pricing_option_id,
        appointment_service_id: s.id,
        team_member_id: s.team_member_id,
        name: s.pricing_option_name
          ? `${s.service_name} (${s.pricing_option_name})`
          : s.service_name,
        quantity: 1,
        unit_price: s.price,
        tax_rate_pct: rateOf(
          data,
          service?.tax_rate_id ?? location?.default_service_tax_rate_id,
        ),
        discount: none,
      },
    ];
  });
}
