import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  appointments,
  appointmentServices,
  INACTIVE_STATUSES,
  type AppointmentStatus,
} from "../../db/schema/index.js";
import { reserveDocumentNumbers } from "../../lib/documentNumbers.js";
import type { Channel, PlannedService } from "../calendar/bookingCheck.js";
import type { AvailabilityContext } from "../calendar/context.js";
import { publishCalendarChange } from "../calendar/events.js";
import { wireInstant } from "../calendar/zonedTime.js";

/** An appointment checked by checkBooking, ready to store. */
export interface PlannedAppointment {
  location_id: number;
  client_id: number | null;
  channel: Channel;
  notes: string | null;
  services: PlannedService[];
  /** Span of the services (epoch ms). */
  start: number;
  end: number;
  /** Default "booked". The demo seed stores past appointments as they ended. */
  status?: AppointmentStatus;
  cancellation_reason_id?: number | null;
  cancelled_at?: string | null;
  cancelled_by?: "client" | "business" | null;
  is_late_cancellation?: boolean;
  sale_id?: number | null;
  created_by?: number | null;
  /** ISO instant; default now(). */
  created_at?: string;
}

const iso = wireInstant;
const CHUNK = 500;

/** The rows of one planned service. */
export function serviceRow(
  merchantId: number,
  appointmentId: number,
  s: PlannedService,
  active: boolean,
) {
  return {
    merchant_id: merchantId,
    appointment_id: appointmentId,
    service_id: s.service_id,
    pricing_option_id: s.pricing_option_id,
    team_member_id: s.team_member_id,
    resource_id: s.resource_id,
    start_at: iso(s.start),
    end_at: iso(s.end),
    duration_minutes: s.duration_minutes,
    extra_time_type: s.extra_time_type,
    extra_time_minutes: s.extra_time_minutes,
    service_name: s.service_name,
    pricing_option_name: s.pricing_option_name,
    price: s.price,
    is_requested_member: s.is_requested_member,
    sequence: s.sequence,
    active,
    resource_shared: s.resource_shared,
    member_busy_until: iso(s.member_busy_until),
    resource_busy_until: iso(s.resource_busy_until),
  };
}

/** Adds a stored appointment's active services to a context, so later checks see them (bulk booking). */
export function holdInContext(
  ctx: AvailabilityContext,
  appointmentId: number,
  reference: string,
  services: PlannedService[],
) {
  for (const s of services) {
    const base = {
      appointment_id: appointmentId,
      reference,
      start: s.start,
      service_start: s.start,
      service_end: s.end,
    };
    ctx.member_busy
      .get(s.team_member_id)
      ?.add({ ...base, end: s.member_busy_until });
    if (s.resource_id !== null)
      ctx.resource_busy
        .get(s.resource_id)
        ?.add({ ...base, end: s.resource_busy_until });
  }
}

/**
 * Stores checked appointments in bulk, inside the caller's transaction: one
 * reference each from the merchant's counter, the appointment rows, their
 * services (inactive when the status is cancelled or no-show), and one
 * calendar notification each (`notify: false` for the demo seed, which runs
 * before anyone listens). With `context`, the new busy time is added to it so
 * the next checkBooking on the same context sees it. The exclusion
 * constraints still refuse any overlap the checks missed (23P01).
 */
export async function insertAppointments(
  tx: Tx,
  merchantId: number,
  planned: PlannedAppointment[],
  opts: { context?: AvailabilityContext; notify?: boolean } = {},
): Promise<{ id: number; reference: string }[]> {
  const refs = await reserveDocumentNumbers(
    tx,
    merchantId,
    "appointment",
    planned.length,
  );
  const out: { id: number; reference: string }[] = [];
  for (let i = 0; i < planned.length; i += CHUNK) {
    const part = planned.slice(i, i + CHUNK);
    const rows = await tx
      .insert(appointments)
      .values(
        part.map((p, k) => ({
          merchant_id: merchantId,
          reference: refs[i + k],
          client_id: p.client_id,
          location_id: p.location_id,
          status: p.status ?? "booked",
          channel: p.channel,
          start_at: iso(p.start),
          end_at: iso(p.end),
          notes: p.notes,
          cancellation_reason_id: p.cancellation_reason_id ?? null,
          cancelled_at: p.cancelled_at ?? null,
          cancelled_by: p.cancelled_by ?? null,
          is_late_cancellation: p.is_late_cancellation ?? false,
          sale_id: p.sale_id ?? null,
          created_by: p.created_by ?? null,
          ...(p.created_at
            ? { created_at: p.created_at, updated_at: p.created_at }
            : {}),
        })),
      )
      .returning({ id: appointments.id, reference: appointments.reference });
    out.push(...rows);
    const services = part.flatMap((p, k) => {
      const active = !(INACTIVE_STATUSES as readonly string[]).includes(
        p.status ?? "booked",
      );
      return p.services.map((s) =>
        serviceRow(merchantId, rows[k].id, s, active),
      );
    });
    for (let j = 0; j < services.length; j += CHUNK)
      await tx.insert(appointmentServices).values(services.slice(j, j + CHUNK));
  }
  planned.forEach((p, k) => {
    const active = !(INACTIVE_STATUSES as readonly string[]).includes(
      p.status ?? "booked",
    );
    if (opts.context && active)
      holdInContext(opts.context, out[k].id, out[k].reference, p.services);
  });
  if (opts.notify !== false)
    for (const [k, p] of planned.entries())
      await publishCalendarChange(tx, merchantId, {
        appointment_id: out[k].id,
        location_id: p.location_id,
        action: "created",
        start_at: iso(p.start),
        end_at: iso(p.end),
      });
  return out;
}

/** Replaces an appointment's services (reschedule, reassign, resize): the id and reference stay. */
export async function replaceServices(
  tx: Tx,
  merchantId: number,
  appointmentId: number,
  services: PlannedService[],
) {
  await tx.execute(
    sql`delete from appointment_services where merchant_id = ${merchantId} and appointment_id = ${appointmentId}`,
  );
  await tx
    .insert(appointmentServices)
    .values(
      services.map((s) => serviceRow(merchantId, appointmentId, s, true)),
    );
}
