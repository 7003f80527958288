import { useState } from "react";
import Box from "@mui/material/Box";
import Button from "@mui/material/Button";
import IconButton from "@mui/material/IconButton";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import AddIcon from "@mui/icons-material/Add";
import DeleteIcon from "@mui/icons-material/Delete";
import { useTranslate } from "react-admin";
import { useCommand } from "../../components/actions/useCommand";
import { formatMoney, toMajor, useCurrency } from "../../components/money";
import { CommandDialog } from "./CommandDialog";
import { PaymentTypeSelect } from "./PaymentTypeSelect";
import { checkPayments, emptyRow, type PaymentRow } from "./paymentModel";
import type { Sale } from "./saleModel";
import { usePaymentTypes } from "./usePaymentTypes";

const K = "resources.sales.payment";

/**
 * "Add payment" on an unpaid or part-paid sale (POST …/sales/:id/payments):
 * one or more rows split by payment type; a voucher row takes its code, a
 * cash row the cash handed over, any other row a tip taken with it, and the
 * change due shows as it is typed.
 */
export const PaymentDialog = ({
  sale,
  onClose,
}: {
  sale: Sale;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { currency, localeTag } = useCurrency();
  const money = (minor: number) => formatMoney(minor, currency, localeTag);
  const { types } = usePaymentTypes();
  const { send, busy, error } = useCommand("sales");
  const [rows, setRows] = useState<PaymentRow[]>(() => [
    emptyRow("", String(toMajor(sale.balance_due, currency) ?? "")),
  ]);
  const [submitted, setSubmitted] = useState(false);
  const check = checkPayments(rows, types, sale.balance_due, currency);
  const update = (index: number, change: Partial<PaymentRow>) =>
    setRows(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <CommandDialog
      id="pay-sale"
      maxWidth="md"
      title={translate(`${K}.title`, { number: sale.invoice_number })}
      submitLabel={`${K}.submit`}
      busy={busy}
      error={
        error ??
        (submitted && check.overpaid
          ? translate(`${K}.overpaid`, { due: money(sale.balance_due) })
          : null)
      }
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (!check.payload) return;
        void send<Sale>(sale.id, "payments", check.payload, {
          successKey: `${K}.done`,
          successArgs: (answer) => ({
            number: sale.invoice_number,
            change: money(answer.change_due ?? 0),
          }),
          onSuccess: onClose,
        });
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${K}.due`)}: <bdi dir="ltr">{money(sale.balance_due)}</bdi>
      </Typography>
      {rows.map((row, index) => {
        const type = types.find((t) => t.id === row.typeId);
        const rowError = submitted ? check.rowErrors[index] : undefined;
        const n = index + 1;
        return (
          <Box
            key={index}
            role="group"
            aria-label={translate(`${K}.row`, { n })}
            sx={{ display: "flex", flexWrap: "wrap", gap: 1, mb: 2 }}
          >
            <PaymentTypeSelect
              label={translate(`${K}.type`)}
              value={row.typeId}
              types={types}
              onChange={(typeId) => update(index, { typeId })}
              error={rowError === `${K}.type_required` ? rowError : undefined}
            />
            <TextField
              size="small"
              type="number"
              label={translate(`${K}.amount`)}
              value={row.amount}
              onChange={(event) =>
                update(index, { amount: event.target.value })
              }
              error={rowError === `${K}.amount_required`}
              helperText={
                rowError === `${K}.amount_required`
                  ? translate(rowError)
                  : undefined
              }
              slotProps={{ htmlInput: { min: 0, step: "any", dir: "ltr" } }}
            />
            {type && type.kind !== "voucher" ? (
              <TextField
                size="small"
                type="number"
                label={translate(`${K}.tip`)}
                value={row.tip}
                onChange={(event) => update(index, { tip: event.target.value })}
                error={rowError === `${K}.tip_invalid`}
                helperText={
                  rowError === `${K}.tip_invalid`
                    ? translate(rowError)
                    : undefined
                }
                slotProps={{ htmlInput: { min: 0, step: "any", dir: "ltr" } }}
              />
            ) : null}
            {type?.kind === "cash" ? (
              <TextField
                size="small"
                type="number"
                label={translate(`${K}.tendered`)}
                value={row.tendered}
                onChange={(event) =>
                  update(index, { tendered: event.target.value })
                }
                error={rowError === `${K}.tendered_too_little`}
                helperText={
                  rowError === `${K}.tendered_too_little`
                    ? translate(rowError)
                    : undefined
                }
                slotProps={{ htmlInput: { min: 0, step: "any", dir: "ltr" } }}
              />
            ) : null}
            {type?.kind === "voucher" ? (
              <TextField
                size="small"
                label={translate(`${K}.voucher_code`)}
                value={row.voucherCode}
                onChange={(event) =>
                  update(index, { voucherCode: event.target.value })
                }
                error={rowError === `${K}.code_required`}
                helperText={
                  rowError === `${K}.code_required`
                    ? translate(rowError)
                    : undefined
                }
                slotProps={{ htmlInput: { dir: "ltr", maxLength: 40 } }}
              />
            ) : null}
            {rows.length > 1 ? (
              <IconButton
                aria-label={translate(`${K}.remove_row`, { n })}
                onClick={() => setRows(rows.filter((_, i) => i !== index))}
              >
                <DeleteIcon />
              </IconButton>
            ) : null}
          </Box>
        );
      })}
      <Button
        startIcon={<AddIcon />}
        onClick={() => setRows([...rows, emptyRow()])}
        disabled={rows.length >= 20}
      >
        {translate(`${K}.add_row`)}
      </Button>
      <Typography variant="body2" sx={{ mt: 2 }} aria-live="polite">
        {translate(`${K}.total`)}: <bdi dir="ltr">{money(check.total)}</bdi>
        {check.tips > 0 ? (
          <>
            {" · "}
            {translate(`${K}.tips`)}: <bdi dir="ltr">{money(check.tips)}</bdi>
          </>
        ) : null}
        {check.change > 0 ? (
          <>
            {" · "}
            {translate(`${K}.change`)}:{" "}
            <bdi dir="ltr">{money(check.change)}</bdi>
          </>
        ) : null}
      </Typography>
    </CommandDialog>
  );
};
