/** Full page loads, kept in one place so tests can replace them. */
export const LOGIN_PATH = "/account/login";

export const reloadTo = (path: string): void => {
  window.location.assign(path);
};

type RouterNavigate = (
  to: string,
  options: { replace?: boolean; flushSync?: boolean },
) => unknown;

let routerNavigate: RouterNavigate | null = null;

/** The app's data router registers its navigate() here (App.tsx). */
export const setRouterNavigate = (navigate: RouterNavigate | null): void => {
  routerNavigate = navigate;
};

/**
 * Replaces the current location at once, outside a React transition.
 * Returns false when no router is registered (the caller then navigates).
 *
 * Why: react-router moves in a transition. When nobody is signed in,
 * react-admin's catch-all <LogoutOnMount> logs out, which resets the store
 * and the query cache; the urgent re-renders that follow keep the
 * transition from committing, so the old page mounts <LogoutOnMount>
 * again and again (thousands of times, seconds of frozen page) before the
 * sign-in page finally shows. A synchronous move ends that loop.
 */
export const navigateNow = (to: string): boolean => {
  if (!routerNavigate) return false;
  void routerNavigate(to, { replace: true, flushSync: true });
  return true;
};

const isAccountPath = (pathname: string) =>
  pathname.startsWith("/account/") || pathname === "/login";

/** `/account/login?returnUrl=<page>` for the page the visitor wanted. */
export const loginUrlFor = (wanted?: string): string => {
  const target =
    wanted ??
    `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const pathname = target.split(/[?#]/)[0];
  // Already on the sign-in page: keep its returnUrl.
  if (pathname === LOGIN_PATH && wanted === undefined) return target;
  if (!target || isAccountPath(pathname)) return LOGIN_PATH;
  return `${LOGIN_PATH}?returnUrl=${encodeURIComponent(target)}`;
};

/** Only same-site paths are followed after sign-in. */
export const safeReturnUrl = (value: string | null | undefined): string => {
  if (!value || !value.startsWith("/") || value.startsWith("//")) return "/";
  return isAccountPath(value.split(/[?#]/)[0]) ? "/" : value;
};
