import { useState } from "react";
import TextField from "@mui/material/TextField";
import Typography from "@mui/material/Typography";
import { useTranslate } from "react-admin";
import { useCommand } from "../../components/actions/useCommand";
import { CommandDialog } from "./CommandDialog";
import type { Sale } from "./saleModel";

const K = "resources.sales.void";

/** Void the sale with a reason (POST …/sales/:id/void): everything is reversed, the invoice number stays. */
export const VoidDialog = ({
  sale,
  onClose,
}: {
  sale: Sale;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const { send, busy, error } = useCommand("sales");
  const [reason, setReason] = useState("");
  const [submitted, setSubmitted] = useState(false);
  const missing = submitted && !reason.trim();
  return (
    <CommandDialog
      id="void-sale"
      title={translate(`${K}.title`, { number: sale.invoice_number })}
      submitLabel={`${K}.submit`}
      busy={busy}
      error={error}
      onClose={onClose}
      onSubmit={() => {
        setSubmitted(true);
        if (!reason.trim()) return;
        void send(
          sale.id,
          "void",
          { reason: reason.trim() },
          {
            successKey: `${K}.done`,
            successArgs: () => ({ number: sale.invoice_number }),
            onSuccess: onClose,
          },
        );
      }}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {translate(`${K}.explain`)}
      </Typography>
      <TextField
        label={translate(`${K}.reason`)}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        required
        fullWidth
        multiline
        // Two rows: one row is 23 px, under WCAG 2.2's 24 px target (2.5.8).
        minRows={2}
        autoFocus
        error={missing}
        helperText={missing ? translate(`${K}.reason_required`) : " "}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </CommandDialog>
  );
};
