import {
  DateInput,
  SearchInput,
  SelectArrayInput,
  SelectInput,
  TextInput,
} from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";
import {
  saleChannelChoices,
  saleItemTypeChoices,
  saleStatusChoices,
} from "./saleModel";

const L = "resources.sales.filters";

/** The sales list's filters (DOMAIN §5.4), as the server takes them (`sales` customFilters). */
export const saleFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" label={`${L}.from`} alwaysOn />,
  <DateInput key="to" source="to" label={`${L}.to`} alwaysOn />,
  <SelectArrayInput
    key="status"
    source="status"
    choices={saleStatusChoices}
    label={`${L}.status`}
  />,
  referenceFilter("location_id", "locations", L),
  referenceFilter("team_member_id", "team-members", L),
  referenceFilter("client_id", "clients", L),
  <SelectInput
    key="item_type"
    source="item_type"
    choices={saleItemTypeChoices}
    label={`${L}.item_type`}
  />,
  <SelectInput
    key="channel"
    source="channel"
    choices={saleChannelChoices}
    label={`${L}.channel`}
  />,
  <TextInput
    key="invoice_number"
    source="invoice_number"
    label={`${L}.invoice_number`}
  />,
];
