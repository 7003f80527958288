import { Create, SimpleForm } from "react-admin";
import { BrandInputs } from "./BrandInputs";
import { transformBrand } from "./brandModel";

export const BrandCreate = () => (
  <Create transform={transformBrand} redirect="list">
    <SimpleForm>
      <BrandInputs />
    </SimpleForm>
  </Create>
);
