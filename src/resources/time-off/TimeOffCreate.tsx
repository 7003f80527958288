import { Create, SimpleForm } from "react-admin";
import { TimeOffInputs } from "./TimeOffInputs";
import {
  timeOffDefaults,
  transformTimeOff,
  validateTimeOff,
} from "./timeOffModel";

export const TimeOffCreate = () => (
  <Create transform={transformTimeOff} redirect="list">
    <SimpleForm defaultValues={timeOffDefaults()} validate={validateTimeOff}>
      <TimeOffInputs />
    </SimpleForm>
  </Create>
);
