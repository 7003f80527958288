import { cleanFormValues } from "../../components/forms/cleanFormValues";

export interface TimeInterval {
  start: string;
  end: string;
}

export { WEEKDAYS } from "../../components/weekHours/weekdays";
import { WEEKDAYS } from "../../components/weekHours/weekdays";
export type Weekday = (typeof WEEKDAYS)[number];
/** `{ mon: [{ start: "09:00", end: "18:00" }] }`; a missing day or `[]` is closed. */
export type WeekHours = Partial<Record<Weekday, TimeInterval[]>>;

export interface ResourceWorkingHours {
  id: number;
  resource_id: number;
  start_date: string;
  end_date?: string | null;
  repeat_weeks: number;
  weeks: WeekHours[];
  created_at?: string;
  updated_at?: string;
}

export interface ResourceHourOverride {
  id: number;
  resource_id: number;
  date: string;
  intervals: TimeInterval[];
  note?: string | null;
}

const V = "resources.resource-working-hours.validation";
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const isTime = (v: unknown, end = false) =>
  typeof v === "string" && (TIME.test(v) || (end && v === "24:00"));

export const repeatChoices = [1, 2, 3, 4].map((id) => ({
  id,
  name: `resources.resource-working-hours.repeat.${id}`,
}));

/** Monday to Friday, 09:00–17:00: a first pattern to adjust. */
export const workingHoursDefaults = (): Partial<ResourceWorkingHours> => ({
  start_date: new Date().toISOString().slice(0, 10),
  repeat_weeks: 1,
  weeks: [
    Object.fromEntries(
      WEEKDAYS.slice(0, 5).map((d) => [d, [{ start: "09:00", end: "17:00" }]]),
    ),
  ],
});

/**
 * The problems of one day's intervals, by index and field (translation keys):
 * HH:MM, end after start on the same day, no overlap with an earlier one.
 */
export const intervalErrors = (
  intervals: readonly Partial<TimeInterval>[] | undefined,
) => {
  const errors: Record<
    number,
    Partial<Record<keyof TimeInterval, string>>
  > = {};
  const list = intervals ?? [];
  list.forEach((i, index) => {
    if (!isTime(i?.start))
      errors[index] = { ...errors[index], start: `${V}.time` };
    if (!isTime(i?.end, true))
      errors[index] = { ...errors[index], end: `${V}.time` };
    else if (isTime(i?.start) && i.end! <= i.start!)
      errors[index] = { ...errors[index], end: `${V}.end_after_start` };
  });
  const valid = list
    .map((i, index) => ({ ...i, index }))
    .filter((i) => !errors[i.index])
    .sort((a, b) => a.start!.localeCompare(b.start!));
  for (let k = 1; k < valid.length; k++) {
    if (valid[k].start! < valid[k - 1].end!)
      errors[valid[k].index] = { start: `${V}.overlap` };
  }
  return errors;
};

/** Turns `{ 1: {...} }` into a sparse array that react-hook-form maps onto `intervals.1`. */
const asArray = (errors: Record<number, object>) => {
  const out: object[] = [];
  for (const [k, v] of Object.entries(errors)) out[Number(k)] = v;
  return out;
};

/** Form-level rules of a weekly pattern (the server checks the same). */
export const validateWorkingHours = (values: Partial<ResourceWorkingHours>) => {
  const errors: Record<string, unknown> = {};
  if (!values.resource_id) errors.resource_id = "app.validation.required";
  if (!values.start_date) errors.start_date = "app.validation.required";
  if (
    values.start_date &&
    values.end_date &&
    values.end_date < values.start_date
  ) {
    errors.end_date = `${V}.end_date`;
  }
  const weeks = (values.weeks ?? []).slice(0, values.repeat_weeks ?? 1);
  const weekErrors = weeks.map((week) => {
    const days: Record<string, object[]> = {};
    for (const day of WEEKDAYS) {
      const dayErrors = intervalErrors(week?.[day]);
      if (Object.keys(dayErrors).length) days[day] = asArray(dayErrors);
    }
    return days;
  });
  if (weekErrors.some((w) => Object.keys(w).length)) errors.weeks = weekErrors;
  return errors;
};

/** As many weeks as repeat, closed days left out, times trimmed; blanks → null. */
export const transformWorkingHours = (
  values: Partial<ResourceWorkingHours>,
): Partial<ResourceWorkingHours> => {
  const result = cleanFormValues(values);
  const repeat = Number(values.repeat_weeks ?? 1);
  const weeks = Array.from({ length: repeat }, (_, w) => {
    const week = values.weeks?.[w] ?? {};
    const out: WeekHours = {};
    for (const day of WEEKDAYS) {
      const intervals = (week[day] ?? []).map((i) => ({
        start: i.start.trim(),
        end: i.end.trim(),
      }));
      if (intervals.length) out[day] = intervals;
    }
    return out;
  });
  return { ...result, repeat_weeks: repeat, weeks };
};

/** The intervals of an override: `[]` when the day is closed. */
export const transformOverride = (
  values: Partial<ResourceHourOverride> & { closed?: boolean },
): Partial<ResourceHourOverride> => {
  const { closed, ...rest } = cleanFormValues(values);
  return {
    ...rest,
    intervals: closed
      ? []
      : (values.intervals ?? []).map((i) => ({
          start: i.start.trim(),
          end: i.end.trim(),
        })),
  };
};

export const validateOverride = (
  values: Partial<ResourceHourOverride> & { closed?: boolean },
) => {
  const errors: Record<string, unknown> = {};
  if (!values.date) errors.date = "app.validation.required";
  if (!values.closed) {
    const list = intervalErrors(values.intervals);
    if (Object.keys(list).length) errors.intervals = asArray(list);
    else if (!values.intervals?.length) errors.closed = `${V}.no_intervals`;
  }
  return errors;
};

/** "09:00–13:00, 14:00–18:00" (left to right in every language). */
export const formatIntervals = (
  intervals: readonly TimeInterval[] | undefined,
) => (intervals ?? []).map((i) => `${i.start}–${i.end}`).join(", ");

/** The days a pattern opens on, in order. */
export const openDays = (weeks: readonly WeekHours[] | undefined): Weekday[] =>
  WEEKDAYS.filter((d) => (weeks ?? []).some((w) => (w[d] ?? []).length > 0));
