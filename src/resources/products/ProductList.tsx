import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  ReferenceField,
  SelectField,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { StoredImage } from "../../components/images";
import { MoneyField } from "../../components/money";
import { productFilters } from "./productFilters";
import { ProductListMobile } from "./ProductListMobile";
import { usageChoices, type Product } from "./productModel";

const Column = DataTable.Col<Product>;
const options = { meta: { options: true } };

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportCsvButton />
  </TopToolbar>
);

const ProductTable = () => (
  <DataTable>
    <Column source="image_path" disableSort>
      <StoredImage source="image_path" />
    </Column>
    <Column source="name" />
    <Column
      source="sku"
      render={(record) => <bdi dir="ltr">{record.sku}</bdi>}
    />
    <Column
      source="barcode"
      render={(record) => <bdi dir="ltr">{record.barcode}</bdi>}
    />
    <Column source="brand_id">
      <ReferenceField
        source="brand_id"
        reference="brands"
        link={false}
        queryOptions={options}
      />
    </Column>
    <Column source="category_id">
      <ReferenceField
        source="category_id"
        reference="product-categories"
        link={false}
        queryOptions={options}
      />
    </Column>
    <Column source="supplier_id">
      <ReferenceField
        source="supplier_id"
        reference="suppliers"
        link={false}
        queryOptions={options}
      />
    </Column>
    <Column source="usage_type">
      <SelectField source="usage_type" choices={usageChoices} />
    </Column>
    <Column source="supply_price" align="right">
      <MoneyField source="supply_price" />
    </Column>
    <Column source="retail_price" align="right">
      <MoneyField source="retail_price" />
    </Column>
  </DataTable>
);

export const ProductList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={productFilters}
      actions={<ListActions />}
      sort={{ field: "name", order: "ASC" }}
      perPage={25}
    >
      {small ? <ProductListMobile /> : <ProductTable />}
    </List>
  );
};
