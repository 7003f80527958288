import {
  CreateButton,
  DataTable,
  EmailField,
  FilterButton,
  List,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { PhoneField } from "../../components/phone";
import { contactName, type Supplier } from "./supplierModel";
import { supplierFilters } from "./supplierFilters";
import {
  CompactList,
  ResponsiveList,
} from "../../components/lists/ResponsiveList";

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
    <ResponsiveList
      compact={
        <CompactList<Supplier>
          primary={(record) => record.name}
          phone={(record) => record.phone || record.mobile}
          secondary={(record) => contactName(record) || record.city}
        />
      }
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
          render={(record) => (
            <PhoneField value={record.phone || record.mobile} />
          )}
        />
        <Column source="city" />
      </DataTable>
    </ResponsiveList>
  </List>
);
