import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import {
  fetchSignInOptions,
  openSignInPopup,
  POPUP_CLOSED,
} from "./oidcSession";
import { standaloneLinkSx } from "../../components/links/standaloneLinkSx";
import { getCurrentUser } from "../../providers/currentUser";
import { useEnterApp } from "../useEnterApp";

/**
 * "Sign in with …" on the sign-in page, only when the server offers an
 * identity provider (GET auth/config), with the provider's own pages for
 * creating an account and resetting a password when configured. It signs
 * in in a pop-up (SPEC §4), and by redirect in this window when the browser
 * blocks the pop-up, or after the user closed one (the message says so).
 */
/** The provider's own pages the login page links to, when it has them. */
const PROVIDER_PAGES = [
  ["register_url", "register_at"],
  ["reset_url", "reset_at"],
] as const;

export const ProviderSignIn = ({ returnUrl }: { returnUrl: string }) => {
  const translate = useTranslate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [inThisWindow, setInThisWindow] = useState(false);
  const enterApp = useEnterApp();
  const { data: options } = useQuery({
    queryKey: ["auth", "signInOptions"],
    queryFn: fetchSignInOptions,
    staleTime: Infinity,
    retry: false,
  });
  if (!options) return null;

  const name = { name: options.name };
  const signIn = async () => {
    setError(null);
    // Before anything is awaited: only the click itself may open a window.
    const popup = inThisWindow ? null : openSignInPopup();
    setBusy(true);
    try {
      const flow = await import("./oidcSignIn");
      if (!popup) return await flow.startProviderSignIn(returnUrl);
      const previous = getCurrentUser();
      await flow.signInByPopup(popup);
      await enterApp(returnUrl, previous);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "";
      if (message === POPUP_CLOSED) setInThisWindow(true);
      setError(
        translate(message || "app.auth.login_failed", { ...name, _: message }),
      );
      setBusy(false);
    }
  };
  return (
    <>
      <Divider sx={{ my: 2 }}>{translate("app.oidc.or")}</Divider>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {error}
        </Alert>
      )}
      <Button variant="outlined" fullWidth disabled={busy} onClick={signIn}>
        {translate("app.oidc.sign_in_with", name)}
      </Button>
      {PROVIDER_PAGES.map(([url, words]) =>
        options[url] ? (
          <Link
            key={url}
            href={options[url]}
            variant="body2"
            sx={{ ...standaloneLinkSx, display: "flex", mt: 1 }}
          >
            {translate(`app.oidc.${words}`, name)}
          </Link>
        ) : null,
      )}
    </>
  );
};
