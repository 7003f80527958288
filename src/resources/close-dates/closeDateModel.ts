import { cleanSettings, req, text } from "../settings/settingsModel";

export interface CloseDate {
  id: number;
  start_date: string;
  end_date: string;
  description: string;
  location_ids: number[];
}

export const closeDateValidators = {
  start_date: [req],
  end_date: [req],
  description: [req, text(200)],
};

/** Form rules across fields: end ≥ start, at least one location (the server checks the same). */
export const validateCloseDate = (values: Partial<CloseDate>) => {
  const errors: Record<string, string> = {};
  if (
    values.start_date &&
    values.end_date &&
    values.end_date < values.start_date
  )
    errors.end_date = "resources.close-dates.validation.end_before_start";
  if (!values.location_ids?.length)
    errors.location_ids = "resources.close-dates.validation.locations";
  return errors;
};

export const closeDateDefaults = (): Partial<CloseDate> => ({
  location_ids: [],
});

/** Dates travel as YYYY-MM-DD (a picker may hand over a Date). */
const asDay = (value: unknown) => {
  if (value instanceof Date) {
    const local = new Date(
      value.getTime() - value.getTimezoneOffset() * 60_000,
    );
    return local.toISOString().slice(0, 10);
  }
  return value;
};

export const transformCloseDate = (
  values: Partial<CloseDate>,
): Partial<CloseDate> => {
  const result = cleanSettings(values) as Record<string, unknown>;
  result.start_date = asDay(values.start_date);
  result.end_date = asDay(values.end_date);
  result.location_ids = (values.location_ids ?? []).map(Number);
  return result as Partial<CloseDate>;
};
