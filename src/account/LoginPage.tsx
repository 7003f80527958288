import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import {
  Form,
  PasswordInput,
  TextInput,
  useAuthProvider,
  useTranslate,
} from "react-admin";
import { useSearchParams } from "react-router-dom";
import { getCurrentUser, useCurrentUser } from "../providers/currentUser";
import { safeReturnUrl } from "../providers/navigation";
import type { LoginParams } from "../providers/authProvider";
import { AccountLayout } from "./AccountLayout";
import { AccountLink } from "./AccountLink";
import { useEnterApp } from "./useEnterApp";
import { ProviderSignIn } from "./oidc/ProviderSignIn";

/** /account/login: sign in, then go to returnUrl (SPEC §2, §4). */
export const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const enterApp = useEnterApp();
  const [params] = useSearchParams();
  const user = useCurrentUser();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const returnUrl = params.get("returnUrl");

  const submit = async (values: Record<string, unknown>) => {
    setError(null);
    setBusy(true);
    const previous = getCurrentUser();
    try {
      await authProvider?.login(values as unknown as LoginParams);
      await enterApp(safeReturnUrl(returnUrl), previous);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "";
      setError(translate(message || "app.auth.login_failed", { _: message }));
      setBusy(false);
    }
  };

  return (
    <AccountLayout titleKey="app.account.login.title">
      {import.meta.env.VITE_DEMO_BACKEND === "true" && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {translate("app.demo.banner")}
        </Alert>
      )}
      {params.get("reset") === "1" && (
        <Alert severity="success" sx={{ mb: 2 }}>
          {translate("app.account.reset.success")}
        </Alert>
      )}
      {user && returnUrl && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {translate("app.account.login.access_denied")}
        </Alert>
      )}
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Form noValidate onSubmit={submit}>
        <TextInput
          source="email"
          type="email"
          label="app.account.email"
          autoComplete="username"
          fullWidth
        />
        <PasswordInput
          source="password"
          label="app.account.password"
          autoComplete="current-password"
          fullWidth
        />
        <Button
          type="submit"
          variant="contained"
          fullWidth
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {translate("app.account.login.submit")}
        </Button>
      </Form>
      <ProviderSignIn returnUrl={safeReturnUrl(returnUrl)} />
      <AccountLink
        to="/account/forgot-password"
        labelKey="app.account.login.forgot"
      />
      <AccountLink
        to="/account/sign-up"
        labelKey="app.account.login.no_account"
      />
    </AccountLayout>
  );
};
