import { useState } from "react";
import Alert from "@mui/material/Alert";
import Button from "@mui/material/Button";
import Divider from "@mui/material/Divider";
import Link from "@mui/material/Link";
import { useQuery } from "@tanstack/react-query";
import { useTranslate } from "react-admin";
import { fetchSignInOptions } from "./oidcSession";
import { standaloneLinkSx } from "../../components/links/standaloneLinkSx";

/**
 * "Sign in with …" on the sign-in page, only when the server offers an
 * identity provider (GET auth/config), with the provider's own pages for
 * creating an account and resetting a password when configured.
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
  const { data: options } = useQuery({
    queryKey: ["auth", "signInOptions"],
    queryFn: fetchSignInOptions,
    staleTime: Infinity,
    retry: false,
  });
  if (!options) return null;

  const signIn = async () => {
    setError(null);
    setBusy(true);
    try {
      const { startProviderSignIn } = await import("./oidcSignIn");
      await startProviderSignIn(returnUrl);
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "";
      setError(translate(message || "app.auth.login_failed", { _: message }));
      setBusy(false);
    }
  };
  const name = { name: options.name };
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
