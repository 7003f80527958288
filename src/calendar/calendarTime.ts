import {
  formatDay,
  formatTimeAt,
  formatTimeOfDay,
  fromZonedInput,
  toZonedInput,
  todayIn,
} from "../components/dates";

export { todayIn };
import type { Interval } from "./calendarTypes";

/**
 * The calendar's time as pure data (issue 9): which time a point of the
 * grid means and how it is written. Positions are minutes of the location's
 * wall clock (00:00 = 0), so a day on which the clocks change keeps its
 * hours where the axis says (the skipped hour stays empty, the repeated one
 * is drawn once). Columns and blocks: calendarColumns.ts, calendarBlocks.ts.
 */

export const DAY_MINUTES = 24 * 60;
export const SNAP_MINUTES = 15;

/** "YYYY-MM-DD" plus n days. */
export const addDays = (date: string, n: number): string => {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
};

/** Monday-to-Sunday dates of the week holding `date`. */
export const weekDates = (date: string): string[] => {
  const [y, m, d] = date.split("-").map(Number);
  const weekday = (new Date(Date.UTC(y, m - 1, d)).getUTCDay() + 6) % 7;
  const monday = addDays(date, -weekday);
  return Array.from({ length: 7 }, (_, i) => addDays(monday, i));
};

/** The minutes of the zone's wall clock an instant falls on, relative to `date` (clamped to the day). */
export const wallMinutes = (
  instant: string | Date,
  date: string,
  timeZone: string,
): number => {
  const wall = toZonedInput(instant, timeZone);
  const day = wall.slice(0, 10);
  if (day < date) return 0;
  if (day > date) return DAY_MINUTES;
  return Number(wall.slice(11, 13)) * 60 + Number(wall.slice(14, 16));
};

export interface Segment {
  top: number;
  bottom: number;
}

/** The part of an interval that lies on `date`, in wall minutes; null when none. */
export const segmentOn = (
  interval: Interval,
  date: string,
  timeZone: string,
): Segment | null => {
  const top = wallMinutes(interval.start_at, date, timeZone);
  const bottom = wallMinutes(interval.end_at, date, timeZone);
  if (bottom <= top) return null;
  return { top, bottom };
};

export const segmentsOn = (
  intervals: Interval[],
  date: string,
  timeZone: string,
) =>
  intervals
    .map((interval) => segmentOn(interval, date, timeZone))
    .filter((s): s is Segment => s !== null);

/** The instant of wall minute `minutes` of `date` in the zone (ISO, UTC). */
export const instantAt = (
  date: string,
  minutes: number,
  timeZone: string,
): string => {
  const clamped = Math.max(0, Math.min(DAY_MINUTES - 1, Math.round(minutes)));
  const hh = String(Math.floor(clamped / 60)).padStart(2, "0");
  const mm = String(clamped % 60).padStart(2, "0");
  return fromZonedInput(`${date}T${hh}:${mm}`, timeZone)!;
};

export const snapMinutes = (minutes: number, step = SNAP_MINUTES): number =>
  Math.round(minutes / step) * step;
export interface TimeWindow {
  start: number;
  end: number;
}

/** The wall hours of the axis, e.g. [540, 600, …] for 09:00, 10:00, … */
export const axisHours = (window: TimeWindow): number[] => {
  const hours: number[] = [];
  for (let m = window.start; m < window.end; m += 60) hours.push(m);
  return hours;
};

/** Wall minutes as the UI language writes a time of day ("14:00", "02:00 PM"). */
export const formatWallTime = (minutes: number, localeTag: string): string => {
  const m = ((minutes % 1440) + 1440) % 1440;
  return formatTimeOfDay(
    `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`,
    localeTag,
  );
};

/** An instant's time of day on the zone's clock, in the UI language (the dates module's). */
export const formatTime = formatTimeAt;

/** A date ("2026-11-25") as the UI language writes it, with the weekday (the dates module's). */
export { formatDay };

/** Where the now line sits in a column of `date`, or null on another day. */
export const nowMinutes = (
  date: string,
  timeZone: string,
  now: Date = new Date(),
): number | null =>
  todayIn(timeZone, now) === date ? wallMinutes(now, date, timeZone) : null;

/**
 * Which column a pointer at `x` (from the start of the columns' box of
 * `width`) is over. Columns run from the left in left-to-right languages
 * and from the right in right-to-left ones.
 */
export const columnIndexAt = (
  x: number,
  width: number,
  count: number,
  direction: "ltr" | "rtl",
): number => {
  if (count <= 0 || width <= 0) return -1;
  const fromLeft = Math.min(
    count - 1,
    Math.max(0, Math.floor((x / width) * count)),
  );
  return direction === "rtl" ? count - 1 - fromLeft : fromLeft;
};

/** How far a finger goes sideways, in CSS px, to swipe to another column. */
export const SWIPE_PX = 60;

/**
 * Where a swipe of (dx, dy) px on the phone's one column goes: 1 to the
 * next column, -1 to the previous, 0 nowhere (too short, or more up and
 * down than sideways, as a scroll is). The next column comes in from the
 * end of the line: from the right in left-to-right languages (the finger
 * goes left), from the left in right-to-left ones (the finger goes right).
 */
export const swipeStep = (
  dx: number,
  dy: number,
  direction: "ltr" | "rtl",
): -1 | 0 | 1 => {
  if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < 2 * Math.abs(dy)) return 0;
  return (direction === "rtl" ? dx > 0 : dx < 0) ? 1 : -1;
};
