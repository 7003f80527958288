import { and, eq, sql } from "drizzle-orm";
import { preparedQuery, type Db, type Tx } from "../../db/client.js";
import { pipelinedTransaction } from "../../db/pipelinedTransaction.js";
import { appointments, clients } from "../../db/schema/index.js";
import { conflict, HttpError, invalid } from "../../lib/httpErrors.js";
import { pgConstraint, pgErrorCode } from "../../lib/pgErrors.js";
import { lockOwnedRow } from "../../lib/rowLocks.js";
import {
  checkBooking,
  type BookingLineInput,
  type Channel,
  type Refusal,
} from "../calendar/bookingCheck.js";
import { publishCalendarChange } from "../calendar/events.js";
import { loadAvailabilityContext } from "../calendar/loadContext.js";
import { wireInstant } from "../calendar/zonedTime.js";
import { bookingRows, lockBookingRows } from "./bookingLocks.js";
import { replaceServices } from "./insert.js";
import {
  writeAppointments,
  type ClientSource,
  type WrittenRow,
} from "./writeStatement.js";

/**
 * The booking module (DOMAIN §3.30, §4.10): every appointment write of the
 * API goes through here, inside the caller's transaction. It locks the team
 * members and resources involved (FOR UPDATE, members then resources, each
 * by id, so concurrent bookings queue instead of deadlocking), loads the
 * availability context, checks with the pure rules (checkBooking) and
 * stores with writeAppointments / replaceServices. A refusal is a 409 with
 * the contract's `code`, `can_override` and `conflicts`.
 */

export interface BookingRequest {
  location_id: number;
  client_id?: number | null;
  new_client?: {
    first_name: string;
    last_name?: string | null;
    mobile?: string | null;
    email?: string | null;
  } | null;
  channel?: Channel;
  notes?: string | null;
  confirm_outside_hours?: boolean;
  services: BookingLineInput[];
}

export interface Actor {
  userId: number | null;
  role: 2 | 3;
}

/** The 409 of a refused booking, in the contract's shape. */
export const refusalError = (r: Refusal) =>
  new HttpError(409, r.message, undefined, undefined, {
    code: r.code,
    can_override: r.can_override,
    conflicts: r.conflicts ?? [],
  });

/** The exclusion constraints' answer, for a race the checks could not see. */
export function mapOverlap(err: unknown): never {
  if (pgErrorCode(err) === "23P01") {
    const who = pgConstraint(err)?.includes("resource")
      ? "The resource"
      : "The team member";
    throw refusalError({
      code: "overlap",
      message: `${who} is already booked at that time.`,
      can_override: false,
    });
  }
  throw err;
}

/**
 * A booking's statements are named and prepared once per connection
 * (preparedQuery), but PostgreSQL's own choice planned the busy query anew
 * on every call (its generic plan's estimate for array parameters is high):
 * 1.3 ms of PostgreSQL CPU per booking, under the member's lock, for the
 * same plan. Inside the booking's transaction only, and sent with its
 * first statements (no round trip of its own).
 */
const GENERIC_PLANS = {
  name: "booking_generic_plans",
  text: "set local plan_cache_mode = force_generic_plan",
};

