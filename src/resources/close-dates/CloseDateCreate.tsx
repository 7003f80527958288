import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
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
