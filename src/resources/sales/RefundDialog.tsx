import { useState } from "react";
import Checkbox from "@mui/material/Checkbox";
import MenuItem from "@mui/material/MenuItem";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import Box from "@mui/material/Box";
import { useTranslate } from "react-admin";
import { useCommand } from "../../components/actions/useCommand";
import { formatMoney, useCurrency } from "../../components/money";
import { CommandDialog } from "./CommandDialog";
import { PaymentTypeSelect } from "./PaymentTypeSelect";
import {
  checkRefund,
  refundDefaults,
  unitsLeft,
  vouchersPaid,
  type RefundForm,
} from "./refundModel";
import { tipsLeft, type Sale } from "./saleModel";
import { usePaymentTypes } from "./usePaymentTypes";

const K = "resources.sales.refund";

/**
 * Refund part or all of a sale (POST …/sales/:id/refunds): units per item
 * (never more than are left), products back on the shelf or not, part of
 * the tips, a goodwill amount instead of an item's units, and the payment
 * type the money goes back through (onto a voucher that paid the sale, too).
 * The amounts are the money module's, as the server computes them.
 */
export const RefundDialog = ({
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
  // Money goes back onto a voucher only onto one that paid this sale.
  const vouchers = vouchersPaid(sale);
  const methods = types.filter((t) => t.kind !== "voucher" || vouchers.length);
  const { send, busy, error } = useCommand("sales");
  const [form, setForm] = useState<RefundForm>(() => refundDefaults(sale));
  const [submitted, setSubmitted] = useState(false);
  const toVoucher =
    types.find((t) => t.id === form.paymentTypeId)?.kind === "voucher";
  const check = checkRefund(sale, form, currency, toVoucher);
  const tipMax = tipsLeft(sale);
  const nothing = submitted && check.total <= 0;
  const noMethod = submitted && form.paymentTypeId === "";

  return (
    <CommandDialog
      id="refund-sale"
      maxWidth="md"
      title={translate(`${K}.title`, { number: sale.invoice_number })}
      submitLabel={`${K}.submit`}
      busy={busy}
      error={error ?? (nothing ? `${K}.nothing` : null)}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (!check.payload) return;
        void send(sale.id, "refunds", check.payload, {
          successKey: `${K}.done`,
          successArgs: () => ({
            number: sale.invoice_number,
            amount: money(check.total),
          }),
          onSuccess: onClose,
        });
      }}
    >
      <Box sx={{ overflowX: "auto" }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${K}.item`)}</TableCell>
              <TableCell align="right">{translate(`${K}.sold`)}</TableCell>
              <TableCell align="right">{translate(`${K}.left`)}</TableCell>
              <TableCell align="right">{translate(`${K}.quantity`)}</TableCell>
              <TableCell>{translate(`${K}.restock`)}</TableCell>
              <TableCell align="right">{translate(`${K}.goodwill`)}</TableCell>
              <TableCell align="right">{translate(`${K}.amount`)}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {sale.items.map((item) => {
              const left = unitsLeft(item);
              const itemError = check.itemErrors[item.id];
              return (
                <TableRow key={item.id}>
                  <TableCell component="th" scope="row">
                    {item.name_snapshot}
                  </TableCell>
                  <TableCell align="right">{item.quantity}</TableCell>
                  <TableCell align="right">{left}</TableCell>
                  <TableCell align="right">
                    <TextField
                      type="number"
                      size="small"
                      disabled={left === 0}
                      value={form.quantities[item.id] ?? ""}
                      onChange={(event) =>
                        setForm({
                          ...form,
                          quantities: {
                            ...form.quantities,
                            [item.id]: event.target.value,
                          },
                        })
                      }
                      error={!!itemError}
                      helperText={
                        itemError
                          ? translate(itemError.key, {
                              ...itemError.args,
                              max:
                                itemError.key === `${K}.amount_too_much`
                                  ? money(itemError.args.max)
                                  : itemError.args.max,
                            })
                          : undefined
                      }
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          max: left,
                          step: 1,
                          "aria-label": translate(`${K}.quantity_for`, {
                            item: item.name_snapshot,
                          }),
                        },
                      }}
                      sx={{ width: 96 }}
                    />
                  </TableCell>
                  <TableCell>
                    {item.item_type === "product" ? (
                      <Checkbox
                        checked={!!form.restock[item.id]}
                        disabled={left === 0}
                        onChange={(event) =>
                          setForm({
                            ...form,
                            restock: {
                              ...form.restock,
                              [item.id]: event.target.checked,
                            },
                          })
                        }
                        slotProps={{
                          input: {
                            "aria-label": translate(`${K}.restock_for`, {
                              item: item.name_snapshot,
                            }),
                          },
                        }}
                      />
                    ) : null}
                  </TableCell>
                  <TableCell align="right">
                    <TextField
                      type="number"
                      size="small"
                      disabled={item.total_amount <= item.refunded_amount}
                      value={form.goodwill[item.id] ?? ""}
                      onChange={(event) =>
                        setForm({
                          ...form,
                          goodwill: {
                            ...form.goodwill,
                            [item.id]: event.target.value,
                          },
                        })
                      }
                      slotProps={{
                        htmlInput: {
                          min: 0,
                          step: "any",
                          dir: "ltr",
                          "aria-label": translate(`${K}.goodwill_for`, {
                            item: item.name_snapshot,
                          }),
                        },
                      }}
                      sx={{ width: 112 }}
                    />
                  </TableCell>
                  <TableCell align="right">
                    <bdi dir="ltr">{money(check.amounts[item.id] ?? 0)}</bdi>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Box sx={{ display: "flex", flexWrap: "wrap", gap: 2, mt: 2 }}>
        {tipMax > 0 ? (
          <TextField
            size="small"
            type="number"
            label={translate(`${K}.tip`)}
            value={form.tip}
            onChange={(event) => setForm({ ...form, tip: event.target.value })}
            error={!!check.tipError}
            helperText={translate(
              check.tipError ? check.tipError.key : `${K}.tip_left`,
              { max: money(tipMax) },
            )}
            slotProps={{ htmlInput: { min: 0, step: "any", dir: "ltr" } }}
          />
        ) : null}
        <PaymentTypeSelect
          label={translate(`${K}.method`)}
          value={form.paymentTypeId}
          types={methods}
          onChange={(paymentTypeId) => setForm({ ...form, paymentTypeId })}
          error={noMethod ? `${K}.method_required` : undefined}
        />
        {toVoucher ? (
          <TextField
            select
            size="small"
            label={translate(`${K}.voucher`)}
            value={form.voucherCode}
            onChange={(event) =>
              setForm({ ...form, voucherCode: event.target.value })
            }
            error={submitted && check.voucherMissing}
            helperText={
              submitted && check.voucherMissing
                ? translate(`${K}.voucher_required`)
                : undefined
            }
            sx={{ minWidth: 200 }}
          >
            {vouchers.map((v) => (
              <MenuItem key={v.code} value={v.code}>
                <bdi dir="ltr">{v.code}</bdi>
                {" · "}
                {translate(`${K}.voucher_up_to`, { max: money(v.left) })}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
        <TextField
          size="small"
          label={translate(`${K}.reason`)}
          value={form.reason}
          onChange={(event) => setForm({ ...form, reason: event.target.value })}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ flex: 1, minWidth: 200 }}
        />
      </Box>
      <Typography variant="subtitle1" sx={{ mt: 2 }} aria-live="polite">
        {translate(`${K}.total`)}: <bdi dir="ltr">{money(check.total)}</bdi>
      </Typography>
    </CommandDialog>
  );
};
