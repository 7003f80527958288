import { SimpleForm, useRecordContext } from "react-admin";
import {
  overrideFormValues,
  transformShiftOverride,
  validateShiftOverride,
  type ShiftOverride,
} from "../shift-patterns/shiftModel";
import { Edit } from "../../components/forms/RecordViews";
import { ShiftOverrideInputs } from "./ShiftOverrideInputs";

const OverrideForm = () => {
  const record = useRecordContext<ShiftOverride>();
  return (
    <SimpleForm
      record={record ? overrideFormValues(record) : undefined}
      validate={validateShiftOverride}
    >
      <ShiftOverrideInputs />
    </SimpleForm>
  );
};

export const ShiftOverrideEdit = () => (
  <Edit
    transform={transformShiftOverride}
    mutationMode="pessimistic"
    redirect="list"
  >
    <OverrideForm />
  </Edit>
);
