import { useState, type FormEvent } from "react";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import TextField from "@mui/material/TextField";
import { useTranslate } from "react-admin";
import { useResourceAction } from "../../components/actions/useResourceAction";
import type { PurchaseOrder } from "./purchaseOrderModel";

const T = "resources.purchase-orders.email";

/** E-mail the order to the supplier (the supplier's address unless another is typed). */
export const EmailOrderDialog = ({
  order,
  onClose,
}: {
  order: PurchaseOrder;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { run, busy } = useResourceAction("purchase-orders");
  const [to, setTo] = useState("");
  const [message, setMessage] = useState("");
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const data: { to?: string; message?: string } = {};
    if (to.trim()) data.to = to.trim();
    if (message.trim()) data.message = message.trim();
    void run<{ sent_to: string }>(
      { id: order.id, path: "email", data },
      {
        successKey: `${T}.done`,
        successArgs: (answer) => ({ to: answer?.sent_to ?? "" }),
        onSuccess: onClose,
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
          <TextField
            label={translate(`${T}.to`)}
            helperText={translate(`${T}.to_help`)}
            type="email"
            value={to}
            onChange={(event) => setTo(event.target.value)}
            fullWidth
            margin="dense"
            slotProps={{ htmlInput: { dir: "ltr" } }}
          />
          <TextField
            label={translate(`${T}.message`)}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            fullWidth
            multiline
            minRows={3}
            margin="dense"
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{translate("ra.action.cancel")}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(`${T}.submit`)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
