import { Suspense, type ComponentType } from "react";
import {} from "react-admin";
import { Navigate, Route } from "react-router-dom";
import {
  ForgotPasswordPage,
  LoginPage,
  OidcCallbackPage,
  ResetPasswordPage,
  SignUpPage,
} from "./index";
import { LoginRedirect } from "./LoginRedirect";
import { PageLoading } from "../layout/PageLoading";
import { OIDC_CALLBACK_PATH } from "./oidc/oidcSession";

const lazyPage = (Page: ComponentType) => (
  <Suspense fallback={<PageLoading />}>
    <Page />
  </Suspense>
);

/** Signed-out pages, rendered without the layout. */
export const accountRoutes = [
  <Route key="login" path="/account/login" element={<LoginPage />} />,
  <Route
    key="sign-up"
    path="/account/sign-up"
    element={lazyPage(SignUpPage)}
  />,
  <Route
    key="forgot"
    path="/account/forgot-password"
    element={lazyPage(ForgotPasswordPage)}
  />,
  <Route
    key="reset"
    path="/account/reset-password"
    element={lazyPage(ResetPasswordPage)}
  />,
  <Route
    key="oidc-callback"
    path={OIDC_CALLBACK_PATH}
    element={lazyPage(OidcCallbackPage)}
  />,
  <Route key="legacy-login" path="/login" element={<LoginRedirect />} />,
  <Route
    key="account"
    path="/account"
    element={<Navigate to="/account/login" replace />}
  />,
];
