/** Full page loads, kept in one place so tests can replace them. */
export const LOGIN_PATH = "/account/login";

export const reloadTo = (path: string): void => {
  window.location.assign(path);
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
