import { maxLength, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import type { TreatmentType } from "../services/serviceTypes";

const COLOUR = /^#[0-9A-Fa-f]{6}$/;

export const treatmentTypeValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  description: [maxLength(1000)],
  colour: [regex(COLOUR, "app.validation.colour")],
};

/** Form-level copy of the rules (a form resolver replaces input rules). */
export const validateTreatmentType = (values: Partial<TreatmentType>) => {
  const errors: Record<string, string> = {};
  const name = values.name?.trim() ?? "";
  if (!name) errors.name = "app.validation.required";
  else if (name.length > 100)
    errors.name = "resources.treatment-types.validation.name_length";
  if (values.colour && !COLOUR.test(values.colour))
    errors.colour = "app.validation.colour";
  const order = values.sort_order;
  if (order != null && (!Number.isInteger(Number(order)) || Number(order) < 0))
    errors.sort_order = "resources.treatment-types.validation.sort_order";
  return errors;
};

export const treatmentTypeDefaults = (): Partial<TreatmentType> => ({
  colour: "#8E24AA",
  sort_order: 0,
});

export const transformTreatmentType = (values: Partial<TreatmentType>) =>
  cleanFormValues(values);
