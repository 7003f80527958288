import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ResourceInputs } from "./ResourceInputs";
import { resourceDefaults, transformResource } from "./resourceModel";

/** noValidate: out-of-range numbers get the form's translated message, not the browser's bubble. */
export const ResourceCreate = () => (
  <Create transform={transformResource} redirect="list">
    <SimpleForm defaultValues={resourceDefaults()} noValidate>
      <ResourceInputs />
    </SimpleForm>
  </Create>
);
