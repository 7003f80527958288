import { BooleanInput, SearchInput } from "react-admin";

export const productCategoryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.product-categories.filters.archived"
  />,
];
