import { Create, SimpleForm } from "react-admin";
import { TeamMemberInputs } from "./TeamMemberInputs";
import {
  teamMemberDefaults,
  transformTeamMember,
  validateTeamMember,
} from "./teamMemberModel";

export const TeamMemberCreate = () => (
  <Create transform={transformTeamMember} redirect="list">
    <SimpleForm
      defaultValues={teamMemberDefaults()}
      validate={validateTeamMember}
    >
      <TeamMemberInputs />
    </SimpleForm>
  </Create>
);
