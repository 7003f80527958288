import Box from "@mui/material/Box";
import {
  ArrayInput,
  DateInput,
  ReferenceInput,
  SelectInput,
  SimpleFormIterator,
} from "react-admin";
import { TimeOfDayInput } from "../../components/dates";
import {
  formCell,
  formRow,
  iteratorCell,
  wrappingIterator,
} from "../../components/forms/formLayout";
import { Section } from "../services/AreaParts";
import {
  availabilityValidators as v,
  channelChoices,
  weekdayChoices,
} from "./availabilityModel";

const options = { meta: { options: true } };
const cell = formCell(200);
const ruleCell = iteratorCell(130);

/** Form fields shared by the availability create and edit views (DOMAIN §3.26). */
export const AvailabilityInputs = () => (
  <>
    <Box sx={formRow}>
      <ReferenceInput
        source="service_id"
        reference="services"
        queryOptions={options}
      >
        <SelectInput optionText="name" validate={v.service_id} sx={cell} />
      </ReferenceInput>
      <ReferenceInput
        source="location_id"
        reference="locations"
        queryOptions={options}
      >
        <SelectInput
          optionText="name"
          emptyText="resources.service-availability.all_locations"
          sx={cell}
        />
      </ReferenceInput>
      <SelectInput source="channels" choices={channelChoices} sx={cell} />
    </Box>
    <Section labelKey="resources.service-availability.sections.hours" />
    <ArrayInput source="rules" label={false}>
      <SimpleFormIterator inline sx={wrappingIterator}>
        <SelectInput
          source="weekday"
          label="resources.service-availability.fields.weekday"
          choices={weekdayChoices}
          defaultValue={1}
          sx={ruleCell}
          helperText={false}
        />
        <TimeOfDayInput
          source="start"
          label="resources.service-availability.fields.start"
          defaultValue="09:00"
          sx={ruleCell}
        />
        <TimeOfDayInput
          source="end"
          label="resources.service-availability.fields.end"
          defaultValue="17:00"
          sx={ruleCell}
        />
      </SimpleFormIterator>
    </ArrayInput>
    <Section labelKey="resources.service-availability.sections.period" />
    <Box sx={formRow}>
      <DateInput source="date_from" sx={cell} />
      <DateInput source="date_to" sx={cell} />
    </Box>
  </>
);
