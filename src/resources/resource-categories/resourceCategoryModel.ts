import { maxLength, regex, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";

export interface ResourceCategory {
  id: number;
  name: string;
  description?: string | null;
  colour?: string | null;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export const COLOUR_PATTERN = /^#[0-9A-Fa-f]{6}$/;

export const resourceCategoryDefaults = (): Partial<ResourceCategory> => ({
  colour: "#43A047",
});

export const resourceCategoryValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  description: [maxLength(1000)],
  colour: [regex(COLOUR_PATTERN, "app.validation.colour")],
};

export const transformResourceCategory = (
  values: Partial<ResourceCategory>,
): Partial<ResourceCategory> => cleanFormValues(values);
