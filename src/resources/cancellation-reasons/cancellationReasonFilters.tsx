import { SearchInput, SelectInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";
import { initiatorChoices } from "./cancellationReasonModel";

export const cancellationReasonFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="initiated_by"
    source="initiated_by"
    choices={initiatorChoices}
    label="resources.cancellation-reasons.filters.initiated_by"
  />,
  archivedOnlyFilter("resources.cancellation-reasons.filters.archived"),
];
