import { SearchInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

export const resourceCategoryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  archivedOnlyFilter("resources.resource-categories.filters.archived"),
];
