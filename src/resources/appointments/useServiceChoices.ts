import { useQuery } from "@tanstack/react-query";
import { useAppDataProvider } from "../../calendar/calendarApi";

export interface PricingChoice {
  id: number;
  name: string | null;
  duration_minutes: number;
  price: number;
  special_price?: number | null;
}

export interface ServiceChoice {
  id: number;
  name: string;
  treatment_type_id?: number;
  /** By which the booking form groups services. */
  treatment_type?: {
    id: number;
    name: string;
    sort_order: number;
    /** Its calendar colour (colour by service category). */
    colour?: string | null;
  };
  /** Who performs it, and where it is offered (absent: not known, no filter). */
  team_member_ids?: number[];
  location_ids?: number[];
  pricing_options?: PricingChoice[];
}

/** What an option costs when booked: its special price, or else its price (as the server snapshots it). */
export const optionPrice = (o: PricingChoice) => o.special_price ?? o.price;

/**
 * Services to book with their pricing options, from the calendar's own
 * lookup (`calendar/services`, calendar permission only), so calendar-only
 * staff pick an option and get its duration and price as the owner does.
 */
export const useServiceChoices = (): ServiceChoice[] => {
  const dataProvider = useAppDataProvider();
  const { data } = useQuery({
    queryKey: ["calendar-services"],
    queryFn: () =>
      dataProvider.getJson<ServiceChoice[]>("calendar", { path: "services" }),
  });
  return data ?? [];
};
