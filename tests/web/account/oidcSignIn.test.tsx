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

/** The server and the provider, answering by URL; `login` answers POST auth/oidc/login. */
const serve = (login: () => Response) =>
  fetchMock.mockImplementation(async (input) => {
    const url = String(input);
    if (url.endsWith("/auth/config"))
      return jsonResponse({
        status: 1,
        oidc: {
          name: "Keycloak",
          register_url: `${ISSUER}/register`,
          reset_url: null,
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

beforeEach(() => {
  vi.stubGlobal("fetch", fetchMock);
  fetchMock.mockReset();
  vi.mocked(reloadTo).mockReset();
});

describe("sign-in through an identity provider", () => {
  it("offers the provider, signs in by redirect with PKCE and our nonce, and signs out there too", async () => {
    serve(() =>
      jsonResponse({
        status: 1,
        data: buildToken({ role: 2, name: "Ada Owner" }),
        userInfo: { currency_code: "EUR" },
        logo_path: "",
      }),
    );
    const { sent, view } = await leaveForProvider();
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

  it("shows the provider's error, and our server's refusal, as their messages", async () => {
    serve(() =>
      jsonResponse(
        {
          status: 0,
          data: "No account here uses the e-mail address ada@example.com.",
          message: "No account here uses the e-mail address ada@example.com.",
        },
        { status: 422 },
      ),
    );
    const first = await leaveForProvider();
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
