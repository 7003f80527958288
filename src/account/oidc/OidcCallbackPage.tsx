import { useEffect, useRef, useState } from "react";
import Alert from "@mui/material/Alert";
import CircularProgress from "@mui/material/CircularProgress";
import { useTranslate } from "react-admin";
import { getCurrentUser } from "../../providers/currentUser";
import { safeReturnUrl } from "../../providers/navigation";
import { AccountLayout } from "../AccountLayout";
import { AccountLink } from "../AccountLink";
import { useEnterApp } from "../useEnterApp";

/** Whether this page is the sign-in pop-up, opened by the app in another window. */
const inPopup = () => {
  try {
    return Boolean(window.opener) && window.opener !== window;
  } catch {
    return false;
  }
};

/**
 * /account/oidc-callback: the identity provider sends the browser back
 * here; the sign-in completes (oidcSignIn.ts) and the app opens on the
 * page wanted before, or the refusal shows as its message (SPEC §8). In
 * the sign-in pop-up, the page hands the answer to the window that opened
 * it, which completes the sign-in and closes the pop-up.
 */
const OidcCallbackPage = () => {
  const translate = useTranslate();
  const enterApp = useEnterApp();
  const [error, setError] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once: the provider's code can be exchanged only once.
    if (started.current) return;
    started.current = true;
    const previous = getCurrentUser();
    const popup = inPopup();
    import("./oidcSignIn")
      .then(async (flow) => {
        if (popup) return flow.completePopupSignIn();
        const target = await flow.completeProviderSignIn();
        return enterApp(safeReturnUrl(target), previous);
      })
      .catch((failure: unknown) => {
        const message = failure instanceof Error ? failure.message : "";
        setError(translate(message || "app.auth.login_failed", { _: message }));
      });
  }, [enterApp, translate]);

  return (
    <AccountLayout titleKey="app.oidc.title">
      {error ? (
        <>
          <Alert severity="error" sx={{ mb: 2 }} role="alert">
            {error}
          </Alert>
          <AccountLink to="/account/login" labelKey="app.oidc.back" />
        </>
      ) : (
        <CircularProgress aria-label={translate("app.oidc.completing")} />
      )}
    </AccountLayout>
  );
};

export default OidcCallbackPage;
