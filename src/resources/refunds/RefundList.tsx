import MuiLink from "@mui/material/Link";
import { Link } from "react-router-dom";
import { DataTable, FilterButton, TopToolbar } from "react-admin";
import { DateTimeField } from "../../components/dates";
import { ExportCsvButton } from "../../components/ExportCsvButton";
import { MoneyField } from "../../components/money";
import {
  DocumentList,
  DocumentNumber,
} from "../../components/lists/DocumentList";
import { LocationName } from "../sales/LocationName";
import { clientName } from "../sales/saleModel";
import { refundFilters } from "./refundFilters";
import type { Refund } from "./refundModel";

const Column = DataTable.Col<Refund>;

const ListActions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportCsvButton />
  </TopToolbar>
);

/** The refunded sale's invoice number, opening its receipt. */
const SaleLink = ({ record }: { record: Refund }) => (
  <MuiLink
    component={Link}
    to={`/sales/${record.original_sale_id}/show`}
    onClick={(event) => event.stopPropagation()}
  >
    <DocumentNumber value={record.invoice_number} />
  </MuiLink>
);

/** Refunds (service 7): newest first, each with its sale, client, amount and how the money went back. */
export const RefundList = () => (
  <DocumentList<Refund>
    filters={refundFilters}
    actions={<ListActions />}
    sortField="refund_at"
    numberSource="refund_number"
    title={(record) => <SaleLink record={record} />}
    secondary={(record) => clientName(record.client)}
    detail={() => <MoneyField source="total" />}
    opens={false}
  >
    <Column
      source="refund_number"
      render={(record) => <DocumentNumber value={record.refund_number} />}
    />
    <Column source="refund_at">
      <DateTimeField source="refund_at" showTime />
    </Column>
    <Column
      source="original_sale_id"
      render={(record) => <SaleLink record={record} />}
    />
    <Column
      source="client"
      disableSort
      render={(record) => clientName(record.client)}
    />
    <Column
      source="location_id"
      render={(record) => <LocationName id={record.location_id} />}
    />
    <Column source="total" align="right">
      <MoneyField source="total" />
    </Column>
    <Column
      source="methods"
      disableSort
      render={(record) => record.methods.join(", ")}
    />
  </DocumentList>
);
