import { BooleanInput } from "react-admin";

/**
 * The "Archived only" list filter (DOMAIN §1.2), shared by every list with
 * archived records. Added from the filter menu it arrives switched on, so
 * one click shows the archived records; switching it off shows the others.
 */
export const archivedOnlyFilter = (label: string) => (
  <BooleanInput key="archived" source="archived" label={label} defaultValue />
);
