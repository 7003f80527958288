import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SelectArrayInput,
} from "react-admin";
import { movementTypeChoices } from "./stockMovementModel";

const options = { meta: { options: true } };
const F = "resources.stock-movements.filters";

export const stockMovementFilters = [
  <ReferenceInput
    key="product_id"
    source="product_id"
    reference="products"
    queryOptions={options}
    alwaysOn
  >
    <AutocompleteInput label={`${F}.product_id`} />
  </ReferenceInput>,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
    alwaysOn
  >
    <AutocompleteInput label={`${F}.location_id`} />
  </ReferenceInput>,
  <SelectArrayInput
    key="type"
    source="type"
    choices={movementTypeChoices}
    label={`${F}.type`}
  />,
  <DateInput key="from" source="from" label={`${F}.from`} />,
  <DateInput key="to" source="to" label={`${F}.to`} />,
];
