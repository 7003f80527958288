import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { AvailabilityInputs } from "./AvailabilityInputs";
import {
  availabilityDefaults,
  transformAvailability,
  validateAvailability,
} from "./availabilityModel";

export const AvailabilityCreate = () => (
  <Create transform={transformAvailability} redirect="list">
    <SimpleForm
      defaultValues={availabilityDefaults()}
      validate={validateAvailability}
    >
      <AvailabilityInputs />
    </SimpleForm>
  </Create>
);
