import { TextInput } from "react-admin";
import { resourceCategoryValidators as v } from "./resourceCategoryModel";

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
    <TextInput
      source="colour"
      type="color"
      validate={v.colour}
      sx={{ width: 160 }}
    />
  </>
);
