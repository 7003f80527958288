import { email } from "react-admin";
import {
  byStart,
  intervalProblems,
  type WeekHours,
} from "../../components/weekHours/weekHoursModel";
import { WEEKDAYS } from "../../components/weekHours/weekdays";
import {
  cleanSettings,
  req,
  text,
  timezoneRule,
} from "../settings/settingsModel";

/** Every day of the week, `[]` when closed. */
export type OpeningHours = Required<WeekHours>;

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
  opening_hours: OpeningHours;
  default_service_tax_rate_id?: number | null;
  default_product_tax_rate_id?: number | null;
  invoice_sequence_id: number;
  online_booking_enabled: boolean;
  archived_at?: string | null;
}

/** Monday to Friday 09:00–18:00, Saturday 10:00–16:00, closed on Sunday. */
export const defaultWeek = (): OpeningHours => ({
  mon: [{ start: "09:00", end: "18:00" }],
  tue: [{ start: "09:00", end: "18:00" }],
  wed: [{ start: "09:00", end: "18:00" }],
  thu: [{ start: "09:00", end: "18:00" }],
  fri: [{ start: "09:00", end: "18:00" }],
  sat: [{ start: "10:00", end: "16:00" }],
  sun: [],
});

const W = "resources.locations.week";
const KEYS = {
  time: "invalid_time",
  end_after_start: "end_before_start",
  overlap: "overlap",
};

/**
 * The first problem of a week, as a translation key with the day: times
 * HH:MM (no 24:00), end after start, no overlap on a day (the server's
 * rules). On a day, a time or order problem comes before an overlap.
 */
export const weekProblem = (week: WeekHours | null | undefined) => {
  if (!week) return { message: "app.validation.required", args: {} };
  for (const day of WEEKDAYS) {
    const problems = Object.values(
      intervalProblems(week[day], { endOfDay: false }),
    );
    const first = problems.find((p) => p.start !== "overlap") ?? problems[0];
    const code = first?.start ?? first?.end;
    if (code) return { message: `${W}.${KEYS[code]}`, args: { day } };
  }
  return undefined;
};

/** react-admin validator for the week editor. */
export const validateWeek = (value: WeekHours | null | undefined) => {
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
        [...(values.opening_hours?.[d] ?? [])].sort(byStart),
      ]),
    ) as OpeningHours;
  }
  return result;
};
