/**
 * Calendar helpers for the seed: every date is relative to the anchor, and
 * wall-clock times are read in the location's IANA timezone (DOMAIN §1.2).
 * Calendar dates are "YYYY-MM-DD" strings; instants are ISO strings with Z.
 */

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

// Building an Intl.DateTimeFormat is costly: one per timezone and purpose.
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: "date" | "full", timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}:${timeZone}`;
  let f = formats.get(key);
  if (!f) {
    f =
      kind === "date"
        ? new Intl.DateTimeFormat("en-CA", {
            timeZone,
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
          })
        : new Intl.DateTimeFormat("en-US", {
            timeZone,
            hourCycle: "h23",
            year: "numeric",
            month: "2-digit",
            day: "2-digit",
            hour: "2-digit",
            minute: "2-digit",
            second: "2-digit",
          });
    formats.set(key, f);
  }
  return f;
}

/** The calendar date of an instant in a timezone. */
export function localDate(instant: Date, timeZone: string): string {
  const parts = format("date", timeZone).formatToParts(instant);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return `${get("year")}-${get("month")}-${get("day")}`;
}

const toUtcMs = (date: string) => {
  const [y, m, d] = date.split("-").map(Number);
  return Date.UTC(y, m - 1, d);
};

const fromUtcMs = (ms: number) => {
  const d = new Date(ms);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
};

export const addDays = (date: string, days: number) =>
  fromUtcMs(toUtcMs(date) + days * 86_400_000);

/** 0 = Monday … 6 = Sunday. */
export const weekday = (date: string) =>
  (new Date(toUtcMs(date)).getUTCDay() + 6) % 7;

/** The Monday of the date's week. */
export const mondayOf = (date: string) => addDays(date, -weekday(date));

/** The first date on or after `date` that falls on `wd` (0 = Monday). */
export const nextWeekday = (date: string, wd: number) =>
  addDays(date, (wd - weekday(date) + 7) % 7);

export const daysBetween = (from: string, to: string) =>
  Math.round((toUtcMs(to) - toUtcMs(from)) / 86_400_000);

/** Offset of the timezone from UTC at an instant, in minutes. */
function offsetMinutes(ms: number, timeZone: string): number {
  const parts = format("full", timeZone).formatToParts(new Date(ms));
  const get = (t: string) => Number(parts.find((p) => p.type === t)!.value);
  const asUtc = Date.UTC(
    get("year"),
    get("month") - 1,
    get("day"),
    get("hour"),
    get("minute"),
    get("second"),
  );
  return Math.round((asUtc - Math.floor(ms / 1000) * 1000) / 60_000);
}

/** The offset at the start and at the end of a local day, cached: equal unless DST changes that day. */
const dayOffsets = new Map<string, number | null>();
function steadyOffset(date: string, timeZone: string): number | null {
  const key = `${timeZone}:${date}`;
  if (!dayOffsets.has(key)) {
    const start = toUtcMs(date);
    const a = offsetMinutes(start - 14 * 3_600_000, timeZone);
    const b = offsetMinutes(start + 38 * 3_600_000, timeZone);
    dayOffsets.set(key, a === b ? a : null);
  }
  return dayOffsets.get(key)!;
}

/** The instant of a wall-clock time ("HH:MM") on a date in a timezone, as ISO with Z. */
export function zonedInstant(
  date: string,
  time: string,
  timeZone: string,
): string {
  const [h, m] = time.split(":").map(Number);
  const wall = toUtcMs(date) + (h * 60 + m) * 60_000;
  const steady = steadyOffset(date, timeZone);
  if (steady !== null) return new Date(wall - steady * 60_000).toISOString();
  let ms = wall - offsetMinutes(wall, timeZone) * 60_000;
  // A second pass settles the offset around DST changes.
  ms = wall - offsetMinutes(ms, timeZone) * 60_000;
  return new Date(ms).toISOString();
}

/** "HH:MM" from minutes after midnight. */
export const hhmm = (minutes: number) =>
  `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
