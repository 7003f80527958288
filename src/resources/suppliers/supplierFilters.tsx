import { SearchInput, TextInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

export const supplierFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <TextInput
    key="city"
    source="city"
    label="resources.suppliers.fields.city"
  />,
  archivedOnlyFilter("resources.suppliers.filters.archived"),
];
