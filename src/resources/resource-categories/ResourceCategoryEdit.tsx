import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ResourceCategoryInputs } from "./ResourceCategoryInputs";
import { transformResourceCategory } from "./resourceCategoryModel";

export const ResourceCategoryEdit = () => (
  <Edit transform={transformResourceCategory} mutationMode="pessimistic">
    <SimpleForm>
      <ResourceCategoryInputs />
    </SimpleForm>
  </Edit>
);
