import { NumberInput, TextInput } from "react-admin";
import { productCategoryValidators as v } from "./productCategoryModel";

/** Form fields shared by ProductCategoryCreate and ProductCategoryEdit. */
export const ProductCategoryInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <NumberInput source="sort_order" step={1} min={0} validate={v.sort_order} />
  </>
);
