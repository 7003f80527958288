/** Sign-in through an identity provider (`app.oidc`, src/account/oidc). */
const oidc = {
  title: "Signing in",
  or: "or",
  sign_in_with: "Sign in with %{name}",
  register_at: "Create an account at %{name}",
  reset_at: "Reset your password at %{name}",
  completing: "Completing the sign-in…",
  back: "Back to sign-in",
  popup_closed:
    "The sign-in window was closed before the sign-in finished. Select “Sign in with %{name}” again to sign in in this window.",
};

export default oidc;
