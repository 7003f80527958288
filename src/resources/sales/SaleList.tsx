import type { SxProps } from "@mui/material/styles";
import { DataTable, FilterButton, TopToolbar } from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import {
  DocumentList,
  DocumentNumber,
} from "../../components/lists/DocumentList";
import { LocationName } from "./LocationName";
import { SaleClientCell } from "./SaleClientCell";
import { SaleItemsPanel } from "./SaleItemsPanel";
import { SaleStatusChip } from "./SaleStatusChip";
import { saleFilters } from "./saleFilters";
import { clientName, type Sale } from "./saleModel";

const Column = DataTable.Col<Sale>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** Voided sales stay listed, struck through (their chip says so in words). */
const rowSx = (record: Sale): SxProps =>
  record.status === "voided"
    ? { "& td": { textDecoration: "line-through", color: "text.secondary" } }
    : {};

/**
 * Sales history (service 8): one row per sale, newest first, opened to its
 * items; filters of DOMAIN §5.4; every column sorts; CSV of the filtered list.
 */
export const SaleList = () => (
  <DocumentList<Sale>
    filters={saleFilters}
    actions={<ListActions />}
    sortField="sale_at"
    numberSource="invoice_number"
    title={(record) => (record.client ? clientName(record.client) : null)}
    secondary={(record) => (
      <SaleStatusChip status={record.status} refund={record.refund_state} />
    )}
    detail={() => <MoneyField source="total" />}
    rowSx={rowSx}
    expand={<SaleItemsPanel />}
  >
    <Column
      source="invoice_number"
      render={(record) => <DocumentNumber value={record.invoice_number} />}
    />
    <Column source="sale_at">
      <DateTimeField source="sale_at" showTime />
    </Column>
    <Column
      source="client_id"
      render={(record) => <SaleClientCell sale={record} />}
    />
    <Column
      source="location_id"
      render={(record) => <LocationName id={record.location_id} />}
    />
    <Column
      source="status"
      render={(record) => (
        <SaleStatusChip status={record.status} refund={record.refund_state} />
      )}
    />
    <Column source="total" align="right">
      <MoneyField source="total" />
    </Column>
    <Column source="amount_paid" align="right">
      <MoneyField source="amount_paid" />
    </Column>
    <Column source="balance_due" align="right">
      <MoneyField source="balance_due" />
    </Column>
  </DocumentList>
);
