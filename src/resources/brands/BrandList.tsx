import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import type { Brand } from "./brandModel";
import { brandFilters } from "./brandFilters";

const Column = DataTable.Col<Brand>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export const BrandList = () => (
  <List
    filters={brandFilters}
    actions={<ListActions />}
    sort={{ field: "name", order: "ASC" }}
    perPage={25}
  >
    <DataTable>
      <Column source="name" />
      <Column source="created_at">
        <DateTimeField source="created_at" />
      </Column>
    </DataTable>
  </List>
);
