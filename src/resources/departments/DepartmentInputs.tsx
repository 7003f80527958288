import {
  AutocompleteInput,
  ReferenceInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { departmentValidators as v, memberName } from "./departmentModel";

const OPTIONS = { meta: { options: true } };

/** Form fields shared by DepartmentCreate and DepartmentEdit; no location = all locations. */
export const DepartmentInputs = () => (
  <>
    <TextInput source="name" validate={v.name} />
    <ReferenceInput
      source="location_id"
      reference="locations"
      queryOptions={OPTIONS}
    >
      <SelectInput
        optionText="name"
        emptyText="resources.departments.all_locations"
      />
    </ReferenceInput>
    <ReferenceInput
      source="manager_team_member_id"
      reference="team-members"
      queryOptions={OPTIONS}
    >
      <AutocompleteInput
        optionText={memberName}
        filterToQuery={(q) => ({ q })}
      />
    </ReferenceInput>
  </>
);
