import { INACTIVE_STATUSES } from "../../db/schema/index.js";
import type { PlannedService } from "../calendar/bookingCheck.js";
import { wireInstant as iso } from "../calendar/zonedTime.js";
import type { PlannedAppointment } from "./insert.js";

/**
 * The columns writeStatement.ts sends as arrays (name, PostgreSQL type, the
 * value of a planned appointment or service), and those it answers with.
 */

export type Planned = PlannedAppointment;
export type Column<T> = [name: string, type: string, value: T];
export type AppointmentColumn = Column<(p: Planned) => unknown>;
export type ServiceColumn = Column<
  (s: PlannedService, p: Planned, active: boolean) => unknown
>;

/** Whether the appointment's services hold their member and resource (not cancelled, not a no-show). */
export const holdsTime = (p: Pick<Planned, "status">) =>
  !(INACTIVE_STATUSES as readonly string[]).includes(p.status ?? "booked");

/** Appointment columns from the arrays (merchant_id, reference and client_id come apart). */
export const APPOINTMENT: AppointmentColumn[] = [
  ["location_id", "bigint", (p) => p.location_id],
  ["status", "text", (p) => p.status ?? "booked"],
  ["channel", "text", (p) => p.channel],
  ["start_at", "timestamptz", (p) => iso(p.start)],
  ["end_at", "timestamptz", (p) => iso(p.end)],
  ["notes", "text", (p) => p.notes],
  ["cancellation_reason_id", "bigint", (p) => p.cancellation_reason_id ?? null],
  ["cancelled_at", "timestamptz", (p) => p.cancelled_at ?? null],
  ["cancelled_by", "text", (p) => p.cancelled_by ?? null],
  ["is_late_cancellation", "boolean", (p) => p.is_late_cancellation ?? false],
  ["sale_id", "bigint", (p) => p.sale_id ?? null],
  ["created_by", "integer", (p) => p.created_by ?? null],
];
export const GIVEN_CLIENT: AppointmentColumn = [
  "client_id",
  "bigint",
  (p) => p.client_id,
];
/** The seed gives its own creation instants; the routes leave them to the database. */
export const APPOINTMENT_STAMP: AppointmentColumn = [
  "created_at",
  "timestamptz",
  (p) => p.created_at,
];

/** Service columns from the arrays (merchant_id and appointment_id come apart). */
export const SERVICE: ServiceColumn[] = [
  ["service_id", "bigint", (s) => s.service_id],
  ["pricing_option_id", "bigint", (s) => s.pricing_option_id],
  ["team_member_id", "bigint", (s) => s.team_member_id],
  ["resource_id", "bigint", (s) => s.resource_id],
  ["start_at", "timestamptz", (s) => iso(s.start)],
  ["end_at", "timestamptz", (s) => iso(s.end)],
  ["duration_minutes", "integer", (s) => s.duration_minutes],
  ["extra_time_type", "text", (s) => s.extra_time_type],
  ["extra_time_minutes", "integer", (s) => s.extra_time_minutes],
  ["service_name", "text", (s) => s.service_name],
  ["pricing_option_name", "text", (s) => s.pricing_option_name],
  ["price", "bigint", (s) => s.price],
  ["is_requested_member", "boolean", (s) => s.is_requested_member],
  ["sequence", "integer", (s) => s.sequence],
  ["active", "boolean", (_s, _p, on) => on],
  ["resource_shared", "boolean", (s) => s.resource_shared],
  ["member_busy_until", "timestamptz", (s) => iso(s.member_busy_until)],
  ["resource_busy_until", "timestamptz", (s) => iso(s.resource_busy_until)],
];
export const SERVICE_STAMP: ServiceColumn = [
  "created_at",
  "timestamptz",
  (_s, p) => p.created_at,
];

/** The record's columns (the GET's, instants as PostgreSQL's text). */
export const APPOINTMENT_RECORD = `id, reference, client_id, location_id, status, channel,
  start_at::text as start_at, end_at::text as end_at, notes, cancellation_reason_id,
  cancelled_at::text as cancelled_at, cancelled_by, is_late_cancellation, sale_id,
  created_by, created_at::text as created_at, updated_at::text as updated_at`;
export const SERVICE_RECORD = `id, service_id, service_name, pricing_option_id, pricing_option_name,
  team_member_id, resource_id, start_at::text as start_at, end_at::text as end_at,
  duration_minutes, extra_time_type, extra_time_minutes, price, is_requested_member, sequence`;
export const CLIENT_RECORD = "id, first_name, last_name, mobile, email";
