import { SelectArrayInput } from "react-admin";
import { DayEdgeInput } from "../../components/dates";
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
  <DayEdgeInput key="from" source="from" edge="start" label={`${F}.from`} />,
  <DayEdgeInput key="to" source="to" edge="end" label={`${F}.to`} />,
];
