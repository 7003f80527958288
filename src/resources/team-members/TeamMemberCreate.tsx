import { Create, SimpleForm } from "react-admin";
import { TeamMemberInputs } from "./TeamMemberInputs";
import { useManagesLogins } from "./useManagesLogins";
import {
  teamMemberDefaults,
  transformTeamMember,
  validateTeamMember,
} from "./teamMemberModel";

export const TeamMemberCreate = () => {
  const logins = useManagesLogins();
  return (
    <Create
      transform={(values) => transformTeamMember(values, { logins })}
      redirect="list"
    >
      <SimpleForm
        defaultValues={teamMemberDefaults()}
        validate={validateTeamMember}
      >
        <TeamMemberInputs />
      </SimpleForm>
    </Create>
  );
};
