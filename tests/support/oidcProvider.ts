import http from "node:http";
import type { AddressInfo } from "node:net";
import { createHash, randomBytes } from "node:crypto";
import { exportJWK, generateKeyPair, SignJWT, type JWK } from "jose";
import Provider, { interactionPolicy, type OidcContext } from "oidc-provider";

/**
 * A real OpenID Connect provider (`oidc-provider`) on a loopback port, for
 * server and browser tests of sign-in through an identity provider. Its
 * accounts are e-mail addresses: any login is accepted by its development
 * sign-in page, and an address starting with "unverified" has
 * `email_verified: false`. Consent is granted without asking. Its client is
 * a native one (RFC 8252 §7.3): a loopback redirect URI matches on any port,
 * so a server started later on a free port can use it. With `clientSecret`
 * the client is confidential (client_secret_basic), as Google's is.
 */
export interface TestProvider {
  issuer: string;
  clientId: string;
  /** Signs claims with the provider's own published key (forged tokens for refusal tests). */
  sign(claims: Record<string, unknown>, alg?: "RS256"): Promise<string>;
  /** The provider's signing key, private part included. */
  key: JWK;
  /** A whole authorization-code flow with PKCE, without a browser: the ID token it answers. */
  signIn(email: string, nonce: string): Promise<string>;
  /** The same flow up to the code: what the browser would exchange at the token endpoint. */
  authorize(email: string, nonce: string): Promise<CodeGrant>;
  close(): Promise<void>;
}

/** An authorization code with what exchanging it needs (RFC 6749 §4.1.3, RFC 7636). */
export interface CodeGrant {
  code: string;
  redirect_uri: string;
  code_verifier: string;
}

export const TEST_CLIENT_ID = "wellness-back-office";

export async function startTestProvider(
  redirectUris: string[] = ["http://127.0.0.1/account/oidc-callback"],
  { clientSecret }: { clientSecret?: string } = {},
): Promise<TestProvider> {
  let handler: http.RequestListener = (_req, res) => res.end();
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const { privateKey } = await generateKeyPair("RS256", { extractable: true });
  const key = {
    ...(await exportJWK(privateKey)),
    kid: "test-key",
    alg: "RS256",
    use: "sig",
  };
  // A native client is asked for consent every time; this one never is.
  const policy = interactionPolicy.base();
  policy.get("consent")?.checks.remove("native_client_prompt");
  const provider = new Provider(issuer, {
    interactions: { policy },
    // The browser's code exchange (a public client): from the app's origin,
    // a loopback one on any port, as for its redirect URIs.
    clientBasedCORS: (_ctx: OidcContext, origin: string) =>
      redirectUris.some((uri) => {
        try {
          const allowed = new URL(uri);
          const from = new URL(origin);
          return (
            from.protocol === allowed.protocol &&
            from.hostname === allowed.hostname
          );
        } catch {
          return false;
        }
      }),
    clients: [
      {
        client_id: TEST_CLIENT_ID,
        application_type: "native",
        ...(clientSecret
          ? {
              client_secret: clientSecret,
              token_endpoint_auth_method: "client_secret_basic",
            }
          : { token_endpoint_auth_method: "none" }),
        redirect_uris: redirectUris,
        // Where the SPA comes back after ending the provider's session (README).
        post_logout_redirect_uris: redirectUris.map(
          (u) => new URL(u).origin + "/account/login",
        ),
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    jwks: { keys: [key] },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    claims: { openid: ["sub"], email: ["email", "email_verified"] },
    // The ID token carries the e-mail, as Google's and Keycloak's do.
    conformIdTokenClaims: false,
    findAccount: (_ctx: OidcContext, id: string) => ({
      accountId: id,
      claims: () => ({
        sub: id,
        email: id,
        email_verified: !id.startsWith("unverified"),
      }),
    }),
    async loadExistingGrant(ctx: OidcContext) {
      const oidc = ctx.oidc;
      if (!oidc.client || !oidc.session?.accountId) return undefined;
      const grant = new oidc.provider.Grant({
        clientId: oidc.client.clientId,
        accountId: oidc.session.accountId,
      });
      grant.addOIDCScope("openid email profile");
      await grant.save();
      return grant;
    },
    features: {
      devInteractions: { enabled: true },
      rpInitiatedLogout: { enabled: true },
    },
  });
  handler = provider.callback();

  const sign = (claims: Record<string, unknown>) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: key.kid })
      .sign(privateKey);

  async function authorize(email: string, nonce: string): Promise<CodeGrant> {
    const jar = new Map<string, string>();
    const go = async (url: string, init: RequestInit = {}) => {
      const res = await fetch(new URL(url, issuer), {
        ...init,
        redirect: "manual",
        headers: {
          ...(init.headers as Record<string, string>),
          cookie: [...jar].map(([k, v]) => `${k}=${v}`).join("; "),
        },
      });
      for (const c of res.headers.getSetCookie()) {
        const [pair] = c.split(";");
        const at = pair.indexOf("=");
        jar.set(pair.slice(0, at), pair.slice(at + 1));
      }
      return res;
    };
    const verifier = randomBytes(32).toString("base64url");
    const redirectUri = redirectUris[0];
    const start = new URL("/auth", issuer);
    start.search = new URLSearchParams({
      client_id: TEST_CLIENT_ID,
      response_type: "code",
      scope: "openid email profile",
      redirect_uri: redirectUri,
      nonce,
      state: "s",
      code_challenge: createHash("sha256").update(verifier).digest("base64url"),
      code_challenge_method: "S256",
    }).toString();
    let res = await go(start.toString());
    let code: string | null = null;
    for (let hop = 0; hop < 10 && !code; hop++) {
      const location = res.headers.get("location");
      if (!location) throw new Error(`provider answered ${res.status}`);
      if (location.startsWith(redirectUri)) {
        code = new URL(location).searchParams.get("code");
        break;
      }
      res = await go(location);
      if (res.status === 200 && location.includes("/interaction/"))
        res = await go(location, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ prompt: "login", login: email }),
        });
    }
    if (!code) throw new Error("the provider gave no code");
    return { code, redirect_uri: redirectUri, code_verifier: verifier };
  }

  async function signIn(email: string, nonce: string) {
    const grant = await authorize(email, nonce);
    const headers: Record<string, string> = {
      "content-type": "application/x-www-form-urlencoded",
    };
    if (clientSecret)
      headers.authorization = `Basic ${Buffer.from(`${TEST_CLIENT_ID}:${clientSecret}`).toString("base64")}`;
    const token = await fetch(new URL("/token", issuer), {
      method: "POST",
      headers,
      body: new URLSearchParams({
        grant_type: "authorization_code",
        ...grant,
        client_id: TEST_CLIENT_ID,
      }),
    });
    const body = (await token.json()) as { id_token?: string };
    if (!body.id_token) throw new Error(JSON.stringify(body));
    return body.id_token;
  }

  return {
    issuer,
    clientId: TEST_CLIENT_ID,
    key,
    sign,
    signIn,
    authorize,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
