import { Create, SimpleForm } from "react-admin";
import { WorkingHoursInputs } from "./WorkingHoursInputs";
import {
  transformWorkingHours,
  validateWorkingHours,
  workingHoursDefaults,
} from "./workingHoursModel";

export const WorkingHoursCreate = () => (
  <Create transform={transformWorkingHours} redirect="edit">
    <SimpleForm
      defaultValues={workingHoursDefaults()}
      validate={validateWorkingHours}
    >
      <WorkingHoursInputs />
    </SimpleForm>
  </Create>
);
