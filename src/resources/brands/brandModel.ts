import { maxLength, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";

export interface Brand {
  id: number;
  name: string;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export const brandValidators = {
  name: [required("app.validation.required"), maxLength(100)],
};

export const transformBrand = (values: Partial<Brand>): Partial<Brand> =>
  cleanFormValues(values);
