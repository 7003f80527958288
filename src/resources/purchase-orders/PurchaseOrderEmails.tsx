import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useRecordContext, useTranslate } from "react-admin";
import {
  formatDateTime,
  useBusinessTimeZone,
  useLocaleTag,
} from "../../components/dates";
import type { PurchaseOrder } from "./purchaseOrderModel";

const T = "resources.purchase-orders.email_history";

/** The order's e-mails to the supplier (who, when, to whom, what), newest first; not printed. */
export const PurchaseOrderEmails = () => {
  const record = useRecordContext<PurchaseOrder>();
  const translate = useTranslate();
  const tag = useLocaleTag();
  const timeZone = useBusinessTimeZone();
  if (!record) return null;
  const emails = record.emails ?? [];
  return (
    <Box
      component="section"
      className="no-print"
      aria-labelledby="po-emails-title"
      sx={{ mt: 3 }}
    >
      <Typography id="po-emails-title" variant="h6" component="h3">
        {translate(`${T}.title`)}
      </Typography>
      {emails.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {translate(`${T}.empty`)}
        </Typography>
      ) : (
        <Box sx={{ overflowX: "auto", width: "100%" }}>
          <Table size="small" aria-labelledby="po-emails-title">
            <TableHead>
              <TableRow>
                {["sent_at", "sent_by", "recipient", "status", "message"].map(
                  (key) => (
                    <TableCell key={key}>{translate(`${T}.${key}`)}</TableCell>
                  ),
                )}
              </TableRow>
            </TableHead>
            <TableBody>
              {emails.map((e) => (
                <TableRow key={e.id}>
                  <TableCell component="th" scope="row">
                    {formatDateTime(e.sent_at, tag, { time: true, timeZone })}
                  </TableCell>
                  <TableCell>{e.sent_by_name ?? "—"}</TableCell>
                  <TableCell>
                    <bdi dir="ltr">{e.recipient}</bdi>
                  </TableCell>
                  <TableCell>
                    {translate(`${T}.statuses.${e.status}`)}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "pre-wrap" }}>
                    {e.message ?? "—"}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
    </Box>
  );
};
