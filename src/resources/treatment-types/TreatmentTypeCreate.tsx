import { Create, SimpleForm } from "react-admin";
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
