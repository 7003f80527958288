import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import { useTranslate } from "react-admin";
import { dismissAlert, useErrorAlert } from "../providers/errorAlert";

/** The alert of SPEC §8, published by httpClient once per failed call. */
export const ErrorAlert = () => {
  const alert = useErrorAlert();
  const translate = useTranslate();
  if (!alert) return null;
  const text =
    alert.message ?? translate(alert.messageKey ?? "app.errors.oops");
  return (
    <Dialog open onClose={dismissAlert} aria-labelledby="error-alert-title">
      <DialogContent sx={{ p: 0 }}>
        <Alert severity={alert.severity} sx={{ borderRadius: 0 }}>
          <AlertTitle id="error-alert-title">
            {translate(alert.titleKey)}
          </AlertTitle>
          {text}
        </Alert>
      </DialogContent>
      <DialogActions>
        <Button onClick={dismissAlert} autoFocus>
          {translate("app.errors.close")}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
