import { Create, SimpleForm } from "react-admin";
import { TaxRateInputs } from "./TaxRateInputs";
import { transformTaxRate } from "./taxRateModel";

export const TaxRateCreate = () => (
  <Create transform={transformTaxRate} redirect="list">
    <SimpleForm>
      <TaxRateInputs />
    </SimpleForm>
  </Create>
);
