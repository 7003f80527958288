import type { ExtraTimeType } from "./context.js";

/** The shapes the booking rules take and give (bookingLines.ts, bookingCheck.ts). */

export type Channel = "in_store" | "phone" | "online" | "walk_in";

export interface BookingLineInput {
  service_id: number;
  /** May be left out when the service has exactly one active option. */
  pricing_option_id?: number | null;
  team_member_id: number;
  /** Left out: the first free listed resource when the service needs one. */
  resource_id?: number | null;
  /** Epoch ms. */
  start_at: number;
  /** Default: the pricing option's (a resize sends its own). */
  duration_minutes?: number;
  /** Default: the option's special price, else its price. */
  price?: number;
  is_requested_member?: boolean;
}

export interface BookingInput {
  lines: BookingLineInput[];
  channel: Channel;
  /** The owner's "book anyway" for outside hours and close dates. */
  confirmOutsideHours?: boolean;
  /** Role 2 on the calendar may also override service availability rules. */
  mayOverrideServiceRules?: boolean;
  /** The appointment being changed: its own services are not in the way. */
  appointmentId?: number;
}

/** A service line ready to insert: snapshots taken, busy ends computed (epoch ms). */
export interface PlannedService {
  service_id: number;
  pricing_option_id: number;
  team_member_id: number;
  resource_id: number | null;
  /** The resource holds several bookings at a time (capacity > 1). */
  resource_shared: boolean;
  start: number;
  end: number;
  member_busy_until: number;
  resource_busy_until: number;
  duration_minutes: number;
  extra_time_type: ExtraTimeType;
  extra_time_minutes: number;
  service_name: string;
  pricing_option_name: string | null;
  price: number;
  is_requested_member: boolean;
  sequence: number;
}

export type RefusalCode =
  | "overlap"
  | "outside_hours"
  | "close_date"
  | "member_cannot_perform"
  | "resource_category"
  | "service_unavailable"
  | "location_mismatch"
  /** A cancelled, no-show or completed appointment cannot be changed (PUT). */
  | "not_changeable";

export interface Conflict {
  kind: "team_member" | "resource";
  id: number;
  name: string;
  start_at: string;
  end_at: string;
  /**
   * Null (with reference) for a clash between two services of the request
   * itself, or with a blocked time (then `blocked_time` says which).
   */
  appointment_id: number | null;
  reference: string | null;
  blocked_time: { id: number; kind: string; title: string | null } | null;
  /** The index of the request's service line that clashes. */
  line: number;
}

/**
 * Which refusal it is, finer than its code: the key under which the SPA
 * words it in the user's language, with `params` (docs/calendar-api.md).
 */
export type RefusalReason =
  | "service_not_at_location"
  | "member_not_at_location"
  | "resource_not_at_location"
  | "member_cannot_perform"
  | "resource_not_for_service"
  | "no_resource_for_service"
  | "overlap"
  | "overlap_race"
  | "close_date"
  | "member_outside_hours"
  | "resource_outside_hours"
  | "service_unavailable"
  | "not_changeable";

/** Names as text, instants as ISO-8601 UTC, local dates as YYYY-MM-DD. */
export type RefusalParams = Record<string, string | number | null>;

export interface Refusal {
  code: RefusalCode;
  /** The refusal in English (API clients, logs); the SPA words `reason` with `params`. */
  message: string;
  can_override: boolean;
  conflicts?: Conflict[];
  reason: RefusalReason;
  params: RefusalParams;
  /** The index of the request's service line it concerns, when it concerns one. */
  line?: number;
}

export type BookingCheck =
  | { ok: true; services: PlannedService[]; start: number; end: number }
  | { ok: false; errors: Record<string, string> }
  | { ok: false; refusal: Refusal };
