import { and, eq, sql } from "drizzle-orm";
import type { Tx } from "../../db/client.js";
import {
  appointments,
  cancellationReasons,
  onlineBookingSettings,
  type AppointmentStatus,
} from "../../db/schema/index.js";
import { HttpError, invalid } from "../../lib/httpErrors.js";
import { lockOwnedRow } from "../../lib/rowLocks.js";
import { isoInstant } from "../../lib/wire.js";
import { publishCalendarChange } from "../calendar/events.js";
import { mapOverlap } from "./booking.js";
import { checkUndoNoShow } from "./undoNoShow.js";

/**
 * Status transitions (DOMAIN §3.30): booked → confirmed → arrived → started
 * → completed, forward only (a step may be skipped: a walk-in arrives
 * without being confirmed); any state before completed may become cancelled
 * (a reason is required) or no_show; completed, cancelled and no_show are
 * final. The services' `active` flag follows the status (a trigger), so a
 * cancelled or no-show appointment frees its member and resource at once.
 * Two exceptions (issue 23): no-show only once the start time has passed,
 * and a no-show may be undone (back to booked) while its time is still free
 * of appointments and blocked time (undoNoShow.ts).
 */
const CHAIN: AppointmentStatus[] = [
  "booked",
  "confirmed",
  "arrived",
  "started",
  "completed",
];

export function allowedNext(from: AppointmentStatus): AppointmentStatus[] {
  if (from === "no_show") return ["booked"];
  const i = CHAIN.indexOf(from);
  if (i < 0 || from === "completed") return [];
  return [...CHAIN.slice(i + 1), "cancelled", "no_show"];
}

const words = (s: string) => s.replace("_", "-");
const list = (xs: string[]) =>
  xs.length <= 1
    ? (xs[0] ?? "")
    : `${xs.slice(0, -1).join(", ")} or ${xs[xs.length - 1]}`;

export interface StatusChange {
  status: AppointmentStatus;
  cancellation_reason_id?: number | null;
  cancelled_by?: "client" | "business" | null;
  note?: string | null;
  /** Set by checkout (the sales issue): the sale that completes the appointment. */
  sale_id?: number;
}

/**
 * Moves an appointment to a new status inside the caller's transaction
 * (locks the row); answers the updated row. Cancelling records the reason, who cancelled, when, and
 * whether it came inside the online booking settings' notice window
 * (`client_cancel_notice_minutes`, for cancellations by the client).
 */
export async function changeStatus(
  tx: Tx,
  merchantId: number,
  id: number,
  change: StatusChange,
  now = new Date(),
) {
  const a = await lockOwnedRow(tx, appointments, merchantId, id);
  const from = a.status as AppointmentStatus;
  const next = allowedNext(from);
  if (!next.includes(change.status)) {
    const message = next.length
      ? `Appointment ${a.reference} is ${words(from)}: it can only become ${list(next.map(words))}.`
      : `Appointment ${a.reference} is ${words(from)}: its status can no longer change.`;
    throw new HttpError(422, message, { status: message });
  }
  const startMs = Date.parse(String(isoInstant(a.start_at)));
  if (change.status === "no_show" && startMs > now.getTime()) {
    const message = `Appointment ${a.reference} has not started yet: it can be marked a no-show only once its start time has passed.`;
    throw new HttpError(422, message, { status: message });
  }
  if (from === "no_show" && change.status === "booked")
    await checkUndoNoShow(tx, merchantId, {
      id,
      reference: a.reference,
      location_id: a.location_id,
    });
  const values: Partial<typeof appointments.$inferInsert> = {
    status: change.status,
  };
  if (change.status === "cancelled") {
    if (change.cancellation_reason_id == null)
      throw invalid({
        cancellation_reason_id: "Choose the reason for the cancellation.",
      });
    const [reason] = await tx
      .select({ id: cancellationReasons.id })
      .from(cancellationReasons)
      .where(
        and(
          eq(cancellationReasons.merchant_id, merchantId),
          eq(cancellationReasons.id, change.cancellation_reason_id),
        ),
      );
    if (!reason)
      throw invalid({
        cancellation_reason_id:
          "The selected cancellation reason does not exist.",
      });
    const by = change.cancelled_by ?? "business";
    const [settings] = await tx
      .select({ notice: onlineBookingSettings.client_cancel_notice_minutes })
      .from(onlineBookingSettings)
      .where(eq(onlineBookingSettings.merchant_id, merchantId));
    const notice = (settings?.notice ?? 1440) * 60_000;
    Object.assign(values, {
      cancellation_reason_id: reason.id,
      cancelled_by: by,
      cancelled_at: now.toISOString(),
      is_late_cancellation: by === "client" && startMs - now.getTime() < notice,
    });
  }
  if (change.sale_id !== undefined) values.sale_id = change.sale_id;
  if (change.note)
    values.notes = a.notes ? `${a.notes}\n${change.note}` : change.note;
  // Undoing a no-show makes its services busy again (the trigger): the
  // exclusion constraints refuse it if the time was booked since.
  const [row] = await tx
    .update(appointments)
    .set({ ...values, updated_at: sql`now()` })
    .where(
      and(eq(appointments.merchant_id, merchantId), eq(appointments.id, id)),
    )
    .returning()
    .catch(mapOverlap);
  await publishCalendarChange(tx, merchantId, {
    appointment_id: id,
    location_id: a.location_id,
    action: "status",
    start_at: String(isoInstant(a.start_at)),
    end_at: String(isoInstant(a.end_at)),
  });
  return row;
}

/** Checkout (a later issue): links the sale and completes the appointment in the same transaction. */
export const completeWithSale = (
  tx: Tx,
  merchantId: number,
  id: number,
  saleId: number,
) => changeStatus(tx, merchantId, id, { status: "completed", sale_id: saleId });
