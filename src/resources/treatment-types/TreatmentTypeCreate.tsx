import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { TreatmentTypeInputs } from "./TreatmentTypeInputs";
import {
  transformTreatmentType,
  treatmentTypeDefaults,
  validateTreatmentType,
} from "./treatmentTypeModel";

export const TreatmentTypeCreate = () => (
  <Create transform={transformTreatmentType} redirect="list">
    <SimpleForm
      defaultValues={treatmentTypeDefaults()}
      validate={validateTreatmentType}
    >
      <TreatmentTypeInputs />
    </SimpleForm>
  </Create>
);
