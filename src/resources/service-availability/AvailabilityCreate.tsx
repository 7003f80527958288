import { Create, SimpleForm } from "react-admin";
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
