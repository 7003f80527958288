import { ReferenceInput, SelectInput } from "react-admin";
import { channelChoices } from "./availabilityModel";

const options = { meta: { options: true } };

export const availabilityFilters = [
  <ReferenceInput
    key="service_id"
    source="service_id"
    reference="services"
    queryOptions={options}
    alwaysOn
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
  >
    <SelectInput optionText="name" />
  </ReferenceInput>,
  <SelectInput key="channels" source="channels" choices={channelChoices} />,
];
