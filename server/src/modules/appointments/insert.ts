import { sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  appointmentServices,
  type AppointmentStatus,
} from "../../db/schema/index.js";
import type { Channel, PlannedService } from "../calendar/bookingCheck.js";
import type { AvailabilityContext } from "../calendar/context.js";
import { wireInstant } from "../calendar/zonedTime.js";
import { holdsTime } from "./writeColumns.js";
import { writeAppointments } from "./writeStatement.js";

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
 * Stores checked appointments in bulk, inside the caller's transaction, in
 * one statement (writeStatement.ts): one reference each from the merchant's
 * counter, the appointment rows, their services (inactive when the status is
 * cancelled or no-show), and one calendar notification each (`notify: false`
 * for the demo seed, which runs before anyone listens). With `context`, the
 * new busy time is added to it so the next checkBooking on the same context
 * sees it. The exclusion constraints still refuse any overlap the checks
 * missed (23P01).
 */
export async function insertAppointments(
  tx: Tx,
  merchantId: number,
  planned: PlannedAppointment[],
  opts: { context?: AvailabilityContext; notify?: boolean } = {},
): Promise<{ id: number; reference: string }[]> {
  const written = await writeAppointments(tx, merchantId, planned, {
    client: { kind: "given" },
    notify: opts.notify !== false,
    record: false,
  });
  // In array order (the statement's answer is ordered so).
  const out = written.map((r) => ({ id: r.id, reference: r.reference }));
  planned.forEach((p, k) => {
    if (opts.context && holdsTime(p))
      holdInContext(opts.context, out[k].id, out[k].reference, p.services);
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
