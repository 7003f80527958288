import { cleanFormValues } from "../forms/cleanFormValues";
import { formatTimeRange, isTimeOfDay } from "../dates/timeOfDay";
import { WEEKDAYS } from "./weekdays";

export interface TimeInterval {
  start: string;
  end: string;
}
export type Weekday = (typeof WEEKDAYS)[number];
/** `{ mon: [{ start: "09:00", end: "18:00" }] }`; a missing day or `[]` is closed. */
export type WeekHours = Partial<Record<Weekday, TimeInterval[]>>;

/** Weekly hours from a date, repeating every 1–4 weeks (shift patterns, resource working hours). */
export interface WeeklyPattern {
  start_date: string;
  end_date?: string | null;
  repeat_weeks: number;
  weeks: WeekHours[];
}

/** One date's own hours instead of the pattern's; `[]` = closed (day off). */
export interface DayOverride {
  date: string;
  intervals: TimeInterval[];
  note?: string | null;
}

/** "HH:MM"; with `endOfDay` also "24:00", the end of a day that runs to midnight. */
export const isTime = isTimeOfDay;

/** Each starts before the other ends; touching intervals (…–13:00, 13:00–…) do not overlap. */
export const overlaps = (a: TimeInterval, b: TimeInterval) =>
  a.start < b.end && b.start < a.end;

export const byStart = (a: { start: string }, b: { start: string }) =>
  a.start.localeCompare(b.start);

export type IntervalProblem = "time" | "end_after_start" | "overlap";
type Problems<T> = Record<number, Partial<Record<keyof TimeInterval, T>>>;

/**
 * The problems of one day's intervals, by index and field (as the server
 * checks them): HH:MM, end after start (none crosses midnight), no overlap
 * with another of the day, reported on the later one in time order.
 */
export const intervalProblems = (
  intervals: readonly Partial<TimeInterval>[] | undefined,
  { endOfDay = true } = {},
): Problems<IntervalProblem> => {
  const errors: Problems<IntervalProblem> = {};
  const list = intervals ?? [];
  list.forEach((i, index) => {
    if (!isTime(i?.start)) errors[index] = { start: "time" };
    if (!isTime(i?.end, endOfDay))
      errors[index] = { ...errors[index], end: "time" };
    else if (!errors[index] && i.end! <= i.start!)
      errors[index] = { end: "end_after_start" };
  });
  const valid = list
    .map((i, index) => ({ ...(i as TimeInterval), index }))
    .filter((i) => !errors[i.index])
    .sort(byStart);
  for (let k = 1; k < valid.length; k++)
    if (overlaps(valid[k - 1], valid[k]))
      errors[valid[k].index] = { start: "overlap" };
  return errors;
};

/** intervalProblems as translation keys of a resource (`<keys>.validation.time`, …). */
export const intervalErrors = (
  intervals: readonly Partial<TimeInterval>[] | undefined,
  keys: string,
): Problems<string> => {
  const errors: Problems<string> = {};
  for (const [index, fields] of Object.entries(intervalProblems(intervals)))
    errors[Number(index)] = Object.fromEntries(
      Object.entries(fields).map(([f, p]) => [f, `${keys}.validation.${p}`]),
    );
  return errors;
};

/** `{ 1: {...} }` as a sparse array that react-hook-form maps onto `intervals.1`. */
const asArray = (errors: Record<number, object>) => {
  const out: object[] = [];
  for (const [k, v] of Object.entries(errors)) out[Number(k)] = v;
  return out;
};

const required = (values: object, fields: readonly string[]) =>
  Object.fromEntries(
    fields
      .filter((f) => !(values as Record<string, unknown>)[f])
      .map((f) => [f, "app.validation.required"]),
  );

const cleanIntervals = (list: readonly Partial<TimeInterval>[] | undefined) =>
  (list ?? []).map((i) => ({
    start: (i.start ?? "").trim(),
    end: (i.end ?? "").trim(),
  }));

/** "09:00–13:00, 14:00–18:00" as the UI language writes times ("09:00 AM–01:00 PM, …" in English). */
export const formatIntervals = (
  intervals: readonly TimeInterval[] | undefined,
  localeTag: string,
) =>
  (intervals ?? [])
    .map((i) => formatTimeRange(i.start, i.end, localeTag))
    .join(", ");

