import { BooleanInput, SearchInput } from "react-admin";

export const brandFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.brands.filters.archived"
  />,
];
