import { archivedOnlyFilter } from "../../components/archivedOnlyFilter";

/** "Archived only" filter for master data (DOMAIN §1.2). */
export const archivedFilter = archivedOnlyFilter(
  "resources.settings.filters.archived",
);
