import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { TipSettingInputs } from "./TipSettingInputs";
import { transformTipSetting } from "./tipSettingModel";

export const TipSettingEdit = () => (
  <Edit transform={transformTipSetting} mutationMode="pessimistic">
    <SimpleForm>
      <TipSettingInputs edit />
    </SimpleForm>
  </Edit>
);
