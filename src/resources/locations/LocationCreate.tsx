import { SimpleForm } from "react-admin";
import { Create } from "../../components/forms/RecordViews";
import { LocationInputs } from "./LocationInputs";
import { locationDefaults, transformLocation } from "./locationModel";

export const LocationCreate = () => (
  <Create transform={transformLocation} redirect="list">
    <SimpleForm defaultValues={locationDefaults()}>
      <LocationInputs />
    </SimpleForm>
  </Create>
);
