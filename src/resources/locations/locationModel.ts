import { email } from "react-admin";
import {
  cleanSettings,
  phoneRule,
  req,
  text,
  timezoneRule,
} from "../settings/settingsModel";

export const WEEKDAYS = [
  "mon",
  "tue",
  "wed",
  "thu",
  "fri",
  "sat",
  "sun",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export interface TimeInterval {
  start: string;
  end: string;
}
export type WeekHours = Record<Weekday, TimeInterval[]>;

export interface Location {
  id: number;
  name: string;
  address_line1: string;
  address_line2?: string | null;
  city: string;
  region?: string | null;
  postcode?: string | null;
  country_code?: string | null;
  timezone: string;
  phone?: string | null;
  email?: string | null;
  opening_hours: WeekHours;
  default_service_tax_rate_id?: number | null;
  default_product_tax_rate_id?: number | null;
  invoice_sequence_id: number;
  online_booking_enabled: boolean;
  archived_at?: string | null;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Monday to Friday 09:00–18:00, Saturday 10:00–16:00, closed on Sunday. */
export const defaultWeek = (): WeekHours => ({
  mon: [{ start: "09:00", end: "18:00" }],
  tue: [{ start: "09:00", end: "18:00" }],
  wed: [{ start: "09:00", end: "18:00" }],
  thu: [{ start: "09:00", end: "18:00" }],
  fri: [{ start: "09:00", end: "18:00" }],
  sat: [{ start: "10:00", end: "16:00" }],
  sun: [],
});

const W = "resources.locations.week";

/**
 * The first problem of a week, as a translation key with the day: times
 * HH:MM, end after start, no overlap on a day (the server's rules).
 */
export const weekProblem = (week: Partial<WeekHours> | null | undefined) => {
  if (!week) return { message: "app.validation.required", args: {} };
  for (const day of WEEKDAYS) {
    const list = [...(week[day] ?? [])];
    for (const iv of list) {
      if (!HHMM.test(iv.start) || !HHMM.test(iv.end))
        return { message: `${W}.invalid_time`, args: { day } };
      if (iv.end <= iv.start)
        return { message: `${W}.end_before_start`, args: { day } };
    }
    list.sort((a, b) => a.start.localeCompare(b.start));
    for (let i = 1; i < list.length; i++)
      if (list[i].start < list[i - 1].end)
        return { message: `${W}.overlap`, args: { day } };
  }
  return undefined;
};

/** react-admin validator for the week editor. */
export const validateWeek = (value: Partial<WeekHours> | null | undefined) => {
  const problem = weekProblem(value);
  return problem
    ? {
        message: problem.message,
        args: { day: `${W}.days.${problem.args.day ?? "mon"}` },
      }
    : undefined;
};

export const locationDefaults = (): Partial<Location> => ({
  opening_hours: defaultWeek(),
  online_booking_enabled: false,
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
});

export const locationValidators = {
  name: [req, text(120)],
  address_line1: [req, text(200)],
  address_line2: [text(200)],
  city: [req, text(100)],
  region: [text(100)],
  postcode: [text(20)],
  timezone: [req, timezoneRule],
  phone: [phoneRule],
  email: [email("app.validation.email")],
  opening_hours: [validateWeek],
  invoice_sequence_id: [req],
};

/** Trimmed text, blanks as null, e-mail lower-case, every day present and sorted. */
export const transformLocation = (
  values: Partial<Location>,
): Partial<Location> => {
  const result = cleanSettings(values);
  if (typeof result.email === "string")
    result.email = result.email.toLowerCase();
  if (values.opening_hours) {
    result.opening_hours = Object.fromEntries(
      WEEKDAYS.map((d) => [
        d,
        [...(values.opening_hours?.[d] ?? [])].sort((a, b) =>
          a.start.localeCompare(b.start),
        ),
      ]),
    ) as WeekHours;
  }
  return result;
};
