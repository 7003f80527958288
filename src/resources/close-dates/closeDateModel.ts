import { cleanSettings, req, text } from "../settings/settingsModel";

/** An appointment still booked on a close date (read-only, from the server). */
export interface BookedAppointment {
  id: number;
  reference: string;
  location_id: number;
  /** The day and start time in the location's time zone. */
  date: string;
  time: string;
  start_at: string;
  client_name: string | null;
  team_member_names: string[];
}

export interface CloseDate {
  id: number;
  start_date: string;
  end_date: string;
  description: string;
  location_ids: number[];
  booked_appointments?: BookedAppointment[];
  booked_appointment_count?: number;
}

/** The calendar's day view of the appointment's location (the calendar keeps its view in the URL). */
export const calendarDayLink = (a: BookedAppointment) =>
  `/calendar?${new URLSearchParams({ date: a.date, location: String(a.location_id) })}`;

/** How many booked appointments the server did not list (it lists the first ones). */
export const unlistedCount = (record: CloseDate) =>
  Math.max(
    0,
    (record.booked_appointment_count ?? 0) -
      (record.booked_appointments?.length ?? 0),
  );

export const closeDateValidators = {
  start_date: [req],
  end_date: [req],
  description: [req, text(200)],
};

/** Form rules across fields: end ≥ start, at least one location (the server checks the same). */
export const validateCloseDate = (values: Partial<CloseDate>) => {
  const errors: Record<string, string> = {};
  if (
    values.start_date &&
    values.end_date &&
    values.end_date < values.start_date
  )
    errors.end_date = "resources.close-dates.validation.end_before_start";
  if (!values.location_ids?.length)
    errors.location_ids = "resources.close-dates.validation.locations";
  return errors;
};

export const closeDateDefaults = (): Partial<CloseDate> => ({
  location_ids: [],
});

/** Dates travel as YYYY-MM-DD (a picker may hand over a Date). */
const asDay = (value: unknown) => {
  if (value instanceof Date) {
    const local = new Date(
      value.getTime() - value.getTimezoneOffset() * 60_000,
    );
    return local.toISOString().slice(0, 10);
  }
  return value;
};

/** What the server computes; never sent back. */
const READ_ONLY = ["booked_appointments", "booked_appointment_count"];

export const transformCloseDate = (
  values: Partial<CloseDate>,
): Partial<CloseDate> => {
  const result = cleanSettings(values, READ_ONLY) as Record<string, unknown>;
  result.start_date = asDay(values.start_date);
  result.end_date = asDay(values.end_date);
  result.location_ids = (values.location_ids ?? []).map(Number);
  return result as Partial<CloseDate>;
};
