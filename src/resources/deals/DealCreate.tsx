import { Create, SimpleForm } from "react-admin";
import { DealInputs } from "./DealInputs";
import { dealDefaults, transformDeal } from "./dealModel";

export const DealCreate = () => (
  <Create transform={transformDeal} redirect="list">
    <SimpleForm defaultValues={dealDefaults()}>
      <DealInputs />
    </SimpleForm>
  </Create>
);
