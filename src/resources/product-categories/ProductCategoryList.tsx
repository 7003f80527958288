import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  TopToolbar,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import type { ProductCategory } from "./productCategoryModel";
import { productCategoryFilters } from "./productCategoryFilters";

const Column = DataTable.Col<ProductCategory>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

export const ProductCategoryList = () => (
  <List
    filters={productCategoryFilters}
    actions={<ListActions />}
    sort={{ field: "sort_order", order: "ASC" }}
    perPage={25}
  >
    <DataTable>
      <Column source="name" />
      <Column source="sort_order" align="right" />
      <Column source="created_at">
        <DateTimeField source="created_at" />
      </Column>
    </DataTable>
  </List>
);
