import { Edit, SimpleForm } from "react-admin";
import { CloseDateInputs } from "./CloseDateInputs";
import { transformCloseDate, validateCloseDate } from "./closeDateModel";

export const CloseDateEdit = () => (
  <Edit transform={transformCloseDate} mutationMode="pessimistic">
    <SimpleForm validate={validateCloseDate}>
      <CloseDateInputs />
    </SimpleForm>
  </Edit>
);
