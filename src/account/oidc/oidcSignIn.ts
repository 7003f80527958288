import {
  InMemoryWebStorage,
  OidcClient,
  UserManager,
  WebStorageStateStore,
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
    redirect_uri: `${origin}${OIDC_CALLBACK_PATH}`,
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
  return user.url_state ?? "/";
};
