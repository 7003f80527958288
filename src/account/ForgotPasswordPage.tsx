import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Typography from "@mui/material/Typography";
import { email, Form, required, TextInput, useTranslate } from "react-admin";
import { forgotPassword } from "./accountApi";
import { AccountLayout } from "./AccountLayout";
import { AccountLink } from "./AccountLink";
import { errorText } from "./formErrors";

const validateEmail = [
  required("app.validation.required"),
  email("app.validation.email"),
];

/** /account/forgot-password: asks for a reset link (SPEC §7). */
export const ForgotPasswordPage = () => {
  const translate = useTranslate();
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    try {
      await forgotPassword(String(values.email ?? "").trim());
      setSent(true);
    } catch (failure) {
      setError(errorText(failure) || translate("app.account.forgot.failed"));
    }
  };

  return (
    <AccountLayout titleKey="app.account.forgot.title">
      {sent ? (
        <Alert severity="success" role="status">
          {translate("app.account.forgot.sent")}
        </Alert>
      ) : (
        <>
          <Typography variant="body2" sx={{ mb: 2 }}>
            {translate("app.account.forgot.intro")}
          </Typography>
          {error && (
            <Alert severity="error" role="alert" sx={{ mb: 2 }}>
              {error}
            </Alert>
          )}
          <Form noValidate onSubmit={submit}>
            <TextInput
              source="email"
              type="email"
              label="app.account.email"
              validate={validateEmail}
              fullWidth
            />
            <Button type="submit" variant="contained" fullWidth>
              {translate("app.account.forgot.submit")}
            </Button>
          </Form>
        </>
      )}
      <AccountLink to="/account/login" labelKey="app.account.back_to_login" />
    </AccountLayout>
  );
};
