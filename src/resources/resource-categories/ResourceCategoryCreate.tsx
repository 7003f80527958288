import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ResourceCategoryInputs } from "./ResourceCategoryInputs";
import {
  resourceCategoryDefaults,
  transformResourceCategory,
} from "./resourceCategoryModel";

export const ResourceCategoryCreate = () => (
  <Create transform={transformResourceCategory} redirect="list">
    <SimpleForm defaultValues={resourceCategoryDefaults()}>
      <ResourceCategoryInputs />
    </SimpleForm>
  </Create>
);
