import { cleanFormValues } from "../../components/forms/cleanFormValues";

export interface TimeInterval {
  start: string;
  end: string;
}

export { WEEKDAYS } from "../../components/weekHours/weekdays";
import { WEEKDAYS } from "../../components/weekHours/weekdays";
export type Weekday = (typeof WEEKDAYS)[number];
/** `{ mon: [{ start: "09:00", end: "18:00" }] }`; a missing day or `[]` = not working. */
export type WeekHours = Partial<Record<Weekday, TimeInterval[]>>;

export interface ShiftPattern {
  id: number;
  team_member_id: number;
  location_id: number;
  start_date: string;
  end_date?: string | null;
  repeat_weeks: number;
  weeks: WeekHours[];
  created_at?: string;
  updated_at?: string;
}

export interface ShiftOverride {
  id: number;
  team_member_id: number;
  location_id: number;
  date: string;
  intervals: TimeInterval[];
  note?: string | null;
}

const V = "resources.shift-patterns.validation";
const START = /^([01]\d|2[0-3]):[0-5]\d$/;
const END = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

export const repeatChoices = [1, 2, 3, 4].map((id) => ({
  id,
  name: `resources.shift-patterns.repeat.${id}`,
}));

const today = () => new Date().toISOString().slice(0, 10);

/** Monday to Friday, 09:00–17:00: a first pattern to adjust. */
export const shiftPatternDefaults = (): Partial<ShiftPattern> => ({
  start_date: today(),
  repeat_weeks: 1,
  weeks: [
    Object.fromEntries(
      WEEKDAYS.slice(0, 5).map((d) => [d, [{ start: "09:00", end: "17:00" }]]),
    ),
  ],
});

type IntervalErrors = Record<
  number,
  Partial<Record<keyof TimeInterval, string>>
>;

/**
 * The problems of one day's shifts, by index and field (translation keys), as
 * the server checks them: HH:MM, end after start (no shift crosses midnight),
 * no overlap with another shift of the day.
 */
export const intervalErrors = (
  intervals: readonly Partial<TimeInterval>[] | undefined,
): IntervalErrors => {
  const errors: IntervalErrors = {};
  const list = intervals ?? [];
  list.forEach((i, index) => {
    if (!START.test(i?.start ?? ""))
      errors[index] = { ...errors[index], start: `${V}.time` };
    if (!END.test(i?.end ?? ""))
      errors[index] = { ...errors[index], end: `${V}.time` };
    else if (!errors[index] && i.end! <= i.start!)
      errors[index] = { end: `${V}.end_after_start` };
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

/** `{ 1: {...} }` as a sparse array that react-hook-form maps onto `intervals.1`. */
const asArray = (errors: IntervalErrors) => {
  const out: object[] = [];
  for (const [k, v] of Object.entries(errors)) out[Number(k)] = v;
  return out;
};

/** Form-level rules of a weekly pattern (the server enforces the same). */
export const validateShiftPattern = (values: Partial<ShiftPattern>) => {
  const errors: Record<string, unknown> = {};
  if (!values.team_member_id) errors.team_member_id = "app.validation.required";
  if (!values.location_id) errors.location_id = "app.validation.required";
  if (!values.start_date) errors.start_date = "app.validation.required";
  if (
    values.start_date &&
    values.end_date &&
    values.end_date < values.start_date
  ) {
    errors.end_date = `${V}.end_date`;
  }
  const weeks = (values.weeks ?? []).slice(0, Number(values.repeat_weeks ?? 1));
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

const cleanIntervals = (list: readonly TimeInterval[] | undefined) =>
  (list ?? []).map((i) => ({
    start: (i.start ?? "").trim(),
    end: (i.end ?? "").trim(),
  }));

/** As many weeks as the rotation, days without shifts left out; blanks → null. */
export const transformShiftPattern = (
  values: Partial<ShiftPattern>,
): Partial<ShiftPattern> => {
  const result = cleanFormValues(values);
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
  return { ...result, repeat_weeks: repeat, weeks };
};

export type OverrideForm = Partial<ShiftOverride> & { day_off?: boolean };

/** A day off sends `[]`; otherwise the shifts of the day. */
export const transformShiftOverride = (
  values: OverrideForm,
): Partial<ShiftOverride> => {
  const { day_off, ...rest } = cleanFormValues(values);
  return {
    ...rest,
    intervals: day_off ? [] : cleanIntervals(values.intervals),
  };
};

export const validateShiftOverride = (values: OverrideForm) => {
  const errors: Record<string, unknown> = {};
  if (!values.team_member_id) errors.team_member_id = "app.validation.required";
  if (!values.location_id) errors.location_id = "app.validation.required";
  if (!values.date) errors.date = "app.validation.required";
  if (!values.day_off) {
    const list = intervalErrors(values.intervals);
    if (Object.keys(list).length) errors.intervals = asArray(list);
    else if (!values.intervals?.length) errors.day_off = `${V}.no_intervals`;
  }
  return errors;
};

/** An override as the form edits it: `[]` shows as "day off". */
export const overrideFormValues = (
  record: Partial<ShiftOverride>,
): OverrideForm => ({
  ...record,
  day_off: (record.intervals ?? []).length === 0 && record.id !== undefined,
});

/** "09:00–13:00, 14:00–18:00" (left to right in every language). */
export const formatIntervals = (
  intervals: readonly TimeInterval[] | undefined,
) => (intervals ?? []).map((i) => `${i.start}–${i.end}`).join(", ");

/** The days a pattern has shifts on, in order. */
export const workingDays = (
  weeks: readonly WeekHours[] | undefined,
): Weekday[] =>
  WEEKDAYS.filter((d) => (weeks ?? []).some((w) => (w[d] ?? []).length > 0));
