import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { TimeOffInputs } from "./TimeOffInputs";
import { transformTimeOff, validateTimeOff } from "./timeOffModel";

export const TimeOffEdit = () => (
  <Edit transform={transformTimeOff} mutationMode="pessimistic" redirect="list">
    <SimpleForm validate={validateTimeOff}>
      <TimeOffInputs />
    </SimpleForm>
  </Edit>
);
