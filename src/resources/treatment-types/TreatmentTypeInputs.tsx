import { NumberInput, TextInput } from "react-admin";
import { treatmentTypeValidators as v } from "./treatmentTypeModel";
import { ColourInput } from "../../components/forms/ColourInput";

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
    <ColourInput source="colour" validate={v.colour} sx={{ width: 160 }} />
    <NumberInput source="sort_order" step={1} min={0} sx={{ width: 160 }} />
  </>
);
