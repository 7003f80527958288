import Typography from "@mui/material/Typography";
import {
  DataTable,
  ReferenceManyField,
  useCanAccess,
  useRecordContext,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { useGetAll } from "../../components/lists/useGetAll";
import { DocumentNumber } from "../../components/lists/DocumentList";
import { formatMoney, MoneyField, useCurrency } from "../../components/money";
import { SaleStatusChip } from "./SaleStatusChip";
import type { Sale } from "./saleModel";

const K = "resources.sales.client";

/** What the client still owes: Σ balance due of their unpaid and part-paid sales (every page). */
const BalanceDue = ({ clientId }: { clientId: number }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const { data } = useGetAll<Sale>("sales", {
    filter: { client_id: clientId, status: ["unpaid", "part_paid"] },
  });
  if (!data) return null;
  const due = data.reduce((sum, sale) => sum + sale.balance_due, 0);
  return (
    <Typography variant="subtitle1" sx={{ mb: 1 }} role="status">
      {translate(`${K}.balance_due`)}:{" "}
      <bdi dir="ltr">{formatMoney(due, currency, localeTag)}</bdi>
    </Typography>
  );
};

/** The client page's sales (the sales history, service 8): newest first, each opening its receipt. */
export const ClientSales = () => {
  const client = useRecordContext();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({
    resource: "sales",
    action: "list",
  });
  if (!client || isPending) return null;
  if (!canAccess)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
        {translate(`${K}.no_access`)}
      </Typography>
    );
  return (
    <>
      <BalanceDue clientId={client.id as number} />
      <ReferenceManyField
        reference="sales"
        target="client_id"
        sort={{ field: "sale_at", order: "DESC" }}
        perPage={25}
        empty={
          <Typography variant="body2" color="text.secondary" sx={{ py: 2 }}>
            {translate("resources.clients.empty.sales")}
          </Typography>
        }
      >
        <DataTable bulkActionButtons={false} rowClick="show" resource="sales">
          <DataTable.Col
            source="invoice_number"
            render={(record: Sale) => (
              <DocumentNumber value={record.invoice_number} />
            )}
          />
          <DataTable.Col source="sale_at">
            <DateTimeField source="sale_at" />
          </DataTable.Col>
          <DataTable.Col
            source="status"
            render={(record: Sale) => (
              <SaleStatusChip
                status={record.status}
                refund={record.refund_state}
              />
            )}
          />
          <DataTable.Col source="total" align="right">
            <MoneyField source="total" />
          </DataTable.Col>
          <DataTable.Col source="balance_due" align="right">
            <MoneyField source="balance_due" />
          </DataTable.Col>
        </DataTable>
      </ReferenceManyField>
    </>
  );
};
