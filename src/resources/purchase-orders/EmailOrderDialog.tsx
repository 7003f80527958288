import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useNotify, useTranslate } from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import { MERCHANT_ROLE } from "../../providers/accessControl";
import { useCurrentUser } from "../../providers/currentUser";
import type { PurchaseOrder } from "./purchaseOrderModel";

const T = "resources.purchase-orders.email";

/**
 * E-mail the order to the supplier's stored address. Only the owner may
 * send it elsewhere; staff see the address read-only. The server limits
 * sends per person and per business (429) and records each one.
 */
export const EmailOrderDialog = ({
  order,
  onClose,
}: {
  order: PurchaseOrder;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const { run, busy } = useResourceAction("purchase-orders");
  const owner = useCurrentUser()?.role === MERCHANT_ROLE;
  const stored = order.supplier_email ?? "";
  const [to, setTo] = useState(stored);
  const [message, setMessage] = useState("");
  const noAddress = !owner && !stored;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (noAddress) return;
    const data: { to?: string; message?: string } = {};
    // The supplier's own address needs no `to`: only the owner sends elsewhere.
    if (owner && to.trim() && to.trim().toLowerCase() !== stored.toLowerCase())
      data.to = to.trim();
    if (message.trim()) data.message = message.trim();
    void run<{ sent_to: string }>(
      { id: order.id, path: "email", data },
      {
        successKey: `${T}.done`,
        successArgs: (answer) => ({ to: answer?.sent_to ?? "" }),
        onSuccess: onClose,
        onError: (error) => {
          if (error.status !== 429) return false;
          notify(`${T}.too_many`, { type: "error" });
          return true;
        },
      },
    );
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="po-email-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="po-email-title">
          {translate(`${T}.title`, { number: order.po_number })}
        </DialogTitle>
        <DialogContent>
          {noAddress ? (
            <Alert severity="warning" sx={{ mb: 1 }}>
              {translate(`${T}.no_address`, {
                supplier: order.supplier_name ?? "",
              })}
            </Alert>
          ) : (
            <TextField
              label={translate(`${T}.to`)}
              helperText={translate(owner ? `${T}.to_help` : `${T}.to_fixed`)}
              type="email"
              value={owner ? to : stored}
              onChange={(event) => setTo(event.target.value)}
              fullWidth
              margin="dense"
              slotProps={{
                htmlInput: { dir: "ltr", readOnly: !owner },
              }}
            />
          )}
          <TextField
            label={translate(`${T}.message`)}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || noAddress}
          >
            {translate(`${T}.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
