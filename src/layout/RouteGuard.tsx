import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router-dom";
import { canAccessServices } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import { loginUrlFor } from "../providers/navigation";
import { entryForPath } from "./menuIndex";

/**
 * SPEC §5 route guard: the page's service id comes from the menu table.
 * A signed-in user who may not open it goes to /account/login?returnUrl=…
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname, search } = useLocation();
  const subject = useAccessSubject();
  const entry = entryForPath(pathname);
  const serviceIds = entry?.serviceIds ?? (pathname === "/" ? [0] : null);
  if (subject && serviceIds && !canAccessServices(subject, serviceIds)) {
    return <Navigate to={loginUrlFor(`${pathname}${search}`)} replace />;
  }
  return <>{children}</>;
};
