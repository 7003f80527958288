import { API_URL } from "../../providers/apiUrl";
import { httpClient } from "../../providers/httpClient";
import { LOGIN_PATH } from "../../providers/navigation";

/**
 * Sign-in through an identity provider, the parts every page may load: the
 * options of the sign-in page and the provider's session. The flow itself
 * (oidcSignIn.ts, with oidc-client-ts) loads only when it is used.
 */

/** Session-storage key of the identity provider's user (SPEC §3). */
export const AUTH_USER_KEY = "authUser";
/** Where the provider sends the browser back after sign-in. */
export const OIDC_CALLBACK_PATH = "/account/oidc-callback";

/** The sign-in pop-up's window name: opened on the click, then used by oidc-client-ts. */
export const POPUP_NAME = "wellness-sign-in";
/** The refusal when the user closed the pop-up before the sign-in finished (an i18n key). */
export const POPUP_CLOSED = "app.oidc.popup_closed";

/**
 * Opens the sign-in pop-up, empty, on the click itself: a pop-up blocker
 * lets a window open only then, not after the sign-in flow has loaded.
 * Null when the browser blocked it (then the sign-in goes by redirect).
 */
export const openSignInPopup = (): Window | null => {
  const width = 500;
  const height = 640;
  const left = Math.max(0, window.screenX + (window.outerWidth - width) / 2);
  const top = Math.max(0, window.screenY + (window.outerHeight - height) / 2);
  try {
    return (
      window.open(
        "",
        POPUP_NAME,
        `popup=yes,width=${width},height=${height},left=${left},top=${top}`,
      ) ?? null
    );
  } catch {
    return null;
  }
};

/** GET auth/config: the provider offered on the sign-in page, or null (the default). */
export interface SignInOptions {
  name: string;
  register_url: string | null;
  reset_url: string | null;
}

/** The provider's user as kept under `authUser`. */
export interface AuthUser {
  profile: Record<string, unknown>;
  id_token: string;
  client_id: string;
  end_session_endpoint: string | null;
}

export const fetchSignInOptions = async (): Promise<SignInOptions | null> => {
  const { json } = await httpClient(`${API_URL}/auth/config`, {
    silent: true,
  });
  return (json?.oidc as SignInOptions | null) ?? null;
};

const readAuthUser = (): AuthUser | null => {
  try {
    const raw = window.sessionStorage.getItem(AUTH_USER_KEY);
    return raw ? (JSON.parse(raw) as AuthUser) : null;
  } catch {
    return null;
  }
};

/**
 * After our sign-out: forgets the provider's user and, when the provider
 * supports it (an end-session endpoint), the URL that ends its session
 * and comes back to sign-in; null when there is none to end.
 */
export const endProviderSession = (): string | null => {
  const authUser = readAuthUser();
  try {
    window.sessionStorage.removeItem(AUTH_USER_KEY);
  } catch {
    // storage unavailable: nothing kept
  }
  if (!authUser?.end_session_endpoint) return null;
  const url = new URL(authUser.end_session_endpoint);
  url.searchParams.set("client_id", authUser.client_id);
  if (authUser.id_token)
    url.searchParams.set("id_token_hint", authUser.id_token);
  url.searchParams.set(
    "post_logout_redirect_uri",
    `${window.location.origin}${LOGIN_PATH}`,
  );
  return url.toString();
};
