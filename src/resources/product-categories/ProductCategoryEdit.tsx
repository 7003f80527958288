import { Edit, SimpleForm } from "react-admin";
import { ProductCategoryInputs } from "./ProductCategoryInputs";
import { transformProductCategory } from "./productCategoryModel";

export const ProductCategoryEdit = () => (
  <Edit transform={transformProductCategory} mutationMode="pessimistic">
    <SimpleForm>
      <ProductCategoryInputs />
    </SimpleForm>
  </Edit>
);
