import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ProductInputs } from "./ProductInputs";
import { productDefaults, transformProduct } from "./productModel";

export const ProductCreate = () => (
  <Create transform={transformProduct} redirect="list">
    <SimpleForm defaultValues={productDefaults()}>
      <ProductInputs />
    </SimpleForm>
  </Create>
);
