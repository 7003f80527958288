import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { DeviceInputs } from "./DeviceInputs";
import { deviceDefaults, transformDevice } from "./deviceModel";

export const DeviceCreate = () => (
  <Create transform={transformDevice} redirect="list">
    <SimpleForm defaultValues={deviceDefaults()}>
      <DeviceInputs />
    </SimpleForm>
  </Create>
);
