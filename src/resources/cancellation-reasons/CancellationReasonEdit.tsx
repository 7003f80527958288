import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { CancellationReasonInputs } from "./CancellationReasonInputs";
import { transformCancellationReason } from "./cancellationReasonModel";

export const CancellationReasonEdit = () => (
  <Edit transform={transformCancellationReason} mutationMode="pessimistic">
    <SimpleForm>
      <CancellationReasonInputs />
    </SimpleForm>
  </Edit>
);
