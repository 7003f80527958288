import { Create, SimpleForm } from "react-admin";
import { ServiceInputs } from "./ServiceInputs";
import {
  serviceDefaults,
  transformService,
  validateService,
} from "./serviceModel";

export const ServiceCreate = () => (
  <Create transform={transformService} redirect="list">
    <SimpleForm defaultValues={serviceDefaults()} validate={validateService}>
      <ServiceInputs />
    </SimpleForm>
  </Create>
);
