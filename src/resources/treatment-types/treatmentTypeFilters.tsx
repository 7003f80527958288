import { BooleanInput, SearchInput } from "react-admin";

export const treatmentTypeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.treatment-types.filters.archived"
  />,
];
