import { Edit, SimpleForm } from "react-admin";
import { BrandInputs } from "./BrandInputs";
import { transformBrand } from "./brandModel";

export const BrandEdit = () => (
  <Edit transform={transformBrand} mutationMode="pessimistic">
    <SimpleForm>
      <BrandInputs />
    </SimpleForm>
  </Edit>
);
