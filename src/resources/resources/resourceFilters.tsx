import {
  AutocompleteInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

const options = { meta: { options: true } };

export const resourceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
  >
    <SelectInput label="resources.resources.fields.location_id" />
  </ReferenceInput>,
  <ReferenceInput
    key="resource_category_id"
    source="resource_category_id"
    reference="resource-categories"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.resources.fields.resource_category_id" />
  </ReferenceInput>,
  <ReferenceInput
    key="service_id"
    source="service_id"
    reference="services"
    queryOptions={options}
  >
    <AutocompleteInput label="resources.resources.filters.service" />
  </ReferenceInput>,
  archivedOnlyFilter("resources.resources.filters.archived"),
];
