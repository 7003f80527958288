import { Create, SimpleForm } from "react-admin";
import { ResourceInputs } from "./ResourceInputs";
import { resourceDefaults, transformResource } from "./resourceModel";

export const ResourceCreate = () => (
  <Create transform={transformResource} redirect="list">
    <SimpleForm defaultValues={resourceDefaults()}>
      <ResourceInputs />
    </SimpleForm>
  </Create>
);
