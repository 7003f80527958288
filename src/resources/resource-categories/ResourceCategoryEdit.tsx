import { Edit, SimpleForm } from "react-admin";
import { ResourceCategoryInputs } from "./ResourceCategoryInputs";
import { transformResourceCategory } from "./resourceCategoryModel";

export const ResourceCategoryEdit = () => (
  <Edit transform={transformResourceCategory} mutationMode="pessimistic">
    <SimpleForm>
      <ResourceCategoryInputs />
    </SimpleForm>
  </Edit>
);
