import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import { Form, PasswordInput, required, useTranslate } from "react-admin";
import { useNavigate, useSearchParams } from "react-router-dom";
import { resetPassword } from "./accountApi";
import { AccountLayout } from "./AccountLayout";
import { AccountLink } from "./AccountLink";
import { errorText, serverFieldErrors } from "./formErrors";
import {
  PASSWORD_MESSAGES,
  validateConfirmInput,
  validatePasswordInput,
} from "./passwordRules";

const validatePassword = [
  required(PASSWORD_MESSAGES.required),
  validatePasswordInput,
];
const validateConfirm = [
  required(PASSWORD_MESSAGES.confirmRequired),
  validateConfirmInput("password"),
];

/** /account/reset-password?token=…: new password, then back to sign in. */
export const ResetPasswordPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const token = useSearchParams()[0].get("token") ?? "";
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await resetPassword({
        password: String(values.password ?? ""),
        confirm_password: String(values.confirm_password ?? ""),
        token,
      });
      navigate("/account/login?reset=1", { replace: true });
    } catch (failure) {
      const { token: tokenError, ...fields } = serverFieldErrors(failure) ?? {};
      setError(
        tokenError ??
          errorText(failure) ??
          translate("app.account.reset.failed"),
      );
      return fields;
    }
  };

  return (
    <AccountLayout titleKey="app.account.reset.title">
      {!token && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate("app.account.reset.missing_token")}
        </Alert>
      )}
      {error && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        <PasswordInput
          source="password"
          label="app.account.password"
          validate={validatePassword}
          helperText="app.password.rules_hint"
          slotProps={{ htmlInput: { maxLength: 50 } }}
          autoComplete="new-password"
          fullWidth
        />
        <PasswordInput
          source="confirm_password"
          label="app.account.confirm_password"
          validate={validateConfirm}
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" fullWidth disabled={!token}>
          {translate("app.account.reset.submit")}
        </Button>
      </Form>
      <AccountLink to="/account/login" labelKey="app.account.back_to_login" />
    </AccountLayout>
  );
};
