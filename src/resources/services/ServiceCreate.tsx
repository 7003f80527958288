import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { ServiceInputs } from "./ServiceInputs";
import {
  serviceDefaults,
  transformService,
  validateService,
} from "./serviceModel";

/** noValidate: out-of-range numbers get the form's translated message, not the browser's bubble. */
export const ServiceCreate = () => (
  <Create transform={transformService} redirect="list">
    <SimpleForm
      defaultValues={serviceDefaults()}
      validate={validateService}
      noValidate
    >
      <ServiceInputs />
    </SimpleForm>
  </Create>
);
