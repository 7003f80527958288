import { NumberInput, TextInput } from "react-admin";
import { treatmentTypeValidators as v } from "./treatmentTypeModel";

/** Form fields shared by TreatmentTypeCreate and TreatmentTypeEdit (DOMAIN §3.24). */
export const TreatmentTypeInputs = () => (
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
    <NumberInput source="sort_order" step={1} min={0} sx={{ width: 160 }} />
  </>
);
