import { SearchInput } from "react-admin";
import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

export const treatmentTypeFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  archivedOnlyFilter("resources.treatment-types.filters.archived"),
];
