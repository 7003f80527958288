import { Create, SimpleForm } from "react-admin";
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
