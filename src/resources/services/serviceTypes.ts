/** Record shapes of the services area (server: modules/services, memberships, …). */

export type PriceType = "fixed" | "from" | "free";
export type ExtraTimeType = "none" | "processing_after" | "blocked_after";
/** none; fixed: `deposit_amount` in minor units; percentage: `deposit_percent` of the price. */
export type DepositType = "none" | "fixed" | "percentage";

export interface PricingOption {
  id?: number;
  name?: string | null;
  duration_minutes: number | null;
  price_type: PriceType;
  price: number | null;
  special_price?: number | null;
  sort_order?: number;
}

export interface Service {
  id: number;
  name: string;
  description?: string | null;
  treatment_type_id: number | null;
  extra_time_type: ExtraTimeType;
  extra_time_minutes?: number | null;
  resources_required: boolean;
  online_booking_enabled: boolean;
  voucher_sales_enabled: boolean;
  commission_enabled: boolean;
  deposit_type: DepositType;
  deposit_amount?: number | null;
  deposit_percent?: number | null;
  tax_rate_id?: number | null;
  colour?: string | null;
  sort_order?: number;
  team_member_ids: number[];
  location_ids: number[];
  resource_ids: number[];
  pricing_options: PricingOption[];
  price_min?: number | null;
  price_max?: number | null;
  duration_min?: number | null;
  duration_max?: number | null;
  archived_at?: string | null;
}

export interface TreatmentType {
  id: number;
  name: string;
  description?: string | null;
  colour?: string | null;
  sort_order?: number;
  archived_at?: string | null;
}

export interface Membership {
  id: number;
  name: string;
  description?: string | null;
  colour?: string | null;
  terms?: string | null;
  services_scope: "all" | "selected";
  service_ids: number[];
  session_type: "limited" | "unlimited";
  sessions_count?: number | null;
  valid_for_value: number | null;
  valid_for_unit: "days" | "months" | "years";
  price: number | null;
  tax_rate_id?: number | null;
  location_ids: number[];
  online_sales_enabled: boolean;
  commission_enabled: boolean;
  archived_at?: string | null;
}

export interface AvailabilityRule {
  weekday: number | null;
  start: string;
  end: string;
}

export interface ServiceAvailability {
  id: number;
  service_id: number | null;
  location_id?: number | null;
  rules: AvailabilityRule[];
  date_from?: string | null;
  date_to?: string | null;
  channels: "online" | "in_store" | "both";
}
