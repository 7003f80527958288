import { cleanFormValues } from "../../components/forms/cleanFormValues";

export const TIME_OFF_TYPES = ["annual", "sick", "training", "other"] as const;

export interface TimeOff {
  id: number;
  team_member_id: number;
  start_at: string;
  end_at: string;
  type: (typeof TIME_OFF_TYPES)[number];
  note?: string | null;
}

export const typeChoices = TIME_OFF_TYPES.map((id) => ({
  id,
  name: `resources.time-off.types.${id}`,
}));

export const timeOffDefaults = (): Partial<TimeOff> => ({ type: "annual" });

const instant = (v: unknown) => (v ? new Date(String(v)).getTime() : NaN);

/** Member, start and end are required; the end comes after the start (the server checks the same). */
export const validateTimeOff = (values: Partial<TimeOff>) => {
  const errors: Record<string, string> = {};
  if (!values.team_member_id) errors.team_member_id = "app.validation.required";
  if (!values.start_at) errors.start_at = "app.validation.required";
  if (!values.end_at) errors.end_at = "app.validation.required";
  if (
    values.start_at &&
    values.end_at &&
    !(instant(values.end_at) > instant(values.start_at))
  ) {
    errors.end_at = "resources.time-off.validation.end_after_start";
  }
  return errors;
};

/** Instants go out as ISO 8601 with Z; blanks → null. */
export const transformTimeOff = (
  values: Partial<TimeOff>,
): Partial<TimeOff> => {
  const result = cleanFormValues(values);
  for (const key of ["start_at", "end_at"] as const) {
    const v = values[key];
    if (v) result[key] = new Date(v).toISOString();
  }
  return result;
};
