import {
  AutocompleteInput,
  BooleanInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { stockStatusChoices } from "./stockLevelModel";

const options = { meta: { options: true } };
const F = "resources.stock-levels.filters";

const reference = (source: string, reference: string) => (
  <ReferenceInput
    key={source}
    source={source}
    reference={reference}
    queryOptions={options}
  >
    <AutocompleteInput label={`${F}.${source}`} />
  </ReferenceInput>
);

export const stockLevelFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
    alwaysOn
  >
    <AutocompleteInput label={`${F}.location_id`} />
  </ReferenceInput>,
  <SelectInput
    key="status"
    source="status"
    choices={stockStatusChoices}
    label={`${F}.status`}
    alwaysOn
  />,
  reference("brand_id", "brands"),
  reference("category_id", "product-categories"),
  reference("supplier_id", "suppliers"),
  <BooleanInput
    key="archived"
    source="archived"
    label={`${F}.archived`}
    defaultValue
  />,
];
