import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
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
