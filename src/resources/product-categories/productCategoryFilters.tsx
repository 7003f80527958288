import { SearchInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

export const productCategoryFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  archivedOnlyFilter("resources.product-categories.filters.archived"),
];
