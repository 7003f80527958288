import { SimpleForm, type EditProps } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { MembershipInputs } from "./MembershipInputs";
import { transformMembership, validateMembership } from "./membershipModel";

/** `props` lets a test or an embedding page pass the id. */
export const MembershipEdit = (props: Omit<EditProps, "children">) => (
  <Edit {...props} transform={transformMembership} mutationMode="pessimistic">
    <SimpleForm validate={validateMembership}>
      <MembershipInputs />
    </SimpleForm>
  </Edit>
);
