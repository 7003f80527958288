import { SimpleForm, type EditProps } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { ServiceInputs } from "./ServiceInputs";
import { transformService, validateService } from "./serviceModel";

/** `props` lets a test or an embedding page pass the id. */
export const ServiceEdit = (props: Omit<EditProps, "children">) => (
  <Edit {...props} transform={transformService} mutationMode="pessimistic">
    <SimpleForm validate={validateService} noValidate>
      <ServiceInputs />
    </SimpleForm>
  </Edit>
);
