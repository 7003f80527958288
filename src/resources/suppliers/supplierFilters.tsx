import { BooleanInput, SearchInput, TextInput } from "react-admin";

export const supplierFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput
    key="city"
    source="city"
    label="resources.suppliers.fields.city"
  />,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.suppliers.filters.archived"
  />,
];
