import { Navigate, useLocation } from "react-router-dom";

/**
 * /login goes to /account/login. SPEC §2 says the reset e-mail returns to
 * /login, so a `token` there is sent on to the reset page.
 */
export const LoginRedirect = () => {
  const { search } = useLocation();
  const target = new URLSearchParams(search).has("token")
    ? "/account/reset-password"
    : "/account/login";
  return <Navigate to={`${target}${search}`} replace />;
};
