import { Edit, SimpleForm } from "react-admin";
import { TaxRateInputs } from "./TaxRateInputs";
import { transformTaxRate } from "./taxRateModel";

export const TaxRateEdit = () => (
  <Edit transform={transformTaxRate} mutationMode="pessimistic">
    <SimpleForm>
      <TaxRateInputs />
    </SimpleForm>
  </Edit>
);
