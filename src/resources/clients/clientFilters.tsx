import { AutocompleteInput, ReferenceInput, SearchInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

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
  archivedOnlyFilter("resources.clients.filters.archived"),
];
