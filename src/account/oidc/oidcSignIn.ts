import {
  ErrorResponse,
  InMemoryWebStorage,
  OidcClient,
  UserManager,
  WebStorageStateStore,
  type User,
  type UserManagerSettings,
} from "oidc-client-ts";
import { API_URL } from "../../providers/apiUrl";
import { httpClient } from "../../providers/httpClient";
import { reloadTo } from "../../providers/navigation";
import {
  establishSession,
  LOGIN_MESSAGES,
  LoginError,
  type LoginResponse,
} from "../../providers/session";
import {
  AUTH_USER_KEY,
  OIDC_CALLBACK_PATH,
  POPUP_CLOSED,
  POPUP_NAME,
  type AuthUser,
} from "./oidcSession";

/** GET auth/oidc/start: what oidc-client-ts needs, and a nonce from our server. */
interface StartAnswer {
  authority: string;
  client_id: string;
  scope: string;
  metadata: {
    issuer: string;
    authorization_endpoint: string;
    token_endpoint: string | null;
    end_session_endpoint: string | null;
  };
  nonce: string;
}

const messageOf = (error: unknown) =>
  error instanceof Error && error.message ? error.message : "";

const fetchStart = async (): Promise<StartAnswer> => {
  try {
    const { json } = await httpClient(`${API_URL}/auth/oidc/start`, {
      silent: true,
    });
    return json as StartAnswer;
  } catch (error) {
    throw new LoginError(messageOf(error) || LOGIN_MESSAGES.failed);
  }
};

/**
 * A UserManager that reads no discovery document (the server passed the
 * endpoints on) and keeps its user in memory only: the user is stored
 * under `authUser` below. Without a token endpoint of the provider's (a
 * client with a secret), the code is exchanged through our server.
 */
const settingsOf = (start: StartAnswer): UserManagerSettings => {
  const origin = window.location.origin;
  return {
    authority: start.authority,
    client_id: start.client_id,
    scope: start.scope,
    response_type: "code",
    // The pop-up comes back to the same page (one URI to register, README).
    redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
    popupWindowTarget: POPUP_NAME,
    loadUserInfo: false,
    metadata: {
      issuer: start.metadata.issuer,
      authorization_endpoint: start.metadata.authorization_endpoint,
      token_endpoint:
        start.metadata.token_endpoint ??
        new URL(`${API_URL}/auth/oidc/token`, origin).toString(),
    },
    stateStore: new WebStorageStateStore({ store: window.sessionStorage }),
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  };
};

/** Leaves for the provider's sign-in page (PKCE, our server's nonce). */
export const startProviderSignIn = async (returnUrl: string) => {
  const start = await fetchStart();
  // As UserManager.signinRedirect does ("si:r"), leaving by reloadTo.
  const request = await new OidcClient(settingsOf(start)).createSigninRequest({
    request_type: "si:r",
    nonce: start.nonce,
    url_state: returnUrl,
  });
  reloadTo(request.url);
};

/**
 * The provider's user, kept under `authUser`, exchanged for our session (as
 * a sign-in with a password is). A refusal throws our server's message.
 */
const signInWith = async (user: User, start: StartAnswer) => {
  const authUser: AuthUser = {
    profile: { ...user.profile },
    id_token: user.id_token ?? "",
    client_id: start.client_id,
    end_session_endpoint: start.metadata.end_session_endpoint,
  };
  window.sessionStorage.setItem(AUTH_USER_KEY, JSON.stringify(authUser));
  let answer: LoginResponse;
  try {
    const { json } = await httpClient(`${API_URL}/auth/oidc/login`, {
      method: "POST",
      body: JSON.stringify({ id_token: authUser.id_token }),
      silent: true,
    });
    answer = json;
  } catch (error) {
    window.sessionStorage.removeItem(AUTH_USER_KEY);
    throw new LoginError(messageOf(error) || LOGIN_MESSAGES.failed);
  }
  await establishSession(answer);
};

/**
 * Back from the provider: completes the code exchange, keeps the provider's
 * user under `authUser`, exchanges its ID token for our session (as a
 * sign-in with a password does) and answers the page to go to. A refusal
 * (the provider's or ours) throws its message as it came (SPEC §8).
 */
export const completeProviderSignIn = async (): Promise<string> => {
  const start = await fetchStart();
  let user;
  try {
    user = await new UserManager(settingsOf(start)).signinRedirectCallback();
  } catch (error) {
    throw new LoginError(messageOf(error) || LOGIN_MESSAGES.failed);
  }
  await signInWith(user, start);
  return user.url_state ?? "/";
};

/**
 * Signs in through the pop-up the click opened (openSignInPopup): the
 * provider's pages open there, the pop-up's callback page hands the answer
 * back (completePopupSignIn), and the session starts here as after a
 * redirect. Throws POPUP_CLOSED when the user closed the pop-up first, the
 * provider's error (its description) or our server's refusal otherwise.
 */
export const signInByPopup = async (popup: Window): Promise<void> => {
  const closed = () => new LoginError(POPUP_CLOSED);
  let start: StartAnswer;
  try {
    start = await fetchStart();
  } catch (error) {
    popup.close();
    throw error;
  }
  if (popup.closed) throw closed();
  let user: User;
  try {
    user = await new UserManager(settingsOf(start)).signinPopup({
      nonce: start.nonce,
      popupAbortOnClose: true,
    });
  } catch (error) {
    if (error instanceof ErrorResponse)
      throw new LoginError(messageOf(error) || LOGIN_MESSAGES.failed);
    // "Popup closed by user", or the window gone before the flow reached it.
    if (popup.closed || /popup closed|disposed window/i.test(messageOf(error)))
      throw closed();
    throw new LoginError(messageOf(error) || LOGIN_MESSAGES.failed);
  }
  await signInWith(user, start);
};

/**
 * The callback page inside the pop-up: hands the provider's answer (the
 * URL) to the window that opened it, which completes the sign-in and then
 * closes the pop-up. Nothing is exchanged here.
 */
export const completePopupSignIn = async (): Promise<void> => {
  const origin = window.location.origin;
  await new UserManager({
    authority: origin,
    client_id: "popup-callback",
    redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
    userStore: new WebStorageStateStore({ store: new InMemoryWebStorage() }),
  }).signinPopupCallback();
};
