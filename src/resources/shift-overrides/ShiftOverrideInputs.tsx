import {
  BooleanInput,
  DateInput,
  FormDataConsumer,
  TextInput,
} from "react-admin";
import { MemberLocationInputs } from "../shift-patterns/ShiftPatternInputs";
import { DayIntervals } from "../../components/weekHours";

/** A changed day: who, where, which day, then a day off or that day's shifts. */
export const ShiftOverrideInputs = ({ fixed = false }: { fixed?: boolean }) => (
  <>
    {fixed ? null : (
      <>
        <MemberLocationInputs />
        <DateInput source="date" />
      </>
    )}
    <BooleanInput
      source="day_off"
      label="resources.shift-overrides.fields.day_off"
    />
    <FormDataConsumer>
      {({ formData }) =>
        formData.day_off ? null : (
          <DayIntervals source="intervals" keys="resources.shift-patterns" />
        )
      }
    </FormDataConsumer>
    <TextInput
      source="note"
      multiline
      fullWidth
      slotProps={{ htmlInput: { maxLength: 500 } }}
    />
  </>
);
