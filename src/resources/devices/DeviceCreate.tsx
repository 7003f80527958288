import { Create, SimpleForm } from "react-admin";
import { DeviceInputs } from "./DeviceInputs";
import { deviceDefaults, transformDevice } from "./deviceModel";

export const DeviceCreate = () => (
  <Create transform={transformDevice} redirect="list">
    <SimpleForm defaultValues={deviceDefaults()}>
      <DeviceInputs />
    </SimpleForm>
  </Create>
);
