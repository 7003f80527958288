import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { DealInputs } from "./DealInputs";
import { dealDefaults, transformDeal } from "./dealModel";

export const DealCreate = () => (
  <Create transform={transformDeal} redirect="list">
    <SimpleForm defaultValues={dealDefaults()}>
      <DealInputs />
    </SimpleForm>
  </Create>
);
