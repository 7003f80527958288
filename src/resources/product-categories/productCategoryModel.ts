import { maxLength, maxValue, minValue, number, required } from "react-admin";
import { cleanFormValues } from "../../components/forms/cleanFormValues";
import { wholeNumber } from "../../components/forms/validators";

export interface ProductCategory {
  id: number;
  name: string;
  sort_order: number;
  archived_at?: string | null;
  created_at?: string;
  updated_at?: string;
}

export const productCategoryDefaults = (): Partial<ProductCategory> => ({
  sort_order: 0,
});

export const productCategoryValidators = {
  name: [required("app.validation.required"), maxLength(100)],
  sort_order: [
    number(),
    wholeNumber("resources.product-categories.validation.whole_number"),
    minValue(0),
    maxValue(10_000),
  ],
};

/** A blank position sends 0 (the column's default). */
export const transformProductCategory = (
  values: Partial<ProductCategory>,
): Partial<ProductCategory> => {
  const result = cleanFormValues(values);
  return { ...result, sort_order: result.sort_order ?? 0 };
};
