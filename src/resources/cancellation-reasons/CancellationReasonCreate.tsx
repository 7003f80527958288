import { Create, SimpleForm } from "react-admin";
import { CancellationReasonInputs } from "./CancellationReasonInputs";
import { transformCancellationReason } from "./cancellationReasonModel";

export const CancellationReasonCreate = () => (
  <Create transform={transformCancellationReason} redirect="list">
    <SimpleForm>
      <CancellationReasonInputs />
    </SimpleForm>
  </Create>
);
