import { DateInput, SearchInput } from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";

const L = "resources.refunds.filters";

/** The refunds list's filters, as the server takes them (`refunds` customFilters and columns). */
export const refundFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <DateInput key="from" source="from" label={`${L}.from`} alwaysOn />,
  <DateInput key="to" source="to" label={`${L}.to`} alwaysOn />,
  referenceFilter("location_id", "locations", L),
];
