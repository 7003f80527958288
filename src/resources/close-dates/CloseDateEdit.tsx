import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { CloseDateInputs } from "./CloseDateInputs";
import { transformCloseDate, validateCloseDate } from "./closeDateModel";

export const CloseDateEdit = () => (
  <Edit transform={transformCloseDate} mutationMode="pessimistic">
    <SimpleForm validate={validateCloseDate}>
      <CloseDateInputs />
    </SimpleForm>
  </Edit>
);
