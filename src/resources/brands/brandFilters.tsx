import { SearchInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

export const brandFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  archivedOnlyFilter("resources.brands.filters.archived"),
];
