import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
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
