import type { ShiftOverride, ShiftPattern } from "../shift-patterns/shiftModel";
import {
  byStart,
  type TimeInterval,
  type Weekday,
} from "../../components/weekHours/weekHoursModel";
import { WEEKDAYS } from "../../components/weekHours/weekdays";

/** Pure date and working-time rules of the week grid (DOMAIN §3.18). */

export interface TimeOffPeriod {
  id?: number;
  team_member_id: number;
  start_at: string;
  end_at: string;
  type?: string;
}

export interface CloseDate {
  start_date: string;
  end_date: string;
  location_ids?: number[];
}

export interface WorkingDay {
  /** What is left to work, in the location's wall-clock time. */
  intervals: TimeInterval[];
  /** Where the shifts came from. */
  source: "override" | "pattern" | "none";
  override?: ShiftOverride;
  pattern?: ShiftPattern;
  locationId?: number;
  /** Time off took some or all of the day. */
  timeOff: boolean;
  /** The location is closed that day (close dates). */
  closed: boolean;
  /** Minutes of work left. */
  minutes: number;
}

const DAY_MS = 86_400_000;
const toUtc = (date: string) =>
  Date.UTC(+date.slice(0, 4), +date.slice(5, 7) - 1, +date.slice(8, 10));
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (date: string, days: number) =>
  fromUtc(toUtc(date) + days * DAY_MS);

/** Monday = 0 … Sunday = 6. */
const dayIndex = (date: string) => (new Date(toUtc(date)).getUTCDay() + 6) % 7;

export const weekdayOf = (date: string): Weekday => WEEKDAYS[dayIndex(date)];

/** The Monday of the date's week. */
export const mondayOf = (date: string) => addDays(date, -dayIndex(date));

/** The seven dates of the week starting on a Monday. */
export const weekDates = (monday: string) =>
  Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** Which week of the rotation applies: (weeks since the start_date week) mod repeat_weeks. */
export const rotationWeek = (
  pattern: Pick<ShiftPattern, "start_date" | "repeat_weeks">,
  date: string,
) => {
  const weeks = Math.round(
    (toUtc(mondayOf(date)) - toUtc(mondayOf(pattern.start_date))) /
      (7 * DAY_MS),
  );
  const repeat = Math.max(1, pattern.repeat_weeks || 1);
  return ((weeks % repeat) + repeat) % repeat;
};

const covers = (
  p: Pick<ShiftPattern, "start_date" | "end_date">,
  date: string,
) => p.start_date <= date && (!p.end_date || p.end_date >= date);

const minutes = (hhmm: string) =>
  Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));
const hhmm = (m: number) =>
  `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

/** The local date and minute of the day of an instant in an IANA timezone. */
export const localTime = (instant: string, timeZone: string) => {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    })
      .formatToParts(new Date(instant))
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
};

/** The part of a time-off period that falls on a local date, in minutes [from, to), or null. */
export const timeOffMinutes = (
  off: Pick<TimeOffPeriod, "start_at" | "end_at">,
  date: string,
  timeZone: string,
) => {
  const start = localTime(off.start_at, timeZone);
  const end = localTime(off.end_at, timeZone);
  if (start.date > date || end.date < date) return null;
  const from = start.date < date ? 0 : start.minute;
  const to = end.date > date ? 24 * 60 : end.minute;
  return to > from ? ([from, to] as const) : null;
};

/** Intervals minus [from, to) minute ranges. */
export const subtract = (
  intervals: readonly TimeInterval[],
  cuts: readonly (readonly [number, number])[],
) => {
  let pieces = intervals.map(
    (i) => [minutes(i.start), minutes(i.end)] as [number, number],
  );
  for (const [from, to] of cuts) {
    pieces = pieces.flatMap(([s, e]): [number, number][] => {
      if (to <= s || from >= e) return [[s, e]];
      return [
        ...(from > s ? [[s, from] as [number, number]] : []),
        ...(to < e ? [[to, e] as [number, number]] : []),
      ];
    });
  }
  return pieces.map(([s, e]) => ({ start: hhmm(s), end: hhmm(e) }));
};

const total = (intervals: readonly TimeInterval[]) =>
  intervals.reduce((sum, i) => sum + minutes(i.end) - minutes(i.start), 0);

export interface WorkingTimeData {
  patterns: readonly ShiftPattern[];
  overrides: readonly ShiftOverride[];
  timeOff: readonly TimeOffPeriod[];
  closeDates?: readonly CloseDate[];
  /** IANA timezone of a location (the merchant's default when unknown). */
  timezoneOf: (locationId: number | undefined) => string;
}

/**
 * Working time of a member on a date (DOMAIN §3.18): the override if there is
 * one, else the pattern's week `(weeks since the start_date week) mod
 * repeat_weeks`, minus time off, minus the location's close dates.
 */
export const workingTimeOn = (
  memberId: number,
  date: string,
  data: WorkingTimeData,
): WorkingDay => {
  const override = data.overrides.find(
    (o) => o.team_member_id === memberId && o.date === date,
  );
  const pattern = override
    ? undefined
    : data.patterns.find(
        (p) => p.team_member_id === memberId && covers(p, date),
      );
  const planned = override
    ? override.intervals
    : pattern
      ? (pattern.weeks[rotationWeek(pattern, date)]?.[weekdayOf(date)] ?? [])
      : [];
  const locationId = override?.location_id ?? pattern?.location_id;
  const closed = (data.closeDates ?? []).some(
    (c) =>
      c.start_date <= date &&
      c.end_date >= date &&
      (locationId === undefined ||
        !c.location_ids ||
        c.location_ids.includes(locationId)),
  );
  const timeZone = data.timezoneOf(locationId);
  const cuts = data.timeOff
    .filter((t) => t.team_member_id === memberId)
    .map((t) => timeOffMinutes(t, date, timeZone))
    .filter((c): c is readonly [number, number] => c !== null);
  const sorted = [...planned].sort(byStart);
  const intervals = closed ? [] : subtract(sorted, cuts);
  return {
    intervals,
    source: override ? "override" : pattern ? "pattern" : "none",
    override,
    pattern,
    locationId,
    timeOff: cuts.length > 0,
    closed,
    minutes: total(intervals),
  };
};

/** "7h 30m" style totals are left to the view; this gives hours and minutes. */
export const splitMinutes = (m: number) => ({
  hours: Math.floor(m / 60),
  minutes: m % 60,
});
