import { beforeEach, describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { AppWrapper } from "../../../src/App";
import { authProvider } from "../../../src/providers/authProvider";
import { reloadTo } from "../../../src/providers/navigation";
import type * as navigation from "../../../src/providers/navigation";
import { buildToken, jsonResponse } from "../support/builders";

vi.mock("../../../src/providers/navigation", async (importOriginal) => ({
  ...(await importOriginal<typeof navigation>()),
  reloadTo: vi.fn(),
}));

const ISSUER = "https://id.example.com/realms/salon";
const fetchMock = vi.fn<typeof fetch>();

const start = {
  status: 1,
  authority: ISSUER,
  client_id: "back-office",
  scope: "openid email profile",
  metadata: {
    issuer: ISSUER,
    authorization_endpoint: `${ISSUER}/auth`,
    token_endpoint: `${ISSUER}/token`,
    end_session_endpoint: `${ISSUER}/logout`,
  },
  nonce: "server-nonce",
  nonce_expires_in: 900,
};

/**
 * The server and the provider, answering by URL; `login` answers POST
 * auth/oidc/login; `resetUrl` is the provider's reset page when configured.
 */
const serve = (login: () => Response, resetUrl: string | null = null) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith("/auth/config"))
      return jsonResponse({
        status: 1,
        oidc: {
          name: "Keycloak",
          register_url: `${ISSUER}/register`,
          reset_url: resetUrl,
        },
      });
    if (url.endsWith("/auth/oidc/start")) return jsonResponse(start);
    if (url === `${ISSUER}/token`)
      return jsonResponse({
        access_token: "at",
        token_type: "Bearer",
        id_token: buildToken({
          iss: ISSUER,
          aud: "back-office",
          sub: "kc-1",
          email: "ada@example.com",
          nonce: "server-nonce",
        }),
      });
    if (url.endsWith("/auth/oidc/login")) return login();
    return jsonResponse([], { headers: { "Content-Range": "x 0-0/0" } });
  });

const visit = (path: string) => {
  window.history.replaceState(null, "", path);
  return render(<AppWrapper />);
};

/** Clicks "Sign in with Keycloak" and answers the URL the browser was sent to. */
const leaveForProvider = async () => {
  const view = visit("/account/login?returnUrl=%2Fclients");
  const user = userEvent.setup();
  await user.click(
    await screen.findByRole("button", { name: "Sign in with Keycloak" }),
  );
  await waitFor(() => expect(reloadTo).toHaveBeenCalled());
  return { sent: new URL(vi.mocked(reloadTo).mock.calls[0][0]), view };
};

const openMock = vi.fn<typeof window.open>();

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  vi.mocked(reloadTo).mockReset();
  // A browser that blocks pop-ups: the sign-in goes by redirect.
  vi.stubGlobal("open", openMock);
  openMock.mockReset().mockReturnValue(null);
});

