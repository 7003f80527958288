import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import Table from "@mui/material/Table";
import TableBody from "@mui/material/TableBody";
import TableCell from "@mui/material/TableCell";
import TableHead from "@mui/material/TableHead";
import TableRow from "@mui/material/TableRow";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import { useLimits } from "../../components/money";
import type { PurchaseOrder } from "./purchaseOrderModel";
import {
  beyondQuantityMax,
  invalidLines,
  overReceivedLines,
  receiveDefaults,
  receivePayload,
  type Arriving,
} from "./receiveModel";

const T = "resources.purchase-orders.receive";

/**
 * Receive goods: the quantity arriving per line (default: outstanding) and
 * the supplier's invoice number. More than outstanding on any line asks
 * for a confirmation first (and again if the server answers 409 over_receipt).
 */
export const ReceiveDialog = ({
  order,
  onClose,
}: {
  order: PurchaseOrder;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run, busy } = useResourceAction("purchase-orders");
  const [arriving, setArriving] = useState<Arriving>(() =>
    receiveDefaults(order),
  );
  const [invoice, setInvoice] = useState(order.supplier_invoice_no ?? "");
  const [confirming, setConfirming] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const bad = invalidLines(arriving, order);
  const { quantityMax } = useLimits();
  const over = overReceivedLines(order, arriving);
  const payload = receivePayload(arriving, invoice, false);
  const nothing = payload.lines.length === 0;

  const send = async (confirm: boolean) => {
    await run(
      {
        id: order.id,
        path: "receive",
        data: receivePayload(arriving, invoice, confirm),
      },
      {
        successKey: `${T}.done`,
        successArgs: { number: order.po_number },
        onSuccess: onClose,
        onError: (error) => {
          const code = (error.body as { code?: string } | undefined)?.code;
          if (error.status === 409 && code === "over_receipt") {
            setConfirming(true);
            return true;
          }
          return false;
        },
      },
    );
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (bad.length || nothing) return;
    if (over.length && !confirming) {
      setConfirming(true);
      return;
    }
    void send(confirming);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="receive-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="receive-title">
          {translate(`${T}.title`, { number: order.po_number })}
        </DialogTitle>
        <DialogContent>
          <Table size="small" sx={{ mb: 2 }}>
            <TableHead>
              <TableRow>
                <TableCell>
                  {translate("resources.purchase-orders.fields.product_id")}
                </TableCell>
                <TableCell align="right">
                  {translate(
                    "resources.purchase-orders.fields.quantity_ordered",
                  )}
                </TableCell>
                <TableCell align="right">
                  {translate("resources.purchase-orders.fields.outstanding")}
                </TableCell>
                <TableCell align="right">
                  {translate(`${T}.arriving`)}
                </TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {order.lines.map((line) => {
                const id = line.id as number;
                const invalid = submitted && bad.includes(id);
                return (
                  <TableRow key={id}>
                    <TableCell component="th" scope="row">
                      {line.product_name}
                    </TableCell>
                    <TableCell align="right">{line.quantity_ordered}</TableCell>
                    <TableCell align="right">{line.outstanding ?? 0}</TableCell>
                    <TableCell align="right">
                      <TextField
                        type="number"
                        size="small"
                        value={arriving[id] ?? ""}
                        onChange={(event) => {
                          setConfirming(false);
                          setArriving({
                            ...arriving,
                            [id]: event.target.value,
                          });
                        }}
                        slotProps={{
                          htmlInput: {
                            min: 0,
                            step: 1,
                            "aria-label": translate(`${T}.arriving_for`, {
                              product: line.product_name ?? "",
                            }),
                          },
                        }}
                        error={invalid}
                        helperText={
                          !invalid
                            ? undefined
                            : beyondQuantityMax(order, id, arriving[id])
                              ? translate("app.validation.quantity_max", {
                                  max: quantityMax,
                                })
                              : translate(`${T}.invalid`)
                        }
                        sx={{ width: 110 }}
                      />
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
          <TextField
            label={translate(
              "resources.purchase-orders.fields.supplier_invoice_no",
            )}
            value={invoice}
            onChange={(event) => setInvoice(event.target.value)}
            fullWidth
            slotProps={{ htmlInput: { dir: "ltr", maxLength: 100 } }}
          />
          {submitted && nothing ? (
            <Alert severity="warning" sx={{ mt: 2 }}>
              {translate(`${T}.nothing`)}
            </Alert>
          ) : null}
          {confirming ? (
            <Alert severity="warning" sx={{ mt: 2 }} role="alert">
              {translate(`${T}.over_confirm`, {
                products: over.map((line) => line.product_name).join(", "),
              })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(confirming ? `${T}.confirm_submit` : `${T}.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
