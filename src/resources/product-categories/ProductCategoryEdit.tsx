import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ProductCategoryInputs } from "./ProductCategoryInputs";
import { transformProductCategory } from "./productCategoryModel";

export const ProductCategoryEdit = () => (
  <Edit transform={transformProductCategory} mutationMode="pessimistic">
    <SimpleForm>
      <ProductCategoryInputs />
    </SimpleForm>
  </Edit>
);
