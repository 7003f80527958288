import { SearchInput, SelectInput } from "react-admin";
import { referenceFilter } from "../../components/lists/referenceFilter";
import { kindChoices, statusChoices } from "./outboxModel";

/** Search (recipient, subject), status, what the message is, and one client's messages. */
export const outboxFilters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
  <SelectInput key="kind" source="kind" choices={kindChoices} />,
  referenceFilter("client_id", "clients", "resources.outbox.fields"),
];
