import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ProductInputs } from "./ProductInputs";
import { transformProduct } from "./productModel";

export const ProductEdit = () => (
  <Edit transform={transformProduct} mutationMode="pessimistic">
    <SimpleForm>
      <ProductInputs />
    </SimpleForm>
  </Edit>
);
