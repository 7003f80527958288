import { Edit, SimpleForm } from "react-admin";
import { TipSettingInputs } from "./TipSettingInputs";
import { transformTipSetting } from "./tipSettingModel";

export const TipSettingEdit = () => (
  <Edit transform={transformTipSetting} mutationMode="pessimistic">
    <SimpleForm>
      <TipSettingInputs edit />
    </SimpleForm>
  </Edit>
);
