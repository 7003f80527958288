import { BooleanInput, SearchInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

export const referralSourceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="is_default"
    source="is_default"
    label="resources.referral-sources.filters.is_default"
  />,
  archivedOnlyFilter("resources.referral-sources.filters.archived"),
];
