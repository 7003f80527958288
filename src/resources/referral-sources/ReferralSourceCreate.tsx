import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ReferralSourceInputs } from "./ReferralSourceInputs";
import { transformReferralSource } from "./referralSourceModel";

export const ReferralSourceCreate = () => (
  <Create transform={transformReferralSource} redirect="list">
    <SimpleForm defaultValues={{ is_default: false }}>
      <ReferralSourceInputs />
    </SimpleForm>
  </Create>
);
