import { SimpleForm, type EditProps } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { TreatmentTypeInputs } from "./TreatmentTypeInputs";
import {
  transformTreatmentType,
  validateTreatmentType,
} from "./treatmentTypeModel";

/** `props` lets a test or an embedding page pass the id. */
export const TreatmentTypeEdit = (props: Omit<EditProps, "children">) => (
  <Edit
    {...props}
    transform={transformTreatmentType}
    mutationMode="pessimistic"
  >
    <SimpleForm validate={validateTreatmentType}>
      <TreatmentTypeInputs />
    </SimpleForm>
  </Edit>
);
