import { SimpleForm, type EditProps } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { AvailabilityInputs } from "./AvailabilityInputs";
import {
  transformAvailability,
  validateAvailability,
} from "./availabilityModel";

/** `props` lets a test or an embedding page pass the id. */
export const AvailabilityEdit = (props: Omit<EditProps, "children">) => (
  <Edit {...props} transform={transformAvailability} mutationMode="pessimistic">
    <SimpleForm validate={validateAvailability}>
      <AvailabilityInputs />
    </SimpleForm>
  </Edit>
);
