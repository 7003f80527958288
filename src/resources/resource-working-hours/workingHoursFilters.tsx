import { AutocompleteInput, DateInput, ReferenceInput } from "react-admin";

const options = { meta: { options: true } };

export const workingHoursFilters = [
  <ReferenceInput
    key="resource_id"
    source="resource_id"
    reference="resources"
    queryOptions={options}
    alwaysOn
  >
    <AutocompleteInput label="resources.resource-working-hours.fields.resource_id" />
  </ReferenceInput>,
  <DateInput
    key="start_date_gte"
    source="start_date_gte"
    label="resources.resource-working-hours.filters.starts_from"
  />,
  <DateInput
    key="start_date_lte"
    source="start_date_lte"
    label="resources.resource-working-hours.filters.starts_until"
  />,
];
