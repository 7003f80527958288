import { BooleanInput, SearchInput } from "react-admin";

export const referralSourceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput
    key="is_default"
    source="is_default"
    label="resources.referral-sources.filters.is_default"
  />,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.referral-sources.filters.archived"
  />,
];
