import { BooleanInput, SearchInput, SelectInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";
import { scopeChoices, sessionTypeChoices } from "./membershipModel";

export const membershipFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="session_type"
    source="session_type"
    choices={sessionTypeChoices}
  />,
  <SelectInput
    key="services_scope"
    source="services_scope"
    choices={scopeChoices}
  />,
  <BooleanInput key="online_sales_enabled" source="online_sales_enabled" />,
  archivedOnlyFilter("resources.memberships.filters.archived"),
];
