import {
  NullableBooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

const options = { meta: { options: true } };

export const serviceFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="treatment_type_id"
    source="treatment_type_id"
    reference="treatment-types"
    queryOptions={options}
  >
    <SelectInput
      optionText="name"
      label="resources.services.fields.treatment_type_id"
    />
  </ReferenceInput>,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
  >
    <SelectInput
      optionText="name"
      label="resources.services.filters.location"
    />
  </ReferenceInput>,
  <NullableBooleanInput
    key="has_deposit"
    source="has_deposit"
    label="resources.services.filters.has_deposit"
  />,
  <NullableBooleanInput
    key="online_booking_enabled"
    source="online_booking_enabled"
    label="resources.services.fields.online_booking_enabled"
  />,
  archivedOnlyFilter("resources.services.filters.archived"),
];
