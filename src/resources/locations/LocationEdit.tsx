import { SimpleForm } from "react-admin";
import { Edit } from "../../components/forms/RecordViews";
import { LocationInputs } from "./LocationInputs";
import { transformLocation } from "./locationModel";

export const LocationEdit = () => (
  <Edit transform={transformLocation} mutationMode="pessimistic">
    <SimpleForm>
      <LocationInputs />
    </SimpleForm>
  </Edit>
);
