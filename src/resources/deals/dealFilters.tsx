import { SearchInput, SelectInput } from "react-admin";
import { DayEdgeInput } from "../../components/dates";
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
  <DayEdgeInput
    key="starts_at_gte"
    source="starts_at_gte"
    edge="start"
    label="resources.deals.filters.starts_from"
  />,
  <DayEdgeInput
    key="starts_at_lte"
    source="starts_at_lte"
    edge="end"
    label="resources.deals.filters.starts_until"
  />,
  archivedOnlyFilter("resources.deals.filters.archived"),
];
