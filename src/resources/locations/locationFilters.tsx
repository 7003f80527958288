import { BooleanInput, SearchInput } from "react-admin";
import { archivedFilter } from "../settings/settingsFilters";

export const locationFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <BooleanInput key="online_booking_enabled" source="online_booking_enabled" />,
  archivedFilter,
];
