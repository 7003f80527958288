import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { OverridesPanel } from "./OverridesPanel";
import { WorkingHoursInputs } from "./WorkingHoursInputs";
import {
  transformWorkingHours,
  validateWorkingHours,
} from "./workingHoursModel";

/** The weekly grid, then the date overrides of the same resource below it. */
export const WorkingHoursEdit = () => (
  <Edit transform={transformWorkingHours} mutationMode="pessimistic">
    <SimpleForm validate={validateWorkingHours}>
      <WorkingHoursInputs />
    </SimpleForm>
    <OverridesPanel />
  </Edit>
);
