import { useState } from "react";
import type { Theme } from "@mui/material/styles";
import useMediaQuery from "@mui/material/useMediaQuery";
import PlaylistAddIcon from "@mui/icons-material/PlaylistAdd";
import {
  Button,
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
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

const Number = ({ record }: { record: PurchaseOrder }) => (
  <bdi dir="ltr">{record.po_number}</bdi>
);

const Status = () => <SelectField source="status" choices={poStatusChoices} />;

/** Purchase orders, newest first, with status, supplier and location filters and CSV. */
export const PurchaseOrderList = () => {
  const small = useMediaQuery<Theme>((theme) => theme.breakpoints.down("md"));
  return (
    <List
      filters={purchaseOrderFilters}
      actions={<ListActions />}
      sort={{ field: "order_date", order: "DESC" }}
      perPage={25}
      // The toolbar (create, filters, CSV) stays when nothing is listed yet.
      empty={false}
    >
      {small ? (
        <SimpleList<PurchaseOrder>
          linkType="show"
          primaryText={(record) => (
            <>
              <Number record={record} /> · {record.supplier_name}
            </>
          )}
          secondaryText={() => <Status />}
          tertiaryText={() => <MoneyField source="total" />}
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <Column
            source="po_number"
            render={(record) => <Number record={record} />}
          />
          {/* By the key: the server sorts a reference by the name shown. */}
          <Column
            source="supplier_id"
            render={(record) => record.supplier_name}
          />
          <Column
            source="location_id"
            render={(record) => record.location_name}
          />
          <Column source="status">
            <Status />
          </Column>
          <Column source="order_date">
            <DateTimeField source="order_date" />
          </Column>
          <Column source="expected_date">
            <DateTimeField source="expected_date" />
          </Column>
          <Column source="total" align="right">
            <MoneyField source="total" />
          </Column>
        </DataTable>
      )}
    </List>
  );
};
