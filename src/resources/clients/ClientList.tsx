import {
  CreateButton,
  DataTable,
  DateField,
  EmailField,
  ExportButton,
  List,
  TopToolbar,
} from "react-admin";
import type { Client } from "../../types";
import { clientFilters } from "./clientFilters";

const Column = DataTable.Col<Client>;

const ListActions = () => (
  <TopToolbar>
    <CreateButton />
    <ExportButton />
  </TopToolbar>
);

export const ClientList = () => (
  <List
    filters={clientFilters}
    actions={<ListActions />}
    sort={{ field: "first_name", order: "ASC" }}
    perPage={25}
  >
    <DataTable>
      <Column source="first_name" />
      <Column source="last_name" />
      <Column source="email">
        <EmailField source="email" dir="ltr" />
      </Column>
      <Column source="mobile" render={(record) => <bdi>{record.mobile}</bdi>} />
      <Column source="created_at">
        <DateField source="created_at" />
      </Column>
    </DataTable>
  </List>
);
