import {
  BulkDeleteButton,
  DataTable,
  List,
  NumberField,
  SearchInput,
} from "react-admin";
import { ListActions } from "../settings/SettingsParts";
import type { InvoiceSequence } from "./invoiceSequenceModel";

const Column = DataTable.Col<InvoiceSequence>;

const filters = [<SearchInput key="q" source="q" alwaysOn />];
const ltr = (value?: string) => <bdi dir="ltr">{value}</bdi>;

export const InvoiceSequenceList = () => (
  <List
    filters={filters}
    actions={<ListActions filters={false} />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable
      bulkActionButtons={<BulkDeleteButton mutationMode="pessimistic" />}
    >
      <Column source="name" />
      <Column source="prefix" render={(r) => ltr(r.prefix)} />
      <Column source="next_number">
        <NumberField source="next_number" options={{ useGrouping: false }} />
      </Column>
      <Column source="padding" />
      <Column source="preview" disableSort render={(r) => ltr(r.preview)} />
    </DataTable>
  </List>
);
