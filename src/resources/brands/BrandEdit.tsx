import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { BrandInputs } from "./BrandInputs";
import { transformBrand } from "./brandModel";

export const BrandEdit = () => (
  <Edit transform={transformBrand} mutationMode="pessimistic">
    <SimpleForm>
      <BrandInputs />
    </SimpleForm>
  </Edit>
);
