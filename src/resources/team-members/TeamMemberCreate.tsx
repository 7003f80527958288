import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
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
