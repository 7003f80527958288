/** Wire shapes of the calendar API (CALENDAR_API.md, issue 9). */

export interface Interval {
  start_at: string;
  end_at: string;
}

export interface FrameDay {
  date: string;
  open: Interval[];
  close_date: { id: number; description: string | null } | null;
}

export interface FrameTimeOff extends Interval {
  id: number;
  type: string;
  note?: string | null;
}

export interface FrameMember {
  id: number;
  name: string;
  colour: string | null;
  department_id: number | null;
  sort_order: number;
  /** Performs a service offered at the location: a column of its own. */
  bookable?: boolean;
  working: Interval[];
  time_off: FrameTimeOff[];
}

export interface FrameResource {
  id: number;
  name: string;
  resource_category_id: number | null;
  hours: Interval[];
}

export interface CalendarFrame {
  time_zone: string;
  location: { id: number; name: string };
  days: FrameDay[];
  team_members: FrameMember[];
  resources: FrameResource[];
}

export type AppointmentStatus =
  | "booked"
  | "confirmed"
  | "arrived"
  | "started"
  | "completed"
  | "no_show"
  | "cancelled";

export type Channel = "in_store" | "phone" | "online" | "walk_in";

export interface AppointmentService {
  id: number;
  service_id: number;
  service_name: string;
  pricing_option_id: number | null;
  pricing_option_name: string | null;
  team_member_id: number;
  resource_id: number | null;
  start_at: string;
  end_at: string;
  duration_minutes: number;
  extra_time_type: "none" | "processing_after" | "blocked_after";
  extra_time_minutes: number;
  price: number;
  is_requested_member: boolean;
  sequence: number;
}

export interface AppointmentClient {
  id: number;
  first_name: string;
  last_name: string | null;
  mobile: string | null;
  email: string | null;
  blocked?: boolean;
}

export interface Appointment {
  id: number;
  reference: string;
  client_id: number | null;
  client: AppointmentClient | null;
  location_id: number;
  status: AppointmentStatus;
  channel: Channel;
  start_at: string;
  end_at: string;
  notes: string | null;
  cancellation_reason_id: number | null;
  cancelled_at: string | null;
  cancelled_by: "client" | "business" | null;
  is_late_cancellation: boolean;
  /** The sale that checked it out (issue 22), and that sale's status. */
  sale_id?: number | null;
  sale_status?: "unpaid" | "part_paid" | "paid" | "voided" | null;
  services: AppointmentService[];
  /** Another member's appointment seen with "own calendar only": busy time, no client (issue 23). */
  busy_only?: boolean;
}

export interface AvailabilityAnswer {
  time_zone: string;
  slot_interval_minutes: number;
  days: {
    date: string;
    members: {
      team_member_id: number;
      slots: { start_at: string; time: string }[];
    }[];
  }[];
}

export const BLOCKED_KINDS = ["lunch", "meeting", "training", "other"] as const;
export type BlockedKind = (typeof BLOCKED_KINDS)[number];

/** Time a team member keeps free of bookings (issue 23). */
export interface BlockedTime {
  id: number;
  location_id: number;
  team_member_id: number;
  kind: BlockedKind;
  title: string | null;
  start_at: string;
  end_at: string;
}

/** `calendar/entries`: every appointment and blocked time of a location's days. */
export interface CalendarEntries {
  time_zone: string;
  appointments: Appointment[];
  blocked_times: BlockedTime[];
}

/** A stored booking or blocked time in the way of a refused one. */
export interface RefusalConflict {
  kind: "team_member" | "resource";
  id: number;
  name: string;
  start_at: string;
  end_at: string;
  appointment_id: number | null;
  reference: string | null;
  blocked_time: { id: number; kind: string; title: string | null } | null;
  line: number;
}

/** The body of a booking refusal (SPEC §8 plus the calendar's keys). */
export interface BookingRefusal {
  status: number;
  message: string;
  code?: string;
  can_override?: boolean;
  errors?: Record<string, string>;
  /** What the SPA words in the user's language (docs/calendar-api.md). */
  reason?: string;
  params?: Record<string, string | number | null>;
  /** The service line it concerns. */
  line?: number;
  conflicts?: RefusalConflict[];
}
