import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { DeviceInputs } from "./DeviceInputs";
import { transformDevice } from "./deviceModel";

export const DeviceEdit = () => (
  <Edit transform={transformDevice} mutationMode="pessimistic">
    <SimpleForm>
      <DeviceInputs />
    </SimpleForm>
  </Edit>
);
