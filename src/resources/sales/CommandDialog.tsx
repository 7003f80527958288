import type { FormEvent, ReactNode } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslate } from "react-admin";

/**
 * The frame of the sale's money dialogs: a title, the form, the server's
 * refusal (a 409/422 sentence) in an alert, Cancel and the command button.
 */
export const CommandDialog = ({
  id,
  title,
  submitLabel,
  busy,
  error,
  onSubmit,
  onClose,
  children,
  maxWidth = "sm",
}: {
  id: string;
  title: string;
  submitLabel: string;
  busy: boolean;
  error: string | null;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: "sm" | "md";
}) => {
  const translate = useTranslate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {children}
          {error ? (
            <Alert severity="error" sx={{ mt: 2 }}>
              {translate(error, { _: error })}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {translate("ra.action.cancel")}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {translate(submitLabel)}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
