import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { CancellationReasonInputs } from "./CancellationReasonInputs";
import { transformCancellationReason } from "./cancellationReasonModel";

export const CancellationReasonCreate = () => (
  <Create transform={transformCancellationReason} redirect="list">
    <SimpleForm>
      <CancellationReasonInputs />
    </SimpleForm>
  </Create>
);
