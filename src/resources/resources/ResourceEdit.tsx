import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ResourceInputs } from "./ResourceInputs";
import { transformResource } from "./resourceModel";

export const ResourceEdit = () => (
  <Edit transform={transformResource} mutationMode="pessimistic">
    <SimpleForm noValidate>
      <ResourceInputs />
    </SimpleForm>
  </Edit>
);
