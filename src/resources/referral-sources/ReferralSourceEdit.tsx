import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ReferralSourceInputs } from "./ReferralSourceInputs";
import { transformReferralSource } from "./referralSourceModel";

export const ReferralSourceEdit = () => (
  <Edit transform={transformReferralSource} mutationMode="pessimistic">
    <SimpleForm>
      <ReferralSourceInputs />
    </SimpleForm>
  </Edit>
);
