import { DateInput, SearchInput, SelectInput } from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";
import { poStatusChoices } from "./purchaseOrderModel";

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
  referenceFilter("supplier_id", "suppliers", F),
  referenceFilter("location_id", "locations", F),
  <DateInput key="from" source="from" label={`${F}.from`} />,
  <DateInput key="to" source="to" label={`${F}.to`} />,
];
