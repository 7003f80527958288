import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { TipSettingInputs } from "./TipSettingInputs";
import { tipSettingDefaults, transformTipSetting } from "./tipSettingModel";

export const TipSettingCreate = () => (
  <Create transform={transformTipSetting} redirect="list">
    <SimpleForm defaultValues={tipSettingDefaults()}>
      <TipSettingInputs />
    </SimpleForm>
  </Create>
);
