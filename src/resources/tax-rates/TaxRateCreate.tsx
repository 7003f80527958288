import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { TaxRateInputs } from "./TaxRateInputs";
import { transformTaxRate } from "./taxRateModel";

export const TaxRateCreate = () => (
  <Create transform={transformTaxRate} redirect="list">
    <SimpleForm>
      <TaxRateInputs />
    </SimpleForm>
  </Create>
);
