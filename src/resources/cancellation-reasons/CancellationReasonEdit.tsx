import { Edit, SimpleForm } from "react-admin";
import { CancellationReasonInputs } from "./CancellationReasonInputs";
import { transformCancellationReason } from "./cancellationReasonModel";

export const CancellationReasonEdit = () => (
  <Edit transform={transformCancellationReason} mutationMode="pessimistic">
    <SimpleForm>
      <CancellationReasonInputs />
    </SimpleForm>
  </Edit>
);
