import type { AuthProvider } from "react-admin";
import { serviceIdsForResource } from "../layout/menuIndex";
import { canAccessServices, MERCHANT_ROLE } from "./accessControl";
import { API_URL } from "./apiUrl";
import {
  clearAllStorage,
  getAccessSubject,
  getCurrentUser,
  getUserLogo,
} from "./currentUser";
import { endProviderSession } from "../account/oidc/oidcSession";
import { dismissAlert, forgetAlertedErrors } from "./errorAlert";
import { httpClient } from "./httpClient";
import { LOGIN_PATH, loginUrlFor, navigateNow, reloadTo } from "./navigation";
import {
  establishSession,
  isExpired,
  LOGIN_MESSAGES,
  LoginError,
  type LoginResponse,
} from "./session";

export interface LoginParams {
  email: string;
  password: string;
}

const postLogin = async (params: LoginParams): Promise<LoginResponse> => {
  try {
    const { json } = await httpClient(`${API_URL}/auth/login`, {
      method: "POST",
      body: JSON.stringify({ email: params.email, password: params.password }),
      silent: true,
    });
    return json;
  } catch (error) {
    const message = error instanceof Error ? error.message : "";
    throw new LoginError(message || LOGIN_MESSAGES.failed);
  }
};

const signedIn = () => {
  const user = getCurrentUser();
  return user && !isExpired(user) ? user : null;
};

/** How long sign-out waits for the server before clearing the browser anyway. */
const LOGOUT_TIMEOUT_MS = 3000;

/**
 * Ends the session on the server (its token stops working there), best
 * effort: offline, slow or refused, the browser signs out all the same.
 */
const endServerSession = async () => {
  const user = signedIn();
  if (!user) return;
  const scope = user.role === MERCHANT_ROLE ? "merchant" : "staff";
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), LOGOUT_TIMEOUT_MS);
  try {
    await httpClient(`${API_URL}/${scope}/logout`, {
      method: "POST",
      signal: abort.signal,
      silent: true,
    });
  } catch {
    // Signed out in this browser regardless (see above).
  } finally {
    clearTimeout(timer);
  }
};

export const authProvider: AuthProvider = {
  login: async (params: LoginParams) => {
    // SPEC §7's demo backend, only in a build made with VITE_DEMO_BACKEND=true
    // (otherwise this branch and the module are left out of the bundle).
    if (import.meta.env.VITE_DEMO_BACKEND === "true") {
      const { demoLogin } = await import("../demo/demoSession");
      await demoLogin(params);
      return;
    }
    await establishSession(await postLogin(params));
  },

  /**
   * Ends the session on the server (POST merchant|staff/logout), then
   * clears all of local storage. `{ reload: true }` (the Logout menu item,
   * a changed password) reloads the page on /account/login; otherwise
   * react-admin navigates. When nobody was signed in, the visitor goes
   * to sign-in at once, keeping the wanted page as returnUrl. After a
   * sign-in through an identity provider, its user (session storage
   * `authUser`) is forgotten too, and a reload goes through the
   * provider's end-session page (where it has one) back to sign-in.
   */
  logout: async (params?: { reload?: boolean }) => {
    const hadUser = getCurrentUser() != null;
    await endServerSession();
    clearAllStorage();
    // An alert of this session must not greet the next one.
    dismissAlert();
    forgetAlertedErrors();
    const providerLogout = endProviderSession();
    if (params?.reload) {
      reloadTo(providerLogout ?? LOGIN_PATH);
      return false;
    }
    if (hadUser) return LOGIN_PATH;
    // Nobody signed in (react-admin's catch-all logs the visitor "out"):
    // move to sign-in at once; see navigateNow. Outside React's effect.
    const target = loginUrlFor();
    await Promise.resolve();
    return navigateNow(target) ? false : target;
  },

  checkAuth: async () => {
    if (!signedIn()) {
      throw { redirectTo: loginUrlFor(), message: false };
    }
  },

  /** Only a 401 signs out; a 403 keeps the session (the alert explains). */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      throw {
        redirectTo: loginUrlFor(),
        message: "app.auth.session_expired",
      };
    }
  },

  /**
   * The user's name, and the business name and logo (a stored file name,
   * not a URL) the top bar shows. Read from currentUser.ts, which a saved
   * business-details form updates; then this query is fetched again.
   */
  getIdentity: async () => {
    const user = getCurrentUser();
    if (!user) throw new Error("app.auth.not_signed_in");
    return {
      id: String(user.sub ?? user.email ?? ""),
      fullName: typeof user.name === "string" ? user.name : undefined,
      businessName: user.business_name,
      logo: getUserLogo(),
    };
  },

  getPermissions: async () => getAccessSubject(),

  canAccess: async ({ resource }) =>
    canAccessServices(
      getAccessSubject(),
      resource === "dashboard" ? [0] : serviceIdsForResource(resource),
    ),
};
