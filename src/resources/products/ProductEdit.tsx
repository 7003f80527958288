import { Edit, SimpleForm } from "react-admin";
import { ProductInputs } from "./ProductInputs";
import { transformProduct } from "./productModel";

export const ProductEdit = () => (
  <Edit transform={transformProduct} mutationMode="pessimistic">
    <SimpleForm>
      <ProductInputs />
    </SimpleForm>
  </Edit>
);
