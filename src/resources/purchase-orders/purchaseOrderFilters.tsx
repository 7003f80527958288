import {
  AutocompleteInput,
  DateInput,
  ReferenceInput,
  SearchInput,
  SelectInput,
} from "react-admin";
import { poStatusChoices } from "./purchaseOrderModel";

const options = { meta: { options: true } };
const F = "resources.purchase-orders.filters";

export const purchaseOrderFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput
    key="status"
    source="status"
    choices={poStatusChoices}
    label={`${F}.status`}
    alwaysOn
  />,
  <ReferenceInput
    key="supplier_id"
    source="supplier_id"
    reference="suppliers"
    queryOptions={options}
  >
    <AutocompleteInput label={`${F}.supplier_id`} />
  </ReferenceInput>,
  <ReferenceInput
    key="location_id"
    source="location_id"
    reference="locations"
    queryOptions={options}
  >
    <AutocompleteInput label={`${F}.location_id`} />
  </ReferenceInput>,
  <DateInput key="from" source="from" label={`${F}.from`} />,
  <DateInput key="to" source="to" label={`${F}.to`} />,
];
