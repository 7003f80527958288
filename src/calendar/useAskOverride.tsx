import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogContentText from "@mui/material/DialogContentText";
import DialogTitle from "@mui/material/DialogTitle";
import { useCallback, useRef, useState } from "react";
import { useTranslate } from "react-admin";

const F = "resources.appointments.form";

/**
 * "Book anyway?" for a refusal the owner may override (outside hours, a
 * close date): `ask(message)` resolves true when they confirm.
 */
export const useAskOverride = () => {
  const translate = useTranslate();
  const [message, setMessage] = useState<string | null>(null);
  const resolver = useRef<(answer: boolean) => void>(() => undefined);
  const ask = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        resolver.current = resolve;
        setMessage(text);
      }),
    [],
  );
  const answer = (value: boolean) => {
    setMessage(null);
    resolver.current(value);
  };
  const dialog = (
    <Dialog
      open={message !== null}
      onClose={() => answer(false)}
      aria-labelledby="override-title"
    >
      <DialogTitle id="override-title">
        {translate(`${F}.book_anyway_title`)}
      </DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => answer(false)}>
          {translate(`${F}.cancel`)}
        </Button>
        <Button variant="contained" onClick={() => answer(true)} autoFocus>
          {translate(`${F}.book_anyway`)}
        </Button>
      </DialogActions>
    </Dialog>
  );
  return [ask, dialog] as const;
};
