import Box from "@mui/material/Box";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import Typography from "@mui/material/Typography";
import type { ReactNode } from "react";
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

/** One titled table of the receipt: a heading, the column names (the last one a right-aligned amount) and rows. */
const ReceiptTable = <T extends { id: number }>({
  title,
  columns,
  rows,
  cells,
}: {
  title: string;
  columns: string[];
  rows: T[];
  cells: (row: T) => ReactNode[];
}) => {
  const translate = useTranslate();
  if (!rows.length) return null;
  const last = columns.length - 1;
  return (
    <>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
        {translate(`${R}.${title}`)}
      </Typography>
      <Table size="small">
        <TableHead>
          <TableRow>
            {columns.map((c, i) => (
              <TableCell key={c} align={i === last ? "right" : undefined}>
                {translate(`${R}.${c}`)}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.id}>
              {cells(row).map((cell, i) => (
                <TableCell key={i} align={i === last ? "right" : undefined}>
                  {cell}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
};

/** Payments, reversals and refund payments, in the order they were taken. */
export const ReceiptPayments = ({ sale }: { sale: Sale }) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const tag = useLocaleTag();
  const timeZone = useLocationTimeZones().get(String(sale.location_id));
  const money = (amount: number) => (
    <bdi dir="ltr">{formatMoney(amount, currency, localeTag)}</bdi>
  );
  const when = (instant: string) =>
    formatDateTime(instant, tag, { time: true, timeZone });
  return (
    <>
      <ReceiptTable
        title="payments"
        columns={["paid_at", "method", "amount"]}
        rows={sale.payments ?? []}
        cells={(p) => [
          when(p.paid_at),
          <>
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
          </>,
          money(p.amount),
        ]}
      />
      <ReceiptTable
        title="refunds"
        columns={["refund_number", "paid_at", "amount"]}
        rows={sale.refunds ?? []}
        cells={(r) => [
          <bdi dir="ltr">{r.refund_number}</bdi>,
          when(r.refund_at),
          money(r.total),
        ]}
      />
    </>
  );
};
