import {
  BooleanInput,
  RadioButtonGroupInput,
  ReferenceInput,
  SelectInput,
} from "react-admin";
import { PercentListInput } from "./PercentListInput";
import {
  calculateOnChoices,
  tipSettingValidators as v,
} from "./tipSettingModel";
import { PreselectOnlyChoice } from "../../components/forms/PreselectOnlyChoice";

/** Form fields shared by TipSettingCreate and TipSettingEdit. */
export const TipSettingInputs = ({ edit = false }: { edit?: boolean }) => (
  <>
    <ReferenceInput
      source="location_id"
      reference="locations"
      queryOptions={{ meta: { options: true } }}
    >
      <PreselectOnlyChoice>
        <SelectInput
          optionText="name"
          validate={v.location_id}
          disabled={edit}
        />
      </PreselectOnlyChoice>
    </ReferenceInput>
    <BooleanInput source="enabled" />
    <PercentListInput
      source="suggested_pct"
      label="resources.tip-settings.fields.suggested_pct"
      helperText="resources.tip-settings.helper.suggested_pct"
      validate={v.suggested_pct}
    />
    <BooleanInput source="allow_custom" />
    <RadioButtonGroupInput source="calculate_on" choices={calculateOnChoices} />
  </>
);