const utcDate = (t: number, days: number) =>
  new Date(t + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Locks, loads the context for the request's days, and checks; throws the
 * 422 or 409. The lock and the busy time go out together: PostgreSQL reads
 * the busy time after the lock is granted, in a statement of its own (so it
 * sees every booking committed before), and the server waits once.
 */
async function checked(
  tx: Tx,
  merchantId: number,
  req: BookingRequest,
  actor: Actor,
  appointmentId?: number,
) {
  const { memberIds, resources } = bookingRows(req.services);
  const generic = preparedQuery(tx, GENERIC_PLANS, []);
  const locked = lockBookingRows(tx, merchantId, req.location_id, req.services);
  const starts = req.services.map((s) => s.start_at);
  // Both awaited: a failed lock fails the busy read behind it too.
  const [, , ctx] = await Promise.all([
    generic,
    locked,
    loadAvailabilityContext(tx, merchantId, {
      locationId: req.location_id,
      from: utcDate(Math.min(...starts), -1),
      to: utcDate(Math.max(...starts), 1),
      memberIds,
      resourceChoice: { ...resources, ids: locked },
      serviceIds: [...new Set(req.services.map((s) => s.service_id))],
    }),
  ]);
  const result = checkBooking(ctx, {
    lines: req.services,
    channel: req.channel ?? "in_store",
    confirmOutsideHours: req.confirm_outside_hours,
    mayOverrideServiceRules: actor.role === 2,
    appointmentId,
  });
  if (!result.ok) {
    if ("errors" in result) throw invalid(result.errors);
    throw refusalError(result.refusal);
  }
  return { ctx, result };
}

const CLIENT_MISSING = "The selected client does not exist.";

/** The client of a booking: an existing one of the merchant, or a new walk-in created now. */
async function resolveClient(tx: Tx, merchantId: number, req: BookingRequest) {
  if (req.new_client) {
    const nc = req.new_client;
    const [row] = await tx
      .insert(clients)
      .values({
        merchant_id: merchantId,
        first_name: nc.first_name,
        last_name: nc.last_name ?? null,
        mobile: nc.mobile ?? null,
        email: nc.email ?? null,
      })
      .returning({ id: clients.id });
    return row.id;
  }
  if (req.client_id == null) return null;
  const [row] = await tx
    .select({ id: clients.id })
    .from(clients)
    .where(
      and(eq(clients.merchant_id, merchantId), eq(clients.id, req.client_id)),
    );
  if (!row) throw invalid({ client_id: CLIENT_MISSING });
  return row.id;
}

/** Where a booking's client comes from: the one named, a new one, or none (a walk-in). */
const clientSource = (req: BookingRequest): ClientSource =>
  req.new_client
    ? {
        kind: "new",
        first_name: req.new_client.first_name,
        last_name: req.new_client.last_name ?? null,
        mobile: req.new_client.mobile ?? null,
        email: req.new_client.email ?? null,
      }
    : req.client_id != null
      ? { kind: "existing", id: req.client_id }
      : { kind: "none" };

/**
 * Books a new appointment in a transaction of its own; answers it as stored
 * (its columns, services and client, as the statement that wrote them
 * returned them: no read after). Three round trips: BEGIN with the locks,
 * the busy time, then the write with COMMIT (pipelinedTransaction), so the
 * members' and resources' locks are held for two.
 */
export async function bookAppointment(
  db: Db,
  merchantId: number,
  req: BookingRequest,
  actor: Actor,
): Promise<WrittenRow> {
  const [created] = await pipelinedTransaction(db, async (tx, commitWith) => {
    const { result } = await checked(tx, merchantId, req, actor);
    if (!result.ok) throw new Error("unreachable");
    return commitWith(() =>
      writeAppointments(
        tx,
        merchantId,
        [
          {
            location_id: req.location_id,
            client_id: null,
            channel: req.channel ?? "in_store",
            notes: req.notes ?? null,
            services: result.services,
            start: result.start,
            end: result.end,
            created_by: actor.userId,
          },
        ],
        { client: clientSource(req), notify: true, record: true },
      ),
    ).catch(mapOverlap);
  });
  // Nothing was stored when the named client does not exist.
  if (!created) throw invalid({ client_id: CLIENT_MISSING });
  return created;
}

const FINAL = new Set(["cancelled", "no_show", "completed"]);

/** Reschedules, reassigns or resizes: replaces the services; keeps id, reference and status. Answers the updated row. */
export async function updateAppointment(
  tx: Tx,
  merchantId: number,
  id: number,
  req: BookingRequest,
  actor: Actor,
) {
  const current = await lockOwnedRow(tx, appointments, merchantId, id);
  if (FINAL.has(current.status))
    throw conflict(
      `Appointment ${current.reference} is ${current.status.replace("_", "-")} and can no longer be changed.`,
    );
  const { result } = await checked(tx, merchantId, req, actor, id);
  if (!result.ok) throw new Error("unreachable");
  // A PUT without client_id (a drag on the calendar) keeps the client; null makes it a walk-in.
  const clientId =
    req.client_id === undefined && !req.new_client
      ? current.client_id
      : await resolveClient(tx, merchantId, req);
  await replaceServices(tx, merchantId, id, result.services).catch(mapOverlap);
  const start = wireInstant(result.start);
  const end = wireInstant(result.end);
  const [row] = await tx
    .update(appointments)
    .set({
      client_id: clientId,
      location_id: req.location_id,
      channel: req.channel ?? current.channel,
      notes: req.notes === undefined ? current.notes : req.notes,
      start_at: start,
      end_at: end,
      updated_at: sql`now()`,
    })
    .where(
      and(eq(appointments.merchant_id, merchantId), eq(appointments.id, id)),
    )
    .returning();
  await publishCalendarChange(tx, merchantId, {
    appointment_id: id,
    location_id: req.location_id,
    action: "updated",
    start_at: start,
    end_at: end,
  });
  return row;
}
