import { Create, SimpleForm } from "react-admin";
import { LocationInputs } from "./LocationInputs";
import { locationDefaults, transformLocation } from "./locationModel";

export const LocationCreate = () => (
  <Create transform={transformLocation} redirect="list">
    <SimpleForm defaultValues={locationDefaults()}>
      <LocationInputs />
    </SimpleForm>
  </Create>
);