describe("sign-in through an identity provider", () => {
  it("offers the provider, signs in by redirect (pop-ups blocked) with PKCE and our nonce, and signs out there too", async () => {
    serve(() =>
      jsonResponse({
        status: 1,
        data: buildToken({ role: 2, name: "Ada Owner" }),
        userInfo: { currency_code: "EUR" },
        logo_path: "",
      }),
    );
    const { sent, view } = await leaveForProvider();
    // The pop-up was tried on the click itself, by name.
    expect(openMock).toHaveBeenCalledWith(
      "",
      "wellness-sign-in",
      expect.stringContaining("popup=yes"),
    );
    expect(
      screen.getByRole("link", { name: "Create an account at Keycloak" }),
    ).toHaveAttribute("href", `${ISSUER}/register`);
    expect(screen.queryByText(/Reset your password at/)).toBeNull();
    expect(`${sent.origin}${sent.pathname}`).toBe(`${ISSUER}/auth`);
    const params = Object.fromEntries(sent.searchParams);
    expect(params).toMatchObject({
      client_id: "back-office",
      response_type: "code",
      nonce: "server-nonce",
      code_challenge_method: "S256",
      redirect_uri: `${window.location.origin}/account/oidc-callback`,
    });
    expect(params.code_challenge).toBeTruthy();
    view.unmount();

    visit(`/account/oidc-callback?code=c1&state=${params.state}`);
    await waitFor(() => expect(window.location.pathname).toBe("/clients"));
    const loginCall = fetchMock.mock.calls.find(([u]) =>
      String(u).endsWith("/auth/oidc/login"),
    ) as [string, RequestInit];
    const idToken = JSON.parse(loginCall[1].body as string).id_token;
    expect(idToken.split(".")).toHaveLength(3);
    const authUser = JSON.parse(window.sessionStorage.getItem("authUser")!);
    expect(authUser).toMatchObject({
      id_token: idToken,
      profile: { email: "ada@example.com", sub: "kc-1" },
    });
    const tokenCall = fetchMock.mock.calls.find(
      ([u]) => String(u) === `${ISSUER}/token`,
    ) as [string, RequestInit];
    expect(String(tokenCall[1].body)).toContain("code_verifier=");

    // Sign-out ends our session, then the provider's, back to sign-in.
    await authProvider.logout({ reload: true });
    const out = new URL(vi.mocked(reloadTo).mock.calls.at(-1)![0]);
    expect(`${out.origin}${out.pathname}`).toBe(`${ISSUER}/logout`);
    expect(out.searchParams.get("id_token_hint")).toBe(idToken);
    expect(out.searchParams.get("post_logout_redirect_uri")).toBe(
      `${window.location.origin}/account/login`,
    );
    expect(window.sessionStorage.getItem("authUser")).toBeNull();
  });

  it("links to the provider's reset page, shows the provider's error, and our server's refusal, as their messages", async () => {
    serve(
      () =>
        jsonResponse(
          {
            status: 0,
            data: "No account here uses the e-mail address ada@example.com.",
            message: "No account here uses the e-mail address ada@example.com.",
          },
          { status: 422 },
        ),
      `${ISSUER}/login-actions/reset-credentials`,
    );
    const first = await leaveForProvider();
    // OIDC_RESET_URL set: the login page links to the provider's reset page.
    expect(
      screen.getByRole("link", { name: "Reset your password at Keycloak" }),
    ).toHaveAttribute("href", `${ISSUER}/login-actions/reset-credentials`);
    first.view.unmount();
    const failed = visit(
      `/account/oidc-callback?error=access_denied&error_description=${encodeURIComponent("The user cancelled the sign-in.")}&state=${first.sent.searchParams.get("state")}`,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "The user cancelled the sign-in.",
    );
    expect(
      screen.getByRole("link", { name: "Back to sign-in" }),
    ).toBeInTheDocument();
    failed.unmount();

    vi.mocked(reloadTo).mockReset();
    const second = await leaveForProvider();
    second.view.unmount();
    visit(
      `/account/oidc-callback?code=c2&state=${second.sent.searchParams.get("state")}`,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "No account here uses the e-mail address ada@example.com.",
    );
    expect(window.sessionStorage.getItem("authUser")).toBeNull();
  });
});

/** A pop-up window as the app sees it: where it was sent, and whether it is closed. */
const fakePopup = () => {
  const popup = {
    closed: false,
    focus: vi.fn(),
    close: vi.fn(() => {
      popup.closed = true;
    }),
    location: { replace: vi.fn<(url: string) => void>() },
  };
  return popup;
};

/** Clicks "Sign in with Keycloak" with pop-ups allowed; answers the pop-up and where it was sent. */
const signInInPopup = async (user: ReturnType<typeof userEvent.setup>) => {
  const popup = fakePopup();
  openMock.mockReturnValue(popup as unknown as Window);
  await user.click(
    await screen.findByRole("button", { name: "Sign in with Keycloak" }),
  );
  await waitFor(() => expect(popup.location.replace).toHaveBeenCalled());
  return {
    popup,
    sent: new URL(popup.location.replace.mock.calls[0][0]),
  };
};

