import { useState } from "react";
import PlaylistAddIcon from "@mui/icons-material/PlaylistAdd";
import {
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  TopToolbar,
} from "react-admin";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { DocumentList } from "../../components/lists/DocumentList";
import { documentColumns as col } from "../../components/lists/documentColumns";
import { MoneyField } from "../../components/money";
import { FromLowStockDialog } from "./FromLowStockDialog";
import { purchaseOrderFilters } from "./purchaseOrderFilters";
import { poStatusChoices, type PurchaseOrder } from "./purchaseOrderModel";

const Column = DataTable.Col<PurchaseOrder>;

const ListActions = () => {
  const [lowStock, setLowStock] = useState(false);
  return (
    <TopToolbar>
      <FilterButton />
      <CreateButton />
      <Button
        label="resources.purchase-orders.low_stock.open"
        onClick={() => setLowStock(true)}
      >
        <PlaylistAddIcon />
      </Button>
      <ExportCsvButton />
      {lowStock ? (
        <FromLowStockDialog onClose={() => setLowStock(false)} />
      ) : null}
    </TopToolbar>
  );
};

/** Purchase orders, newest first, with status, supplier and location filters and CSV. */
export const PurchaseOrderList = () => (
  <DocumentList<PurchaseOrder>
    filters={purchaseOrderFilters}
    actions={<ListActions />}
    sortField="order_date"
    numberSource="po_number"
    statusChoices={poStatusChoices}
    title={(record) => record.supplier_name}
    detail={() => <MoneyField source="total" />}
  >
    {col.number("po_number")}
    {col.reference("supplier_id", "supplier_name")}
    {col.reference("location_id", "location_name")}
    {col.status(poStatusChoices)}
    {col.date("order_date")}
    {col.date("expected_date")}
    <Column source="total" align="right">
      <MoneyField source="total" />
    </Column>
  </DocumentList>
);
