import { BooleanInput, SearchInput } from "react-admin";

export const teamMemberFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="archived" source="archived" label="resources.team-members.filters.archived" />,
];
