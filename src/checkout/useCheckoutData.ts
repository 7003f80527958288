import { useGetList, useGetOne } from "react-admin";
import type { DealRule, TipSettings } from "../../server/src/shared/money";
import type { Appointment } from "../calendar/calendarTypes";

/** Catalogue rows the till reads (the resources' list records). */
export interface PricingOption {
  id: number;
  name: string | null;
  price: number;
  special_price: number | null;
  archived_at?: string | null;
}
export interface ServiceRow {
  id: number;
  name: string;
  tax_rate_id: number | null;
  pricing_options: PricingOption[];
  archived_at?: string | null;
}
export interface ProductRow {
  id: number;
  name: string;
  retail_price: number | null;
  tax_rate_id: number | null;
  track_stock?: boolean;
  archived_at?: string | null;
}
export interface MembershipRow {
  id: number;
  name: string;
  price: number;
  tax_rate_id: number | null;
  archived_at?: string | null;
}
export interface VoucherTypeRow {
  id: number;
  name: string;
  retail_price: number;
  value: number;
  archived_at?: string | null;
}
export interface LocationRow {
  id: number;
  name: string;
  default_service_tax_rate_id: number | null;
  default_product_tax_rate_id: number | null;
  archived_at?: string | null;
}
export interface PaymentTypeRow {
  id: number;
  name: string;
  kind: "cash" | "card" | "voucher" | "other";
  archived_at?: string | null;
}
export interface TipSettingsRow extends TipSettings {
  id: number;
  location_id: number;
}
export interface StockRow {
  id: string;
  product_id: number;
  on_hand: number;
}

const ALL = { page: 1, perPage: 100 };
const live = {};

const useList = <T extends { id: number | string }>(
  resource: string,
  filter: Record<string, unknown> = live,
  enabled = true,
): { rows: T[]; pending: boolean } => {
  const q = useGetList<T>(
    resource,
    { pagination: ALL, sort: { field: "id", order: "ASC" }, filter },
    { enabled },
  );
  return { rows: q.data ?? [], pending: enabled && q.isPending };
};

/** Everything the checkout screen reads, through the data provider. */
export function useCheckoutData(
  locationChoice: number | null,
  appointmentId: number | null,
) {
  const appointment = useGetOne<Appointment & { sale_id?: number | null }>(
    "appointments",
    { id: appointmentId ?? 0 },
    { enabled: appointmentId !== null },
  );
  const business = useGetOne<{ id: string; prices_include_tax: boolean }>(
    "business-details",
    { id: "current" },
  );
  const locations = useList<LocationRow>("locations");
  // The appointment's location, else the one chosen, else the first.
  const locationId: number | undefined =
    appointment.data?.location_id ??
    locationChoice ??
    locations.rows.find((l) => !l.archived_at)?.id;
  const team = useGetList<{
    id: number;
    first_name: string;
    last_name?: string | null;
  }>("team-members", {
    pagination: ALL,
    sort: { field: "id", order: "ASC" },
    filter: {},
    meta: { options: true },
  });
  const taxRates = useList<{ id: number; rate_pct: string | number }>(
    "tax-rates",
  );
  const services = useList<ServiceRow>("services");
  const products = useList<ProductRow>("products");
  const memberships = useList<MembershipRow>("memberships");
  const voucherTypes = useList<VoucherTypeRow>("voucher-types");
  const paymentTypes = useList<PaymentTypeRow>("payment-types");
  const deals = useList<DealRule>("deals", { status: "active" });
  const tipRows = useList<TipSettingsRow>(
    "tip-settings",
    { location_id: locationId },
    locationId !== undefined,
  );
  const stock = useList<StockRow>(
    "stock-levels",
    { location_id: locationId },
    locationId !== undefined,
  );
  const lists = [
    locations,
    taxRates,
    services,
    products,
    memberships,
    voucherTypes,
    paymentTypes,
    deals,
    tipRows,
    stock,
  ];
  return {
    /** Every read answered: lines priced now use the right rates. */
    ready: !business.isPending && lists.every((l) => !l.pending),
    locationId,
    teamMembers: new Map(
      (team.data ?? []).map((m) => [
        m.id,
        [m.first_name, m.last_name].filter(Boolean).join(" "),
      ]),
    ),
    appointment: appointment.data,
    appointmentLoading: appointmentId !== null && appointment.isPending,
    appointmentError: appointment.error,
    pricesIncludeTax: business.data?.prices_include_tax ?? false,
    locations: locations.rows,
    taxRates: taxRates.rows,
    services: services.rows,
    products: products.rows,
    memberships: memberships.rows,
    voucherTypes: voucherTypes.rows,
    paymentTypes: paymentTypes.rows,
    deals: deals.rows,
    tips: tipRows.rows.find((t) => t.location_id === locationId) ?? null,
    stock: stock.rows,
  };
}

export type CheckoutData = ReturnType<typeof useCheckoutData>;

/** A tax rate's percentage as the money module takes it ("0" when none). */
export const rateOf = (
  data: Pick<CheckoutData, "taxRates">,
  id: number | null | undefined,
): string => {
  const row = id == null ? undefined : data.taxRates.find((r) => r.id === id);
  return row ? String(row.rate_pct) : "0";
};
