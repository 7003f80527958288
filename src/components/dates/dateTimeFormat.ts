/**
 * The one place dates and times are written for people and read back from
 * date-time inputs (issue 12): in the UI language's conventions (its own
 * order, 24-hour time where the language uses it, never seconds) and, for
 * instants (a deal's start, a time off), on the business's clock rather
 * than the browser's. Pure functions, no React.
 */

import { TIME_OF_DAY } from "./timeOfDay";

/** A calendar date without a time ("2026-05-27"): the same day everywhere. */
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** A datetime-local input's value ("2026-11-05T00:00"): a wall time, no zone. */
const WALL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

export interface DateTimeOptions {
  /** Also the time of day (hours and minutes). */
  time?: boolean;
  /** IANA zone whose clock an instant is shown on (the browser's if unset). */
  timeZone?: string;
  /** Also the zone's short name ("EST"), for a time not on the business's clock. */
  zoneName?: boolean;
}

/** A date, or a date and time, as the UI language writes it. */
export const formatDateTime = (
  value: string | number | Date | null | undefined,
  localeTag: string,
  { time = false, timeZone, zoneName = false }: DateTimeOptions = {},
): string => {
  if (value == null || value === "") return "";
  const dateOnly = typeof value === "string" && DATE_ONLY.test(value);
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return String(value);
  return new Intl.DateTimeFormat(localeTag, {
    day: "numeric",
    month: "short",
    year: "numeric",
    ...(time && !dateOnly
      ? {
          ...TIME_OF_DAY,
          ...(zoneName ? { timeZoneName: "short" as const } : {}),
        }
      : {}),
    timeZone: dateOnly ? "UTC" : timeZone,
  }).format(date);
};

/** An instant's time of day on a zone's clock, in the UI language ("09:00", "09:00 AM"). */
export const formatTimeAt = (
  instant: string | Date,
  localeTag: string,
  timeZone: string,
): string =>
  new Intl.DateTimeFormat(localeTag, { ...TIME_OF_DAY, timeZone }).format(
    new Date(instant),
  );

/**
 * A calendar date ("2026-11-25") with its weekday, as the UI language
 * writes it: "long" with the year ("Wednesday, November 25, 2026"),
 * "short" without ("Wed, Nov 25").
 */
export const formatDay = (
  date: string,
  localeTag: string,
  style: "long" | "short" = "long",
): string =>
  new Intl.DateTimeFormat(localeTag, {
    weekday: style,
    day: "numeric",
    month: style === "long" ? "long" : "short",
    ...(style === "long" ? { year: "numeric" } : {}),
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));

/** A zone's name in the UI language ("Eastern Time", "Nordamerikanische Ostküstenzeit"). */
export const timeZoneName = (timeZone: string, localeTag: string): string =>
  new Intl.DateTimeFormat(localeTag, { timeZone, timeZoneName: "longGeneric" })
    .formatToParts(new Date())
    .find((p) => p.type === "timeZoneName")?.value ?? timeZone;

/** The wall-clock parts of an instant in a zone. */
const wallClock = (date: Date, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  );
  return parts as Record<
    "year" | "month" | "day" | "hour" | "minute" | "second",
    string
  >;
};

/**
 * Today's date ("YYYY-MM-DD") on the clock of a time zone; a zone the
 * browser does not know falls back to UTC's date.
 */
export const todayIn = (timeZone: string, now: Date = new Date()): string => {
  try {
    return toZonedInput(now, timeZone).slice(0, 10);
  } catch {
    return now.toISOString().slice(0, 10);
  }
};

/** An instant as the "YYYY-MM-DDTHH:mm" of a datetime-local input on the zone's clock. */
export const toZonedInput = (
  value: string | Date | null | undefined,
  timeZone: string,
): string => {
  if (value == null || value === "") return "";
  // Already an input's value (react-admin formats the value it holds again).
  if (typeof value === "string" && WALL_TIME.test(value)) return value;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  const p = wallClock(date, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
};

/** The zone's offset from UTC at an instant, in minutes. */
const offsetAt = (instant: number, timeZone: string) => {
  const p = wallClock(new Date(instant), timeZone);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - instant) / 60_000);
};

/** A "YYYY-MM-DDTHH:mm" typed on the zone's clock as an ISO instant (UTC). */
export const fromZonedInput = (
  value: string | null | undefined,
  timeZone: string,
): string | null => {
  if (!value) return null;
  if (!WALL_TIME.test(value)) return value;
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value)!;
  const [y, mo, d, h, mi] = match.slice(1).map(Number);
  const wall = Date.UTC(y, mo - 1, d, h, mi);
  // The offset at the wall time read as UTC, corrected once for a change
  // of offset in between (daylight saving).
  let instant = wall - offsetAt(wall, timeZone) * 60_000;
  instant = wall - offsetAt(instant, timeZone) * 60_000;
  return new Date(instant).toISOString();
};

/**
 * A day ("2026-11-28") of a zone as the instant of one of its edges, for a
 * filter on instants (the API takes no plain dates there: which day a date
 * means depends on the zone): its first moment for "start", its last
 * millisecond for "end". null for anything that is not a day.
 */
export const dayEdgeInstant = (
  day: string | null | undefined,
  edge: "start" | "end",
  timeZone: string,
): string | null => {
  if (!day || !DATE_ONLY.test(day)) return null;
  if (edge === "start") return fromZonedInput(`${day}T00:00`, timeZone);
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const start = fromZonedInput(
    `${next.toISOString().slice(0, 10)}T00:00`,
    timeZone,
  )!;
  return new Date(Date.parse(start) - 1).toISOString();
};

/** The day ("2026-11-28") an instant falls on, on a zone's clock; a day stays as it is. */
export const zonedDay = (
  value: string | null | undefined,
  timeZone: string,
): string => {
  if (!value) return "";
  if (DATE_ONLY.test(value)) return value;
  return toZonedInput(value, timeZone).slice(0, 10);
};
