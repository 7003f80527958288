import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { DealInputs } from "./DealInputs";
import { transformDeal } from "./dealModel";

export const DealEdit = () => (
  <Edit transform={transformDeal} mutationMode="pessimistic">
    <SimpleForm>
      <DealInputs />
    </SimpleForm>
  </Edit>
);
