import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { MembershipInputs } from "./MembershipInputs";
import {
  membershipDefaults,
  transformMembership,
  validateMembership,
} from "./membershipModel";

export const MembershipCreate = () => (
  <Create transform={transformMembership} redirect="list">
    <SimpleForm
      defaultValues={membershipDefaults()}
      validate={validateMembership}
    >
      <MembershipInputs />
    </SimpleForm>
  </Create>
);
