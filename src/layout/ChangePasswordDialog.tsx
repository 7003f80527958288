import { useState, type FormEvent } from "react";
import Alert from "@mui/material/Alert";
import AlertTitle from "@mui/material/AlertTitle";
import Button from "@mui/material/Button";
import Dialog from "@mui/material/Dialog";
import DialogActions from "@mui/material/DialogActions";
import DialogContent from "@mui/material/DialogContent";
import DialogTitle from "@mui/material/DialogTitle";
import { useTranslate } from "react-admin";
import { changePassword } from "../account/accountApi";
import {
  validatePasswordChange,
  type PasswordChangeErrors,
  type PasswordChangeValues,
} from "../account/passwordRules";
import { getRole } from "../providers/currentUser";
import { ChangePasswordFields } from "./ChangePasswordFields";

const EMPTY: PasswordChangeValues = {
  current_password: "",
  new_password: "",
  confirm_password: "",
};

type Outcome = { ok: true } | { ok: false; message: string } | null;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called after the success message is closed (the app logs out). */
  onChanged: () => void;
}

/** SPEC §5 Change Password modal; errors appear after a submit attempt. */
export const ChangePasswordDialog = ({
  open,
  onClose,
  onChanged,
}: ChangePasswordDialogProps) => {
  const translate = useTranslate();
  const [values, setValues] = useState(EMPTY);
  const [submitted, setSubmitted] = useState(false);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const errors: PasswordChangeErrors = submitted
    ? validatePasswordChange(values)
    : {};

  const reset = () => {
    setValues(EMPTY);
    setSubmitted(false);
    setOutcome(null);
  };
  const close = () => {
    const succeeded = outcome?.ok === true;
    reset();
    onClose();
    if (succeeded) onChanged();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(validatePasswordChange(values)).length > 0) return;
    setSaving(true);
    try {
      const answer = await changePassword(values, getRole());
      setOutcome(
        Number(answer?.status) === 1
          ? { ok: true }
          : {
              ok: false,
              message: answer?.message ?? translate("app.errors.oops"),
            },
      );
    } catch (error) {
      setOutcome({
        ok: false,
        message: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <form onSubmit={submit} noValidate>
        <DialogTitle id="change-password-title">
          {translate("app.password.title")}
        </DialogTitle>
        <DialogContent>
          {outcome && (
            <Alert
              severity={outcome.ok ? "success" : "error"}
              sx={{ mb: 2 }}
              role="alert"
            >
              <AlertTitle>
                {translate(
                  outcome.ok
                    ? "app.password.success_title"
                    : "app.password.error_title",
                )}
              </AlertTitle>
              {outcome.ok
                ? translate("app.password.success_message")
                : outcome.message}
            </Alert>
          )}
          {outcome?.ok !== true && (
            <ChangePasswordFields
              values={values}
              errors={errors}
              onChange={(field, value) =>
                setValues({ ...values, [field]: value })
              }
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>
            {translate(
              outcome?.ok ? "app.password.close" : "app.password.cancel",
            )}
          </Button>
          {outcome?.ok !== true && (
            <Button type="submit" variant="contained" disabled={saving}>
              {translate("app.password.submit")}
            </Button>
          )}
        </DialogActions>
      </form>
    </Dialog>
  );
};
