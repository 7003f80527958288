import { Edit, SimpleForm } from "react-admin";
import { TimeOffInputs } from "./TimeOffInputs";
import { transformTimeOff, validateTimeOff } from "./timeOffModel";

export const TimeOffEdit = () => (
  <Edit transform={transformTimeOff} mutationMode="pessimistic" redirect="list">
    <SimpleForm validate={validateTimeOff}>
      <TimeOffInputs />
    </SimpleForm>
  </Edit>
);
