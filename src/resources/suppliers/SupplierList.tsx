import {
  CreateButton,
  DataTable,
  EmailField,
  FilterButton,
  List,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { contactName, type Supplier } from "./supplierModel";
import { supplierFilters } from "./supplierFilters";

const Column = DataTable.Col<Supplier>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export const SupplierList = () => (
  <List
    filters={supplierFilters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable>
      <Column source="name" />
      <Column
        source="contact_first_name"
        render={(record) => contactName(record)}
      />
      <Column source="email">
        <EmailField source="email" dir="ltr" />
      </Column>
      <Column
        source="phone"
        render={(record) => <bdi>{record.phone ?? record.mobile}</bdi>}
      />
      <Column source="city" />
    </DataTable>
  </List>
);
