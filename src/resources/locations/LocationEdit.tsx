import { Edit, SimpleForm } from "react-admin";
import { LocationInputs } from "./LocationInputs";
import { transformLocation } from "./locationModel";

export const LocationEdit = () => (
  <Edit transform={transformLocation} mutationMode="pessimistic">
    <SimpleForm>
      <LocationInputs />
    </SimpleForm>
  </Edit>
);
