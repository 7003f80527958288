import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SearchInput,
} from "react-admin";

export const clientFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="referral_source_id"
    source="referral_source_id"
    reference="referral-sources"
    queryOptions={{ meta: { options: true } }}
  >
    <AutocompleteInput label="resources.clients.filters.referral_source_id" />
  </ReferenceInput>,
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.clients.filters.archived"
  />,
];
