import {
  maxLength,
  maxValue,
  minValue,
  number,
  regex,
  required,
} from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

export interface BookableResource {
  id: number;
  name: string;
  location_id: number;
  resource_category_id?: number | null;
  code?: string | null;
  description?: string | null;
  calendar_colour?: string | null;
  /** Bookings it holds at the same time, 1–50. */
  capacity: number;
  sort_order: number;
  service_ids: number[];
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

const CAPACITY = "resources.resources.validation.capacity";

export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const resourceDefaults = (): Partial<BookableResource> => ({
  calendar_colour: "#8E24AA",
  capacity: 1,
  sort_order: 0,
  service_ids: [],
});

export const resourceValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  location_id: [required("app.validation.required")],
  code: [maxLength(10)],
  description: [maxLength(1000)],
  calendar_colour: [regex(COLOUR_PATTERN, "app.validation.colour")],
  capacity: [
    required("app.validation.required"),
    number(CAPACITY),
    wholeNumber(CAPACITY),
    minValue(1, CAPACITY),
    maxValue(50, CAPACITY),
  ],
  sort_order: [
    number(),
    wholeNumber("resources.resources.validation.whole_number"),
    minValue(0),
    maxValue(10_000),
  ],
};

/** Trims, blanks → null, the services as numbers and a blank position as 0. */
export const transformResource = (
  values: Partial<BookableResource>,
): Partial<BookableResource> => {
  const result = cleanFormValues(values);
  return {
    ...result,
    sort_order: result.sort_order ?? 0,
    service_ids: (values.service_ids ?? []).map(Number),
  };
};
