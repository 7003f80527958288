/**
 * The PostgreSQL channel appointment writes notify (`pg_notify`, delivered at
 * commit) and the payload they send; the live stream relays it to browsers.
 */
export const CALENDAR_CHANNEL = "calendar_changes";

export interface CalendarChange {
  merchant_id: number;
  appointment_id: number;
  location_id: number;
  action: "created" | "updated" | "status";
  start_at: string;
  end_at: string;
}

/** The notification's JSON, or undefined when it is not a change of one merchant. */
export function parseCalendarChange(
  payload: string | undefined,
): CalendarChange | undefined {
  if (!payload) return undefined;
  try {
    const value = JSON.parse(payload) as Partial<CalendarChange> | null;
    return value && Number.isSafeInteger(value.merchant_id)
      ? (value as CalendarChange)
      : undefined;
  } catch {
    return undefined;
  }
}
