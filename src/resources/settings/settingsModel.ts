import { maxLength, minValue, maxValue, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

/** Rules shared by the settings screens; the server applies the same ones. */
export const req = required("app.validation.required");
export const text = (max: number) =>
  maxLength(max, "resources.settings.validation.too_long");
export const whole = wholeNumber("resources.settings.validation.whole_number");
export const between = (min: number, max: number) => [
  minValue(min, "resources.settings.validation.min"),
  maxValue(max, "resources.settings.validation.max"),
];

/** A time zone the browser knows (IANA name). */
export const isTimezone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

export const timezoneRule = (value: unknown) =>
  !value || (typeof value === "string" && isTimezone(value))
    ? undefined
    : "resources.settings.validation.timezone";

/** Form values as the API takes them: no server fields, trimmed, blanks as null. */
export const cleanSettings = <T extends object>(
  values: T,
  drop: readonly string[] = [],
) => cleanFormValues(values, drop);

/** A percentage shown with the locale's digits, e.g. "12.5 %". */
export const formatPercent = (
  value: number | null | undefined,
  localeTag: string,
) =>
  value === null || value === undefined
    ? ""
    : new Intl.NumberFormat(localeTag, {
        style: "percent",
        maximumFractionDigits: 4,
      }).format(value / 100);
