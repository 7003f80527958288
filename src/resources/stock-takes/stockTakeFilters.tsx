import { SearchInput, SelectInput } from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";
import { stockTakeStatusChoices } from "./stockTakeModel";

const F = "resources.stock-takes.filters";

export const stockTakeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={stockTakeStatusChoices}
    label={`${F}.status`}
    alwaysOn
  />,
  referenceFilter("location_id", "locations", F),
];
