import {
  BooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

const OPTIONS = { meta: { options: true } };

export const teamMemberFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={OPTIONS}
  >
    <SelectInput
      optionText="name"
      label="resources.team-members.filters.location_id"
    />
  </ReferenceInput>,
  <ReferenceInput
    key="department_id"
    source="department_id"
    reference="departments"
    queryOptions={OPTIONS}
  >
    <SelectInput
      optionText="name"
      label="resources.team-members.filters.department_id"
    />
  </ReferenceInput>,
  <BooleanInput
    key="bookable_online"
    source="bookable_online"
    label="resources.team-members.filters.bookable_online"
  />,
  archivedOnlyFilter("resources.team-members.filters.archived"),
];
