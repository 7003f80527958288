import { Create, SimpleForm } from "react-admin";
import { CloseDateInputs } from "./CloseDateInputs";
import {
  closeDateDefaults,
  transformCloseDate,
  validateCloseDate,
} from "./closeDateModel";

export const CloseDateCreate = () => (
  <Create transform={transformCloseDate} redirect="list">
    <SimpleForm
      defaultValues={closeDateDefaults()}
      validate={validateCloseDate}
    >
      <CloseDateInputs />
    </SimpleForm>
  </Create>
);
