import type {
  AvailabilityRule,
  TimeInterval,
  WeekHours,
} from "../../db/schema/jsonTypes.js";
import type { BusyList } from "./busy.js";
import type { Interval } from "./intervals.js";

/**
 * Everything the availability rules read for one location and date range,
 * held in memory (DOMAIN §3.18, §3.22, §3.26, §3.34, §3.35, §4.8–4.10). The
 * database layer (loadContext.ts) fills it; the pure rules (availability.ts,
 * bookingCheck.ts) never query. Instants are epoch milliseconds, dates
 * "YYYY-MM-DD" in the location's time zone.
 */

/** A rotation of weekly hours (shift pattern or resource working hours). */
export interface WeeklyPattern {
  start_date: string;
  /** Null = open-ended. */
  end_date: string | null;
  repeat_weeks: number;
  weeks: WeekHours[];
}

/** Patterns plus the dates that replace them (`[]` = off that day). */
export interface Schedule {
  patterns: WeeklyPattern[];
  overrides: Map<string, TimeInterval[]>;
}

export interface TimeOffEntry extends Interval {
  id: number;
  type: string;
  note: string | null;
}

export interface MemberInfo {
  id: number;
  name: string;
  colour: string;
  department_id: number | null;
  sort_order: number;
  archived: boolean;
  employment_start: string | null;
  employment_end: string | null;
  location_ids: Set<number>;
  service_ids: Set<number>;
  /** Shifts at this context's location. */
  schedule: Schedule;
  time_off: TimeOffEntry[];
}

export interface ResourceInfo {
  id: number;
  name: string;
  resource_category_id: number | null;
  location_id: number;
  sort_order: number;
  capacity: number;
  archived: boolean;
  service_ids: Set<number>;
  /** Null when the resource has no hours of its own: the location's opening hours. */
  schedule: Schedule | null;
}

export interface PricingOptionInfo {
  id: number;
  name: string | null;
  duration_minutes: number;
  price: number;
  special_price: number | null;
  archived: boolean;
}

export interface AvailabilityRuleSet {
  /** Null = all locations. */
  location_id: number | null;
  rules: AvailabilityRule[];
  date_from: string | null;
  date_to: string | null;
  channels: "online" | "in_store" | "both";
}

export type ExtraTimeType = "none" | "processing_after" | "blocked_after";

export interface ServiceInfo {
  id: number;
  name: string;
  archived: boolean;
  extra_time_type: ExtraTimeType;
  extra_time_minutes: number;
  resources_required: boolean;
  location_ids: Set<number>;
  member_ids: Set<number>;
  resource_ids: Set<number>;
  /** In sort order. */
  options: PricingOptionInfo[];
  availability: AvailabilityRuleSet[];
}

export interface CloseDateInfo {
  id: number;
  start_date: string;
  end_date: string;
  description: string;
}

export interface AvailabilityContext {
  timeZone: string;
  location: {
    id: number;
    name: string;
    archived: boolean;
    opening_hours: WeekHours;
  };
  /** The dates the context was loaded for (inclusive). */
  from: string;
  to: string;
  close_dates: CloseDateInfo[];
  members: Map<number, MemberInfo>;
  resources: Map<number, ResourceInfo>;
  services: Map<number, ServiceInfo>;
  /** Active appointment services: member busy = duration + blocked_after. */
  member_busy: Map<number, BusyList>;
  /** Resource busy = duration + any extra time. */
  resource_busy: Map<number, BusyList>;
  /** Online booking settings (DOMAIN §3.34). */
  slot_interval_minutes: number;
  client_cancel_notice_minutes: number;
  /** Memo of computed day intervals, by kind, id and date. */
  memo: Map<string, Interval[]>;
}

/** Member busy length and resource busy length of a service line, in minutes. */
export function busyMinutes(
  duration: number,
  extraType: ExtraTimeType,
  extraMinutes: number,
) {
  const extra = extraType === "none" ? 0 : extraMinutes;
  return {
    member: duration + (extraType === "blocked_after" ? extra : 0),
    resource: duration + extra,
  };
}
