import { NumberInput, SelectInput, TextInput } from "react-admin";
import {
  cancellationReasonValidators as v,
  initiatorChoices,
} from "./cancellationReasonModel";

/** Form fields shared by CancellationReasonCreate and CancellationReasonEdit. */
export const CancellationReasonInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <SelectInput
      source="initiated_by"
      choices={initiatorChoices}
      defaultValue="any"
    />
    <NumberInput source="sort_order" step={1} validate={v.sort_order} />
  </>
);
