import Alert from "@mui/material/Alert";
import Box from "@mui/material/Box";
import Card from "@mui/material/Card";
import CardContent from "@mui/material/CardContent";
import Typography from "@mui/material/Typography";
import { useParams } from "react-router-dom";
import {
  Loading,
  RecordContextProvider,
  Title,
  useTranslate,
} from "react-admin";
import { DateTimeField } from "../../components/dates";
import { PrintStyles } from "../../components/PrintStyles";
import { useCurrentUser } from "../../providers/currentUser";
import { LocationName } from "./LocationName";
import { ReceiptLines } from "./ReceiptLines";
import { ReceiptPayments, ReceiptTotals } from "./ReceiptMoney";
import { SaleActions } from "./SaleActions";
import { SaleStatusChip } from "./SaleStatusChip";
import { useReceipt } from "./useReceipt";
import { clientName, type Sale } from "./saleModel";

const R = "resources.sales.receipt";

const Receipt = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  const user = useCurrentUser();
  const voided = sale.status === "voided";
  return (
    <RecordContextProvider value={sale}>
      <Card component="article" aria-labelledby="receipt-title">
        <CardContent>
          <Box
            sx={{
              display: "flex",
              flexWrap: "wrap",
              justifyContent: "space-between",
              gap: 2,
            }}
          >
            <Box>
              <Typography variant="h6" component="p">
                {user?.business_name}
              </Typography>
              <Typography variant="body2">
                <LocationName id={sale.location_id} />
              </Typography>
            </Box>
            <Box sx={{ textAlign: "end" }}>
              <Typography variant="h5" component="h1" id="receipt-title">
                {translate(`${R}.title`)}{" "}
                <bdi dir="ltr">{sale.invoice_number}</bdi>
              </Typography>
              <DateTimeField source="sale_at" showTime />
              <Box sx={{ mt: 0.5 }}>
                <SaleStatusChip
                  status={sale.status}
                  refund={sale.refund_state}
                />
              </Box>
            </Box>
          </Box>
          {voided ? (
            <Alert severity="warning" sx={{ my: 2 }}>
              {translate(`${R}.voided`, { reason: sale.void_reason ?? "" })}
            </Alert>
          ) : null}
          <Box sx={{ my: 2 }}>
            <Typography variant="body2">
              {translate(`${R}.client`)}:{" "}
              {sale.client
                ? clientName(sale.client)
                : translate(`${R}.walk_in`)}
            </Typography>
            {sale.client?.email ? (
              <Typography variant="body2">
                <bdi dir="ltr">{sale.client.email}</bdi>
              </Typography>
            ) : null}
            {sale.client?.mobile ? (
              <Typography variant="body2">
                <bdi dir="ltr">{sale.client.mobile}</bdi>
              </Typography>
            ) : null}
          </Box>
          <Box
            sx={{
              overflowX: "auto",
              textDecoration: voided ? "line-through" : undefined,
            }}
          >
            <ReceiptLines
              items={sale.items}
              caption={translate(`${R}.items`)}
            />
          </Box>
          <ReceiptTotals sale={sale} />
          <ReceiptPayments sale={sale} />
          {sale.notes ? (
            <Typography variant="body2" sx={{ mt: 2, whiteSpace: "pre-wrap" }}>
              {sale.notes}
            </Typography>
          ) : null}
        </CardContent>
      </Card>
    </RecordContextProvider>
  );
};

/** One sale as an invoice/receipt, printable, with its money commands (`/sales/:id/show`). */
export const SaleShow = () => {
  const { id } = useParams<{ id: string }>();
  const translate = useTranslate();
  const { data, isPending, error } = useReceipt(id);
  return (
    <Box sx={{ py: 2 }}>
      <PrintStyles />
      <Title
        title={translate(`${R}.page_title`, {
          number: data?.invoice_number ?? "",
        })}
      />
      {isPending ? (
        <Loading />
      ) : error || !data ? (
        <Alert severity="error">
          {(error as Error | null)?.message ?? translate("ra.page.not_found")}
        </Alert>
      ) : (
        <>
          <SaleActions sale={data} />
          <Receipt sale={data} />
        </>
      )}
    </Box>
  );
};
