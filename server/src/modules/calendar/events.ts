import { sql } from "drizzle-orm";
import type { Queryable } from "../../db/client.js";

/** The PostgreSQL channel every appointment write notifies (docs: CALENDAR_API.md, "Live updates"). */
export const CALENDAR_CHANNEL = "calendar_changes";

export type CalendarAction = "created" | "updated" | "status";

/** What changed; the stream relays it to the merchant's calendars. */
export interface CalendarChange {
  appointment_id: number;
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
 * Announces an appointment write with `pg_notify`. Call it inside the
 * transaction that writes: PostgreSQL delivers the notification at commit
 * (never for a rollback), to every server process listening on the database.
 */
export async function publishCalendarChange(
  tx: Queryable,
  merchantId: number,
  change: CalendarChange,
): Promise<void> {
  const payload: CalendarChangePayload = {
    merchant_id: merchantId,
    appointment_id: change.appointment_id,
    location_id: change.location_id,
    action: change.action,
    start_at: change.start_at,
    end_at: change.end_at,
  };
  await tx.execute(
    sql`select pg_notify(${CALENDAR_CHANNEL}, ${JSON.stringify(payload)})`,
  );
}
