/**
 * Wall-clock dates and times in a location's IANA time zone (DOMAIN §1.2
 * "Time"), computed with the platform's Intl time-zone data: no dependency,
 * and the same tzdata as the rest of Node. Instants are epoch milliseconds;
 * dates are "YYYY-MM-DD"; times of day are minutes since local midnight.
 */

const MINUTE = 60_000;
const DAY = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string) {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** True when Intl knows the zone (a location's timezone is checked on save, but be safe). */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The zone's offset from UTC at an instant, straight from Intl (slow: about 4 µs). */
function intlOffsetAt(timeZone: string, instant: number): number {
  const parts = formatter(timeZone).formatToParts(new Date(instant));
  const v: Record<string, number> = {};
  for (const p of parts) if (p.type !== "literal") v[p.type] = Number(p.value);
  const asUtc = Date.UTC(
    v.year,
    v.month - 1,
    v.day,
    v.hour,
    v.minute,
    v.second,
  );
  // Sub-second precision is lost by the formatter: compare whole seconds.
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const HOUR = 3_600_000;
/** Per zone, per UTC hour: the offset all through that hour, or null when it changes inside it. */
const hourOffsets = new Map<string, Map<number, number | null>>();

/**
 * The zone's offset from UTC at an instant, in milliseconds (local = utc +
 * offset). Cached per UTC hour: an hour whose first and last second have the
 * same offset has it throughout (clocks never change twice within an hour);
 * an hour with a change in it (rare: a DST day) asks Intl for each instant.
 */
export function offsetAt(timeZone: string, instant: number): number {
  let zone = hourOffsets.get(timeZone);
  if (!zone) hourOffsets.set(timeZone, (zone = new Map()));
  const hour = Math.floor(instant / HOUR);
  let v = zone.get(hour);
  if (v === undefined) {
    const first = intlOffsetAt(timeZone, hour * HOUR);
    v =
      intlOffsetAt(timeZone, hour * HOUR + HOUR - 1000) === first
        ? first
        : null;
    if (zone.size > 200_000) zone.clear();
    zone.set(hour, v);
  }
  return v ?? intlOffsetAt(timeZone, instant);
}

/** Epoch ms of `date` at 00:00 as if it were UTC (the naive local clock). */
export const naiveDay = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));

const dateNames = new Map<number, string>();

/** "YYYY-MM-DD" of a naive day start; memoised (the slot grid asks thousands of times a request). */
export function dateOfNaive(naive: number): string {
  let v = dateNames.get(naive);
  if (v === undefined) {
    v = new Date(naive).toISOString().slice(0, 10);
    if (dateNames.size > 100_000) dateNames.clear();
    dateNames.set(naive, v);
  }
  return v;
}

export const addDays = (date: string, days: number) =>
  dateOfNaive(naiveDay(date) + days * DAY);

/** Days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string) =>
  Math.round((naiveDay(b) - naiveDay(a)) / DAY);

/** ISO weekday: 1 = Monday … 7 = Sunday. */
export const isoWeekday = (date: string) => {
  const d = new Date(naiveDay(date)).getUTCDay();
  return d === 0 ? 7 : d;
};

/** The Monday of the date's week. */
export const mondayOf = (date: string) => addDays(date, 1 - isoWeekday(date));

/**
 * The instant at which the local clock reads `minutes` after midnight on
 * `date`. A time the clocks skip (spring forward) moves to the next valid
 * minute, the moment the clocks jump (DOMAIN §1.2); a time that occurs twice
 * (fall back) is its first occurrence. `minutes` may be 1440 (the next
 * midnight).
 */
export function zonedInstant(
  timeZone: string,
  date: string,
  minutes: number,
): number {
  const naive = naiveDay(date) + minutes * MINUTE;
  const steady = steadyOffset(timeZone, date);
  if (steady !== undefined && minutes <= 1440) return naive - steady;
  // The offsets on either side of any change near this time (at most one a day).
  const before = offsetAt(timeZone, naive - DAY / 2);
  const after = offsetAt(timeZone, naive + DAY / 2);
  let best: number | undefined;
  for (const o of before === after ? [before] : [before, after]) {
    const t = naive - o;
    if (offsetAt(timeZone, t) === o && (best === undefined || t < best))
      best = t;
  }
  if (best !== undefined) return best;
  // In a gap: the first instant whose local clock reads at least `naive`.
  let lo = naive - Math.max(before, after);
  let hi = naive - Math.min(before, after);
  while (hi - lo > MINUTE) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
    if (mid + offsetAt(timeZone, mid) >= naive) hi = mid;
    else lo = mid;
  }
  return hi;
}

/**
 * zonedInstant for many times of one date: the date's steady offset (most
 * days) is looked up once; other days and minutes past 1440 go through
 * zonedInstant itself, so every answer is the same.
 */
export function zonedClock(
  timeZone: string,
  date: string,
): (minutes: number) => number {
  const steady = steadyOffset(timeZone, date);
  if (steady === undefined)
    return (minutes) => zonedInstant(timeZone, date, minutes);
  const naive = naiveDay(date);
  return (minutes) =>
    minutes <= 1440
      ? naive + minutes * MINUTE - steady
      : zonedInstant(timeZone, date, minutes);
}

const steadyDays = new Map<string, number | null>();

/**
 * The zone's offset on a date when the clocks do not change from the day
 * before to the day after (most days), else undefined. Cached: the
 * slot grid converts thousands of times of day.
 */
function steadyOffset(timeZone: string, date: string): number | undefined {
  const key = `${timeZone}|${date}`;
  let v = steadyDays.get(key);
  if (v === undefined) {
    const day = naiveDay(date);
    const before = offsetAt(timeZone, day - DAY);
    v = offsetAt(timeZone, day + DAY + DAY) === before ? before : null;
    if (steadyDays.size > 100_000) steadyDays.clear();
    steadyDays.set(key, v);
  }
  return v ?? undefined;
}

/** The local date and minutes after local midnight of an instant. */
export function localTime(
  timeZone: string,
  instant: number,
): { date: string; minutes: number } {
  const local = instant + offsetAt(timeZone, instant);
  const dayStart = Math.floor(local / DAY) * DAY;
  return {
    date: dateOfNaive(dayStart),
    minutes: Math.floor((local - dayStart) / MINUTE),
  };
}

/** "HH:MM" → minutes after midnight ("24:00" → 1440). */
export const minutesOf = (hhmm: string) =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Minutes after midnight → "HH:MM". */
export const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** "10:00" in the zone, for messages. */
export const localClock = (timeZone: string, instant: number) =>
  hhmm(localTime(timeZone, instant).minutes);

/** [start, end) of a local date. */
export const localDayBounds = (timeZone: string, date: string) => ({
  start: zonedInstant(timeZone, date, 0),
  end: zonedInstant(timeZone, addDays(date, 1), 0),
});

/**
 * An instant on the wire as the stored rows are sent (lib/wire.ts
 * isoInstant): ISO 8601 UTC, without milliseconds when they are zero.
 */
const wireNames = new Map<number, string>();

export function wireInstant(t: number): string {
  let v = wireNames.get(t);
  if (v === undefined) {
    v = new Date(t).toISOString().replace(/\.000Z$/, "Z");
    // Memoised like dateOfNaive: a week of free slots is thousands of instants, mostly the same ones.
    if (wireNames.size > 200_000) wireNames.clear();
    wireNames.set(t, v);
  }
  return v;
}
