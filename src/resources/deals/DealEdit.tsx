import { Edit, SimpleForm } from "react-admin";
import { DealInputs } from "./DealInputs";
import { transformDeal } from "./dealModel";

export const DealEdit = () => (
  <Edit transform={transformDeal} mutationMode="pessimistic">
    <SimpleForm>
      <DealInputs />
    </SimpleForm>
  </Edit>
);
