import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useDataProvider, useGetList } from "react-admin";
import type { DealRule, TipSettings } from "../../server/src/shared/money";
import type { Appointment } from "../calendar/calendarTypes";
import type { AppDataProvider } from "../providers/dataProvider";

/** Catalogue rows the till reads (`GET sales/catalogue`). */
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
  /** Units on hand at the till's location. */
  on_hand: number;
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

/** `GET sales/catalogue` (docs/checkout-api.md): all the till prices a cart with. */
export interface TillCatalogue {
  location_id: number | null;
  currency_code: string;
  prices_include_tax: boolean;
  locations: LocationRow[];
  services: ServiceRow[];
  products: ProductRow[];
  memberships: MembershipRow[];
  voucher_types: VoucherTypeRow[];
  tax_rates: { id: number; name: string; rate_pct: string | number }[];
  deals: DealRule[];
  tip_settings: TipSettingsRow | null;
  payment_types: PaymentTypeRow[];
}

/**
 * Everything the checkout screen reads: the appointment, the team's names and
 * one read of the till's catalogue (promotion codes are matched apart,
 * useDealCode.ts), which the owner and staff with the
 * calendar (2) or the sales history (8) may make (issue: receptionists).
 */
export function useCheckoutData(
  locationChoice: number | null,
  appointmentId: number | null,
) {
  const dataProvider = useDataProvider<AppDataProvider>();
  // The till's own read of it (`GET sales/appointments/:id`): staff with the
  // sales history (8) alone may bill an appointment too.
  const appointment = useQuery({
    queryKey: ["sales", "appointment", appointmentId],
    queryFn: () =>
      dataProvider.getJson<Appointment & { sale_id?: number | null }>("sales", {
        path: `appointments/${appointmentId}`,
      }),
    enabled: appointmentId !== null,
  });
  const team = useGetList<{
    id: number;
    first_name: string;
    last_name?: string | null;
  }>("team-members", {
    pagination: { page: 1, perPage: 100 },
    sort: { field: "id", order: "ASC" },
    filter: {},
    meta: { options: true },
  });
  // The appointment's location, else the one chosen, else the server's first.
  const asked = appointment.data?.location_id ?? locationChoice ?? undefined;
  const waiting = appointmentId !== null && appointment.isPending;
  const catalogue = useQuery({
    queryKey: ["sales", "catalogue", asked ?? null],
    queryFn: () =>
      dataProvider.getJson<TillCatalogue>("sales", {
        path: "catalogue",
        query: { location_id: asked },
      }),
    enabled: !waiting,
    placeholderData: keepPreviousData,
  });
  const c = catalogue.data;
  const locationId: number | undefined = asked ?? c?.location_id ?? undefined;
  return {
    /** The catalogue of this location is read: lines priced now use the right rates. */
    ready: !waiting && !!c && !catalogue.isPlaceholderData,
    locationId,
    teamMembers: new Map(
      (team.data ?? []).map((m) => [
        m.id,
        [m.first_name, m.last_name].filter(Boolean).join(" "),
      ]),
    ),
    appointment: appointment.data,
    appointmentLoading: waiting,
    appointmentError: appointment.error,
    pricesIncludeTax: c?.prices_include_tax ?? false,
    locations: c?.locations ?? [],
    taxRates: c?.tax_rates ?? [],
    services: c?.services ?? [],
    products: c?.products ?? [],
    memberships: c?.memberships ?? [],
    voucherTypes: c?.voucher_types ?? [],
    paymentTypes: c?.payment_types ?? [],
    deals: c?.deals ?? [],
    tips:
      c?.tip_settings && c.tip_settings.location_id === locationId
        ? c.tip_settings
        : null,
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
