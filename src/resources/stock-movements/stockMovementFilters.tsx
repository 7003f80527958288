import { DateInput, SelectArrayInput } from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";
import { movementTypeChoices } from "./stockMovementModel";

const F = "resources.stock-movements.filters";

export const stockMovementFilters = [
  referenceFilter("product_id", "products", F, { alwaysOn: true }),
  referenceFilter("location_id", "locations", F, { alwaysOn: true }),
  <SelectArrayInput
    key="type"
    source="type"
    choices={movementTypeChoices}
    label={`${F}.type`}
  />,
  <DateInput key="from" source="from" label={`${F}.from`} />,
  <DateInput key="to" source="to" label={`${F}.to`} />,
];
