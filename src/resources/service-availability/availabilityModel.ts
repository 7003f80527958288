import { required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import {
  byStart,
  isTime,
  overlaps,
} from "../../components/weekHours/weekHoursModel";
import type {
  AvailabilityRule,
  ServiceAvailability,
} from "../services/serviceTypes";

const T = "resources.service-availability.validation";

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayChoices = WEEKDAYS.map((id) => ({
  id,
  name: `resources.service-availability.weekdays.${id}`,
}));
export const channelChoices = (["both", "online", "in_store"] as const).map(
  (id) => ({
    id,
    name: `resources.service-availability.channels.${id}`,
  }),
);

export const newRule = (): AvailabilityRule => ({
  weekday: 1,
  start: "09:00",
  end: "17:00",
});

export const availabilityDefaults = (): Partial<ServiceAvailability> => ({
  location_id: null,
  channels: "both",
  rules: [newRule()],
});

export const availabilityValidators = {
  service_id: [required("app.validation.required")],
};

/** Per rule: HH:MM times, end after start, no overlap with an earlier period of the same day (as the server). */
export function ruleErrors(
  rules: Partial<AvailabilityRule>[],
): Record<string, string>[] {
  return rules.map((r, i) => {
    const e: Record<string, string> = {};
    if (r.weekday == null || !WEEKDAYS.includes(Number(r.weekday) as 1))
      e.weekday = "app.validation.required";
    if (!isTime(r.start)) e.start = `${T}.time`;
    if (!isTime(r.end)) e.end = `${T}.time`;
    if (!e.start && !e.end && r.end! <= r.start!)
      e.end = `${T}.end_after_start`;
    if (Object.keys(e).length) return e;
    const clash = rules.some(
      (o, j) =>
        j < i &&
        Number(o.weekday) === Number(r.weekday) &&
        !!o.start &&
        !!o.end &&
        overlaps(o as AvailabilityRule, r as AvailabilityRule),
    );
    if (clash) e.start = `${T}.overlap`;
    return e;
  });
}

export const validateAvailability = (values: Partial<ServiceAvailability>) => {
  const errors: Record<string, unknown> = {};
  if (values.service_id == null) errors.service_id = "app.validation.required";
  const rules = values.rules ?? [];
  if (!rules.length) errors.rules = `${T}.rules_required`;
  else {
    const perRule = ruleErrors(rules);
    if (perRule.some((e) => Object.keys(e).length)) errors.rules = perRule;
  }
  if (values.date_from && values.date_to && values.date_to < values.date_from)
    errors.date_to = `${T}.date_order`;
  return errors;
};

export const transformAvailability = (
  values: Partial<ServiceAvailability>,
): Partial<ServiceAvailability> => {
  const result = cleanFormValues(values);
  result.rules = (values.rules ?? []).map((r) => ({
    weekday: Number(r.weekday),
    start: r.start,
    end: r.end,
  }));
  return result;
};

/** "Mon 09:00–12:00, 13:00–17:30 · Sat 10:00–14:00" with the day names given. */
export function summariseRules(
  rules: AvailabilityRule[],
  dayName: (weekday: number) => string,
): string {
  return WEEKDAYS.map((d) => {
    const periods = rules
      .filter((r) => r.weekday === d)
      .sort(byStart)
      .map((r) => `${r.start}–${r.end}`);
    return periods.length ? `${dayName(d)} ${periods.join(", ")}` : "";
  })
    .filter(Boolean)
    .join(" · ");
}
