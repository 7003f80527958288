import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import {
  formatDateTime,
  useLocaleTag,
  useLocationTimeZones,
} from "../../components/dates";
import { formatMoney, useCurrency } from "../../components/money";
import type { Sale } from "./saleModel";

const F = "resources.sales.fields";
const R = "resources.sales.receipt";

/** The sale's figures, each the server's: subtotal to balance due, one row each. */
export const ReceiptTotals = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const rows: [string, number, boolean?][] = [
    ["subtotal", sale.subtotal],
    ...(sale.discount_total
      ? [["discount_total", -sale.discount_total] as [string, number]]
      : []),
    ["tax_total", sale.tax_total],
    ["total", sale.total, true],
    ...(sale.tip_total
      ? [["tip_total", sale.tip_total] as [string, number]]
      : []),
    ["amount_paid", sale.amount_paid],
    ...(sale.refunded_total
      ? [["refunded_total", -sale.refunded_total] as [string, number]]
      : []),
    ["balance_due", sale.balance_due, true],
  ];
  return (
    <Box
      component="dl"
      aria-label={translate(`${R}.totals`)}
      sx={{
        display: "grid",
        gridTemplateColumns: "auto auto",
        justifyContent: "end",
        columnGap: 4,
        rowGap: 0.5,
        my: 2,
        "& dd": { m: 0, textAlign: "end" },
      }}
    >
      {rows.map(([key, value, strong]) => (
        <Box
          key={key}
          sx={{ display: "contents", fontWeight: strong ? 700 : 400 }}
        >
          <dt>{translate(`${F}.${key}`)}</dt>
          <dd data-testid={`receipt-${key}`}>
            <bdi dir="ltr">{formatMoney(value, currency, localeTag)}</bdi>
          </dd>
        </Box>
      ))}
    </Box>
  );
};

/** Payments, reversals and refund payments, in the order they were taken. */
export const ReceiptPayments = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const tag = useLocaleTag();
  const timeZone = useLocationTimeZones().get(String(sale.location_id));
  const payments = sale.payments ?? [];
  const refunds = sale.refunds ?? [];
  if (!payments.length && !refunds.length) return null;
  return (
    <>
      {payments.length ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate(`${R}.payments`)}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${R}.paid_at`)}</TableCell>
                <TableCell>{translate(`${R}.method`)}</TableCell>
                <TableCell align="right">{translate(`${R}.amount`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {payments.map((p) => (
                <TableRow key={p.id}>
                  <TableCell>
                    {formatDateTime(p.paid_at, tag, { time: true, timeZone })}
                  </TableCell>
                  <TableCell>
                    {p.payment_type_name}
                    {p.voucher_code ? (
                      <>
                        {" "}
                        <bdi dir="ltr">{p.voucher_code}</bdi>
                      </>
                    ) : null}
                    {p.kind === "refund"
                      ? ` · ${translate(`${R}.kinds.refund`)}`
                      : p.reverses_payment_id
                        ? ` · ${translate(`${R}.kinds.reversal`)}`
                        : ""}
                    {p.tip_amount
                      ? ` · ${translate(`${R}.tip_included`, {
                          tip: formatMoney(p.tip_amount, currency, localeTag),
                        })}`
                      : ""}
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">
                      {formatMoney(p.amount, currency, localeTag)}
                    </bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
      {refunds.length ? (
        <>
          <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
            {translate(`${R}.refunds`)}
          </Typography>
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${R}.refund_number`)}</TableCell>
                <TableCell>{translate(`${R}.paid_at`)}</TableCell>
                <TableCell align="right">{translate(`${R}.amount`)}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {refunds.map((r) => (
                <TableRow key={r.id}>
                  <TableCell>
                    <bdi dir="ltr">{r.refund_number}</bdi>
                  </TableCell>
                  <TableCell>
                    {formatDateTime(r.refund_at, tag, { time: true, timeZone })}
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">
                      {formatMoney(r.total, currency, localeTag)}
                    </bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </>
      ) : null}
    </>
  );
};
