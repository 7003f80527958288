import { DateInput, SearchInput, SelectInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";
import { appliesToChoices, statusChoices, typeChoices } from "./dealModel";

export const dealFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={statusChoices}
    label="resources.deals.filters.status"
  />,
  <SelectInput
    key="type"
    source="type"
    choices={typeChoices}
    label="resources.deals.filters.type"
  />,
  <SelectInput
    key="applies_to"
    source="applies_to"
    choices={appliesToChoices}
    label="resources.deals.filters.applies_to"
  />,
  <DateInput
    key="starts_at_gte"
    source="starts_at_gte"
    label="resources.deals.filters.starts_from"
  />,
  <DateInput
    key="starts_at_lte"
    source="starts_at_lte"
    label="resources.deals.filters.starts_until"
  />,
  archivedOnlyFilter("resources.deals.filters.archived"),
];
