import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ProductCategoryInputs } from "./ProductCategoryInputs";
import {
  productCategoryDefaults,
  transformProductCategory,
} from "./productCategoryModel";

export const ProductCategoryCreate = () => (
  <Create transform={transformProductCategory} redirect="list">
    <SimpleForm defaultValues={productCategoryDefaults()}>
      <ProductCategoryInputs />
    </SimpleForm>
  </Create>
);
