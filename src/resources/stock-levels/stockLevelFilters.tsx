import { BooleanInput, SearchInput, SelectInput } from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";
import { stockStatusChoices } from "./stockLevelModel";

const F = "resources.stock-levels.filters";

export const stockLevelFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  referenceFilter("location_id", "locations", F, { alwaysOn: true }),
  <SelectInput
    key="status"
    source="status"
    choices={stockStatusChoices}
    label={`${F}.status`}
    alwaysOn
  />,
  referenceFilter("brand_id", "brands", F),
  referenceFilter("category_id", "product-categories", F),
  referenceFilter("supplier_id", "suppliers", F),
  <BooleanInput
    key="archived"
    source="archived"
    label={`${F}.archived`}
    defaultValue
  />,
];
