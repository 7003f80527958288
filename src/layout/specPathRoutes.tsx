import { Route } from "react-router-dom";
import { specPathRedirects } from "./menuIndex";
import { SpecPathRedirect } from "./SpecPathRedirect";

/**
 * One route per SPEC §2 path that is not its screen's own URL
 * (`/clients/list` → `/clients`, `/sales/tips` → `/tip-settings`), from the
 * menu table, so bookmarks and the old product's paths open their screen.
 * The route guard checks the path's service id before the redirect.
 */
export const specPathRoutes = () =>
  specPathRedirects().map(({ from, to }) => (
    <Route key={from} path={from} element={<SpecPathRedirect to={to} />} />
  ));
