import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** The PostgreSQL channel every appointment write notifies (docs: CALENDAR_API.md, "Live updates"). */
export const CALENDAR_CHANNEL = "calendar_changes";

export type CalendarAction = "created" | "updated" | "status" | "deleted";

/** What changed; the stream relays it to the merchant's calendars. */
export interface CalendarChange {
  /** Null for a blocked time's change (then blocked_time_id says which). */
  appointment_id: number | null;
  blocked_time_id?: number;
  location_id: number;
  action: CalendarAction;
  /** ISO-8601 UTC instants of the appointment's span (after the change). */
  start_at: string;
  end_at: string;
}

export interface CalendarChangePayload extends CalendarChange {
  merchant_id: number;
}

/**
 * The notification's payload cut around the appointment id, for a
 * statement that notifies about the rows it inserts (ids it makes itself):
 * `head + id + tail` is the JSON text publishCalendarChange sends.
 */
export function calendarChangeParts(
  merchantId: number,
  change: Omit<CalendarChange, "appointment_id">,
): { head: string; tail: string } {
  const rest: Omit<CalendarChangePayload, "merchant_id" | "appointment_id"> = {
    ...(change.blocked_time_id !== undefined
      ? { blocked_time_id: change.blocked_time_id }
      : {}),
    location_id: change.location_id,
    action: change.action,
    start_at: change.start_at,
    end_at: change.end_at,
  };
  return {
    head: `{"merchant_id":${JSON.stringify(merchantId)},"appointment_id":`,
    tail: `,${JSON.stringify(rest).slice(1)}`,
  };
}

/**
 * Announces an appointment write with `pg_notify`. Call it inside the
 * transaction that writes: PostgreSQL delivers the notification at commit
 * (never for a rollback), to every server process listening on the database.
 */
export async function publishCalendarChange(
  tx: Queryable,
  merchantId: number,
  change: CalendarChange,
): Promise<void> {
  const { head, tail } = calendarChangeParts(merchantId, change);
  await tx.execute(
    sql`select pg_notify(${CALENDAR_CHANNEL}, ${`${head}${JSON.stringify(change.appointment_id)}${tail}`})`,
  );
}
