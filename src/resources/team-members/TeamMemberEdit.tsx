import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { TeamMemberInputs } from "./TeamMemberInputs";
import { useManagesLogins } from "./useManagesLogins";
import { transformTeamMember, validateTeamMember } from "./teamMemberModel";

export const TeamMemberEdit = () => {
  const logins = useManagesLogins();
  return (
    <Edit
      transform={(values) => transformTeamMember(values, { logins })}
      mutationMode="pessimistic"
    >
      <SimpleForm validate={validateTeamMember}>
        <TeamMemberInputs />
      </SimpleForm>
    </Edit>
  );
};
