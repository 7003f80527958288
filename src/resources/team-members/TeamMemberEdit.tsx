import { Edit, SimpleForm } from "react-admin";
import { TeamMemberInputs } from "./TeamMemberInputs";
import { transformTeamMember, validateTeamMember } from "./teamMemberModel";

export const TeamMemberEdit = () => (
  <Edit transform={transformTeamMember} mutationMode="pessimistic">
    <SimpleForm validate={validateTeamMember}>
      <TeamMemberInputs />
    </SimpleForm>
  </Edit>
);
