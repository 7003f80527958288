import { BooleanInput } from "react-admin";

/** "Archived only" filter for master data (DOMAIN §1.2). */
export const archivedFilter = (
  <BooleanInput
    key="archived"
    source="archived"
    label="resources.settings.filters.archived"
  />
);
