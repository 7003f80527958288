import { Edit, SimpleForm } from "react-admin";
import { DeviceInputs } from "./DeviceInputs";
import { transformDevice } from "./deviceModel";

export const DeviceEdit = () => (
  <Edit transform={transformDevice} mutationMode="pessimistic">
    <SimpleForm>
      <DeviceInputs />
    </SimpleForm>
  </Edit>
);
