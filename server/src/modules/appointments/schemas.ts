import { z } from "zod";
import {
  APPOINTMENT_CHANNELS,
  APPOINTMENT_STATUSES,
  SALE_STATUSES,
  CANCELLED_BY,
  EXTRA_TIME_TYPES,
} from "../../db/schema/index.js";
import { instant, money, recordId } from "../../lib/schemas.js";

/** Wire shapes of appointments (CALENDAR_API.md). Unknown body keys are stripped (mass assignment). */

const text = (max: number) => z.string().trim().max(max);

export const bookingLineSchema = z.object({
  service_id: recordId,
  pricing_option_id: recordId.nullish(),
  team_member_id: recordId,
  resource_id: recordId.nullish(),
  start_at: instant,
  duration_minutes: z
    .number()
    .int()
    .min(5, "A service lasts at least 5 minutes.")
    .max(720, "A service lasts at most 12 hours.")
    .optional(),
  price: money.optional(),
  is_requested_member: z.boolean().optional(),
});

export const bookingBodySchema = z
  .object({
    client_id: recordId.nullish(),
    new_client: z
      .object({
        first_name: text(100).min(1, "Enter the client's first name."),
        last_name: text(100).nullish(),
        mobile: text(40).nullish(),
        email: z.email("Enter a valid e-mail address.").nullish(),
      })
      .nullish(),
    location_id: recordId,
    channel: z.enum(APPOINTMENT_CHANNELS).optional(),
    notes: text(2000).nullish(),
    confirm_outside_hours: z.boolean().optional(),
    services: z
      .array(bookingLineSchema)
      .min(1, "Add at least one service.")
      .max(20, "An appointment holds at most 20 services."),
  })
  .refine((b) => !(b.client_id && b.new_client), {
    message: "Choose an existing client or enter a new one, not both.",
    path: ["new_client"],
  });
export type BookingBody = z.output<typeof bookingBodySchema>;

export const statusBodySchema = z.object({
  status: z.enum(APPOINTMENT_STATUSES),
  cancellation_reason_id: recordId.nullish(),
  cancelled_by: z.enum(CANCELLED_BY).nullish(),
  note: text(500).nullish(),
});

const iso = z.string();
export const serviceRecord = z.object({
  id: z.number(),
  service_id: z.number(),
  service_name: z.string(),
  pricing_option_id: z.number(),
  pricing_option_name: z.string().nullable(),
  team_member_id: z.number(),
  resource_id: z.number().nullable(),
  start_at: iso,
  end_at: iso,
  duration_minutes: z.number(),
  extra_time_type: z.enum(EXTRA_TIME_TYPES),
  extra_time_minutes: z.number(),
  price: z.number(),
  is_requested_member: z.boolean(),
  sequence: z.number(),
});

export const appointmentRecord = z.object({
  id: z.number(),
  reference: z.string(),
  client_id: z.number().nullable(),
  client: z
    .object({
      id: z.number(),
      first_name: z.string(),
      last_name: z.string().nullable(),
      mobile: z.string().nullable(),
      email: z.string().nullable(),
    })
    .nullable(),
  location_id: z.number(),
  status: z.enum(APPOINTMENT_STATUSES),
  channel: z.enum(APPOINTMENT_CHANNELS),
  start_at: iso,
  end_at: iso,
  notes: z.string().nullable(),
  cancellation_reason_id: z.number().nullable(),
  cancelled_at: iso.nullable(),
  cancelled_by: z.enum(CANCELLED_BY).nullable(),
  is_late_cancellation: z.boolean(),
  sale_id: z.number().nullable(),
  /** The status of the sale `sale_id` names (issue 22): the calendar marks paid appointments and offers checkout when there is none or it was voided. A new booking answers null: it has no sale yet. */
  sale_status: z.enum(SALE_STATUSES).nullable().optional(),
  created_by: z.number().nullable(),
  created_at: iso,
  updated_at: iso,
  services: z.array(serviceRecord),
  /** Another member's appointment shown to an "own calendar only" user: busy time without client, notes or price (calendar/ownCalendar.ts). */
  busy_only: z.boolean().optional(),
});
