import { SimpleForm } from "react-admin";
import { useLocation } from "react-router-dom";
import { Create } from "../../components/forms/RecordViews";
import { ShiftPatternInputs } from "./ShiftPatternInputs";
import { OpeningHoursDefault } from "./OpeningHoursDefault";
import {
  shiftPatternDefaults,
  transformShiftPattern,
  validateShiftPattern,
} from "./shiftModel";

/**
 * Opened from the week grid with `state.record` = the member (and start date)
 * to prefill; the week starts as the location's opening hours.
 */
export const ShiftPatternCreate = () => {
  const { state } = useLocation();
  const prefill = (state as { record?: object } | null)?.record ?? {};
  return (
    <Create transform={transformShiftPattern} redirect="list">
      <SimpleForm
        defaultValues={{ ...shiftPatternDefaults(), ...prefill }}
        validate={validateShiftPattern}
      >
        <ShiftPatternInputs />
        <OpeningHoursDefault />
      </SimpleForm>
    </Create>
  );
};
