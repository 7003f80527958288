import { BooleanInput, SearchInput } from "react-admin";

export const resourceCategoryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.resource-categories.filters.archived"
  />,
];