/** The pop-up's callback page handing the provider's answer to its opener, as oidc-client-ts does. */
const answerFromPopup = (query: string) =>
  window.dispatchEvent(
    new MessageEvent("message", {
      origin: window.location.origin,
      data: {
        source: "oidc-client",
        url: `${window.location.origin}/account/oidc-callback?${query}`,
        keepOpen: false,
      },
    }),
  );

describe("sign-in through an identity provider in a pop-up", () => {
  it("signs in in the pop-up, which the callback page hands back to its opener", async () => {
    serve(() =>
      jsonResponse({
        status: 1,
        data: buildToken({ role: 2, name: "Ada Owner" }),
        userInfo: { currency_code: "EUR" },
        logo_path: "",
      }),
    );
    const view = visit("/account/login?returnUrl=%2Fclients");
    const { popup, sent } = await signInInPopup(userEvent.setup());
    expect(`${sent.origin}${sent.pathname}`).toBe(`${ISSUER}/auth`);
    expect(Object.fromEntries(sent.searchParams)).toMatchObject({
      nonce: "server-nonce",
      code_challenge_method: "S256",
      display: "popup",
      redirect_uri: `${window.location.origin}/account/oidc-callback`,
    });
    answerFromPopup(`code=p1&state=${sent.searchParams.get("state")}`);
    await waitFor(() => expect(window.location.pathname).toBe("/clients"));
    expect(popup.close).toHaveBeenCalled();
    expect(reloadTo).not.toHaveBeenCalled();
    expect(
      JSON.parse(window.sessionStorage.getItem("authUser")!),
    ).toMatchObject({ profile: { email: "ada@example.com" } });
    view.unmount();

    // In the pop-up: the callback page posts the answer to the opener and exchanges nothing.
    const opener = { postMessage: vi.fn() };
    vi.stubGlobal("opener", opener);
    fetchMock.mockClear();
    const callback = visit("/account/oidc-callback?code=p2&state=s2");
    await waitFor(() => expect(opener.postMessage).toHaveBeenCalled());
    expect(opener.postMessage).toHaveBeenCalledWith(
      {
        source: "oidc-client",
        url: `${window.location.origin}/account/oidc-callback?code=p2&state=s2`,
        keepOpen: false,
      },
      window.location.origin,
    );
    expect(
      fetchMock.mock.calls.some(([u]) => /oidc\/login|\/token/.test(String(u))),
    ).toBe(false);
    expect(window.location.pathname).toBe("/account/oidc-callback");
    vi.stubGlobal("opener", null);
    callback.unmount();
  });

  it("shows the provider's error, says so when the pop-up is closed, and then signs in in this window", async () => {
    serve(() => jsonResponse({ status: 0 }, { status: 500 }));
    visit("/account/login");
    const user = userEvent.setup();

    const refused = await signInInPopup(user);
    answerFromPopup(
      `error=access_denied&error_description=${encodeURIComponent("End-User aborted interaction")}&state=${refused.sent.searchParams.get("state")}`,
    );
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "End-User aborted interaction",
    );
    expect(refused.popup.close).toHaveBeenCalled();

    // The user closes the next pop-up before signing in.
    const closed = await signInInPopup(user);
    closed.popup.closed = true;
    await waitFor(() =>
      expect(screen.getByRole("alert")).toHaveTextContent(
        "The sign-in window was closed before the sign-in finished. Select “Sign in with Keycloak” again to sign in in this window.",
      ),
    );
    expect(window.location.pathname).toBe("/account/login");

    // The next click signs in in this window, by redirect.
    openMock.mockClear();
    await user.click(
      screen.getByRole("button", { name: "Sign in with Keycloak" }),
    );
    await waitFor(() => expect(reloadTo).toHaveBeenCalled());
    const sent = new URL(vi.mocked(reloadTo).mock.calls[0][0]);
    expect(`${sent.origin}${sent.pathname}`).toBe(`${ISSUER}/auth`);
    expect(openMock).not.toHaveBeenCalled();
  });
});
