import { BooleanInput, SearchInput } from "react-admin";

export const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="archived" source="archived" label="resources.clients.filters.archived" />,
];
