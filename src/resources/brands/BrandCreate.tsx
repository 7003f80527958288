import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { BrandInputs } from "./BrandInputs";
import { transformBrand } from "./brandModel";

export const BrandCreate = () => (
  <Create transform={transformBrand} redirect="list">
    <SimpleForm>
      <BrandInputs />
    </SimpleForm>
  </Create>
);
