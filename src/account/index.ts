import { lazy } from "react";

export { LoginPage } from "./LoginPage";

/** Less visited account pages load on demand. */
export const SignUpPage = lazy(() =>
  import("./SignUpPage").then((m) => ({ default: m.SignUpPage })),
);
export const ForgotPasswordPage = lazy(() =>
  import("./ForgotPasswordPage").then((m) => ({
    default: m.ForgotPasswordPage,
  })),
);
export const ResetPasswordPage = lazy(() =>
  import("./ResetPasswordPage").then((m) => ({ default: m.ResetPasswordPage })),
);
export const OidcCallbackPage = lazy(() => import("./oidc/OidcCallbackPage"));
