import { SimpleForm } from "react-admin";
import {
  transformShiftOverride,
  validateShiftOverride,
} from "../shift-patterns/shiftModel";
import { Create } from "../../components/forms/RecordViews";
import { ShiftOverrideInputs } from "./ShiftOverrideInputs";

export const ShiftOverrideCreate = () => (
  <Create transform={transformShiftOverride} redirect="list">
    <SimpleForm
      defaultValues={{
        day_off: false,
        intervals: [{ start: "09:00", end: "17:00" }],
      }}
      validate={validateShiftOverride}
    >
      <ShiftOverrideInputs />
    </SimpleForm>
  </Create>
);
