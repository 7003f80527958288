import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { TaxRateInputs } from "./TaxRateInputs";
import { transformTaxRate } from "./taxRateModel";

export const TaxRateEdit = () => (
  <Edit transform={transformTaxRate} mutationMode="pessimistic">
    <SimpleForm>
      <TaxRateInputs />
    </SimpleForm>
  </Edit>
);
