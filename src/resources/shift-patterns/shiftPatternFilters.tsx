import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectInput,
} from "react-admin";
import type { TeamMember } from "../../types";
import { teamMemberName } from "../team-members/teamMemberModel";

const OPTIONS = { meta: { options: true } };

/** Who, where and when: shared by the pattern and override lists. */
export const memberLocationFilters = [
  <ReferenceInput
    key="team_member_id"
    source="team_member_id"
    reference="team-members"
    queryOptions={OPTIONS}
    alwaysOn
  >
    <AutocompleteInput
      optionText={(r: TeamMember) => teamMemberName(r)}
      label="resources.shift-patterns.fields.team_member_id"
    />
  </ReferenceInput>,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={OPTIONS}
  >
    <SelectInput
      optionText="name"
      label="resources.shift-patterns.fields.location_id"
    />
  </ReferenceInput>,
];

export const shiftPatternFilters = [
  ...memberLocationFilters,
  <DateInput
    key="start_date_gte"
    source="start_date_gte"
    label="resources.shift-patterns.filters.start_from"
  />,
  <DateInput
    key="start_date_lte"
    source="start_date_lte"
    label="resources.shift-patterns.filters.start_to"
  />,
];