/** The days a pattern opens on, in order. */
export const openDays = (weeks: readonly WeekHours[] | undefined): Weekday[] =>
  WEEKDAYS.filter((d) => (weeks ?? []).some((w) => (w[d] ?? []).length > 0));

/** Monday to Friday, 09:00–17:00: a first pattern to adjust. */
export const weeklyDefaults = (): Partial<WeeklyPattern> => ({
  start_date: new Date().toISOString().slice(0, 10),
  repeat_weeks: 1,
  weeks: [
    Object.fromEntries(
      WEEKDAYS.slice(0, 5).map((d) => [d, [{ start: "09:00", end: "17:00" }]]),
    ),
  ],
});

/**
 * The form rules of a resource's weekly hours and its date overrides. What
 * differs between resources: `keys`, the catalogue prefix (holding
 * `validation.*` and `repeat.<n>`); `owner`, the fields each form requires
 * to name whose hours they are; `off`, the override form's flag for a day
 * without hours.
 */
export const weekHoursForms = <
  Pattern extends Partial<WeeklyPattern>,
  Override extends Partial<DayOverride>,
>({
  keys,
  owner,
  off,
}: {
  keys: string;
  owner: { pattern: readonly string[]; override: readonly string[] };
  off: string;
}) => ({
  repeatChoices: [1, 2, 3, 4].map((id) => ({
    id,
    name: `${keys}.repeat.${id}`,
  })),

  /** Owner, start date, end date not before it, each repeated week's intervals onto `weeks.<n>.<day>.<i>.<field>`. */
  validatePattern: (values: Pattern) => {
    const errors: Record<string, unknown> = required(values, [
      ...owner.pattern,
      "start_date",
    ]);
    if (
      values.start_date &&
      values.end_date &&
      values.end_date < values.start_date
    )
      errors.end_date = `${keys}.validation.end_date`;
    const weeks = (values.weeks ?? []).slice(
      0,
      Number(values.repeat_weeks ?? 1),
    );
    const weekErrors = weeks.map((week) => {
      const days: Record<string, object[]> = {};
      for (const day of WEEKDAYS) {
        const dayErrors = intervalErrors(week?.[day], keys);
        if (Object.keys(dayErrors).length) days[day] = asArray(dayErrors);
      }
      return days;
    });
    if (weekErrors.some((w) => Object.keys(w).length))
      errors.weeks = weekErrors;
    return errors;
  },

  /** As many weeks as repeat, closed days left out, times trimmed; blanks → null. */
  transformPattern: (values: Pattern): Pattern => {
    const repeat = Number(values.repeat_weeks ?? 1);
    const weeks = Array.from({ length: repeat }, (_, w) => {
      const week = values.weeks?.[w] ?? {};
      const out: WeekHours = {};
      for (const day of WEEKDAYS) {
        const intervals = cleanIntervals(week[day]);
        if (intervals.length) out[day] = intervals;
      }
      return out;
    });
    return {
      ...cleanFormValues(values),
      repeat_weeks: repeat,
      weeks,
    } as Pattern;
  },

  /** Owner and date; unless the day is off, valid intervals and at least one. */
  validateOverride: (values: Override) => {
    const errors: Record<string, unknown> = required(values, [
      ...owner.override,
      "date",
    ]);
    if (!(values as Record<string, unknown>)[off]) {
      const list = intervalErrors(values.intervals, keys);
      if (Object.keys(list).length) errors.intervals = asArray(list);
      else if (!values.intervals?.length)
        errors[off] = `${keys}.validation.no_intervals`;
    }
    return errors;
  },

  /** A day off sends `[]`, otherwise its intervals trimmed; the flag itself is not sent. */
  transformOverride: (values: Override): Override => {
    const { [off]: isOff, ...rest } = cleanFormValues(values) as Record<
      string,
      unknown
    >;
    return {
      ...rest,
      intervals: isOff ? [] : cleanIntervals(values.intervals),
    } as Override;
  },
});
