import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ShiftPatternInputs } from "./ShiftPatternInputs";
import { transformShiftPattern, validateShiftPattern } from "./shiftModel";

export const ShiftPatternEdit = () => (
  <Edit
    transform={transformShiftPattern}
    mutationMode="pessimistic"
    redirect="list"
  >
    <SimpleForm validate={validateShiftPattern}>
      <ShiftPatternInputs />
    </SimpleForm>
  </Edit>
);
