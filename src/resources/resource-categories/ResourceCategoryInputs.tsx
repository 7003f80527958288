import { TextInput } from "react-admin";
import { resourceCategoryValidators as v } from "./resourceCategoryModel";
import { ColourInput } from "../../components/forms/ColourInput";

/** Form fields shared by ResourceCategoryCreate and ResourceCategoryEdit. */
export const ResourceCategoryInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <TextInput
      source="description"
      multiline
      minRows={2}
      validate={v.description}
    />
    <ColourInput source="colour" validate={v.colour} sx={{ width: 160 }} />
  </>
);
