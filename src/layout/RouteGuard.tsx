import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { canAccessServices } from "../providers/accessControl";
import { useAccessSubject } from "../providers/currentUser";
import { AccessDenied } from "./AccessDenied";
import { entryForPath } from "./menuIndex";

/**
 * SPEC §5 route guard: the page's service id comes from the menu table.
 * A signed-in user who may not open it stays in the app (menu and top bar)
 * and is told so, with a way back; the sign-in page is for a visitor with
 * no session, whom checkAuth sends to /account/login?returnUrl=… first.
 */
export const RouteGuard = ({ children }: { children: ReactNode }) => {
  const { pathname } = useLocation();
  const subject = useAccessSubject();
  const entry = entryForPath(pathname);
  const serviceIds = entry?.serviceIds ?? (pathname === "/" ? [0] : null);
  if (subject && serviceIds && !canAccessServices(subject, serviceIds)) {
    return <AccessDenied />;
  }
  return <>{children}</>;
};
