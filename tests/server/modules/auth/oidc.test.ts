import { sql } from "drizzle-orm";
import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  PASSWORD,
  type TestUser,
} from "../../support/builders";
import {
  startTestProvider,
  type TestProvider,
} from "../../../support/oidcProvider";
import { ID_TOKEN_MESSAGES } from "../../../../server/src/modules/oidc/idToken";
import { OIDC_ACCOUNT_MESSAGES } from "../../../../server/src/modules/oidc/index";

const refusal = (message: string) => ({ status: 0, data: message, message });
const now = () => Math.floor(Date.now() / 1000);

describe("sign-in through an identity provider: off by default", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });

  it("offers no provider, and has no provider routes", async () => {
    const config = await t.injectAs(null, {
      method: "GET",
      url: "auth/config",
    });
    expect(config.json()).toEqual({ status: 1, oidc: null });
    const login = await t.injectAs(null, {
      method: "POST",
      url: "auth/oidc/login",
      payload: { id_token: "x.y.z" },
    });
    expect(login.statusCode).toBe(404);
    const start = await t.injectAs(null, {
      method: "GET",
      url: "auth/oidc/start",
    });
    expect(start.statusCode).toBe(404);
    expect(config.headers["content-security-policy"]).toContain(
      "connect-src 'self';",
    );
    expect(config.headers["cross-origin-opener-policy"]).toBe("same-origin");
  });
});

describe("POST auth/oidc/login against a real provider", () => {
  let t: TestApp;
  let idp: TestProvider;
  let owner: TestUser;
  let staff: TestUser;

  beforeAll(async () => {
    idp = await startTestProvider();
    t = await buildTestApp({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_NAME: "Test Identity",
    });
    const m = await createMerchant(t.app);
    owner = m.owner;
    staff = await createStaff(t.app, m.merchant.id, [3, 7]);
  });
  afterAll(() => idp?.close());

  const nonce = async () => {
    const res = await t.injectAs(null, {
      method: "GET",
      url: "auth/oidc/start",
    });
    expect(res.statusCode).toBe(200);
    return res.json().nonce as string;
  };
  const login = (idToken: string) =>
    t.injectAs(null, {
      method: "POST",
      url: "auth/oidc/login",
      payload: { id_token: idToken },
    });
  /** Claims as the provider would sign them for this client, changed by `over`. */
  const claims = async (over: Record<string, unknown> = {}) => ({
    iss: idp.issuer,
    aud: idp.clientId,
    sub: owner.email,
    email: owner.email,
    email_verified: true,
    iat: now(),
    exp: now() + 300,
    nonce: await nonce(),
    ...over,
  });

  it("offers the provider on the sign-in page and starts with its endpoints", async () => {
    const config = await t.injectAs(null, {
      method: "GET",
      url: "auth/config",
    });
    expect(config.json()).toEqual({
      status: 1,
      oidc: { name: "Test Identity", register_url: null, reset_url: null },
    });
    // The browser may call the provider's token endpoint, and nothing else there.
    expect(config.headers["content-security-policy"]).toContain(
      `connect-src 'self' ${idp.issuer};`,
    );
    // The pop-up keeps its opener: the app lets it, and the page the
    // provider sends it back to sets no policy that would cut it off.
    expect(config.headers["cross-origin-opener-policy"]).toBe(
      "same-origin-allow-popups",
    );
    const callback = await t.app.inject({
      method: "GET",
      url: "/account/oidc-callback?code=c&state=s",
    });
    expect(callback.headers["cross-origin-opener-policy"]).toBe("unsafe-none");
    expect(callback.headers["content-security-policy"]).toBe(
      config.headers["content-security-policy"],
    );
    // A public client: the browser exchanges the code itself, never through us.
    const relay = await t.injectAs(null, {
      method: "POST",
      url: "auth/oidc/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: "grant_type=authorization_code&code=c",
    });
    expect(relay.statusCode).toBe(404);
    expect(relay.json()).toEqual(
      refusal(
        "The browser exchanges the code with the identity provider itself.",
      ),
    );
    const start = await t.injectAs(null, {
      method: "GET",
      url: "auth/oidc/start",
    });
    expect(start.json()).toMatchObject({
      status: 1,
      authority: idp.issuer,
      client_id: idp.clientId,
      metadata: {
        issuer: idp.issuer,
        authorization_endpoint: `${idp.issuer}/auth`,
        token_endpoint: `${idp.issuer}/token`,
      },
    });
  });

  it("signs a staff user in with exactly their permissions, once per sign-in", async () => {
    const idToken = await idp.signIn(staff.email.toUpperCase(), await nonce());
    const res = await login(idToken);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(1);
    const token = body.data as string;
    const payload = JSON.parse(
      Buffer.from(token.split(".")[1], "base64url").toString(),
    );
    expect(payload).toMatchObject({ sub: String(staff.id), role: 3 });

    const perms = await t.injectAs(token, {
      method: "GET",
      url: "staff/permissions",
    });
    expect(
      perms
        .json()
        .data.map((p: { service_id: number }) => p.service_id)
        .sort(),
    ).toEqual([3, 7]);
    const clients = await t.injectAs(token, { method: "GET", url: "clients" });
    expect(clients.statusCode).toBe(200);
    const products = await t.injectAs(token, {
      method: "GET",
      url: "products",
    });
    expect(products.statusCode).toBe(403);

    // The same ID token again: a replay.
    const again = await login(idToken);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual(refusal(ID_TOKEN_MESSAGES.replayed));
  });

  it("refuses an unknown or unverified e-mail without creating an account", async () => {
    const unknown = await login(
      await idp.signIn("stranger@example.com", await nonce()),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual(
      refusal(
        "No account here uses the e-mail address stranger@example.com. Ask the business owner to add you with this address, then sign in again.",
      ),
    );
    const [{ n }] = (
      await t.app.db.execute(
        sql`select count(*)::int as n from users where lower(email) like '%stranger%'`,
      )
    ).rows as { n: number }[];
    expect(n).toBe(0);
    const unverified = await login(
      await idp.signIn("unverified@example.com", await nonce()),
    );
    expect(unverified.statusCode).toBe(422);
    expect(unverified.json().data).toMatch(
      /has not verified the e-mail address/,
    );
    // A known account with an unverified address at the provider is refused too.
    const forged = await login(
      await idp.sign(await claims({ email_verified: false })),
    );
    expect(forged.statusCode).toBe(422);
  });

  it("refuses a disabled login with 403, as the password sign-in does", async () => {
    const disabled = await createStaff(t.app, owner.merchantId, [3]);
    await t.app.db.execute(
      sql`update users set disabled_at = now() where id = ${disabled.id}`,
    );
    const res = await login(await idp.signIn(disabled.email, await nonce()));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(refusal(OIDC_ACCOUNT_MESSAGES.disabled));
  });

  it("accepts a token signed with the provider's key for the owner", async () => {
    const res = await login(await idp.sign(await claims()));
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(1);
  });

  it.each([
    ["another audience", { aud: "someone-else" }, ID_TOKEN_MESSAGES.audience],
    [
      "another issuer",
      { iss: "https://evil.example.com" },
      ID_TOKEN_MESSAGES.issuer,
    ],
    [
      "an expired token",
      { exp: now() - 3600, iat: now() - 7200 },
      ID_TOKEN_MESSAGES.expired,
    ],
    [
      "a nonce this server did not issue",
      { nonce: "forged.1.x" },
      ID_TOKEN_MESSAGES.nonce,
    ],
  ])("refuses %s", async (_name, over, message) => {
    const res = await login(await idp.sign(await claims(over)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(message));
  });

  it("refuses an unsigned token (alg none) and one signed with another key", async () => {
    const part = (o: object) =>
      Buffer.from(JSON.stringify(o)).toString("base64url");
    const unsigned = `${part({ alg: "none", typ: "JWT" })}.${part(await claims())}.`;
    const res = await login(unsigned);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(refusal(ID_TOKEN_MESSAGES.unsigned));

    const { SignJWT, generateKeyPair } = await import("jose");
    const { privateKey } = await generateKeyPair("RS256");
    const foreign = await new SignJWT(await claims())
      .setProtectedHeader({ alg: "RS256", kid: idp.key.kid })
      .sign(privateKey);
    const other = await login(foreign);
    expect(other.statusCode).toBe(401);
    expect(other.json()).toEqual(refusal(ID_TOKEN_MESSAGES.unsigned));
  });
});

describe("a provider that cannot be reached", () => {
  let t: TestApp;
  beforeAll(async () => {
    // Nothing listens on port 9 of the loopback: the discovery read fails at once.
    t = await buildTestApp({
      OIDC_ISSUER: "http://127.0.0.1:9/realms/salon",
      OIDC_CLIENT_ID: "back-office",
      OIDC_RESET_URL: "https://id.example.com/reset",
    });
  });

  it("still offers the provider's pages, and answers 503 with a way on instead of starting", async () => {
    const config = await t.injectAs(null, {
      method: "GET",
      url: "auth/config",
    });
    expect(config.json().oidc).toMatchObject({
      reset_url: "https://id.example.com/reset",
      register_url: null,
    });
    const start = await t.injectAs(null, {
      method: "GET",
      url: "auth/oidc/start",
    });
    expect(start.statusCode).toBe(503);
    expect(start.json()).toEqual(
      refusal(
        "The identity provider cannot be reached. Sign in with your e-mail and password, or try again later.",
      ),
    );
    // The built-in sign-in is untouched by the provider's absence.
    const { owner } = await createMerchant(t.app);
    const password = await t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email: owner.email, password: PASSWORD },
    });
    expect(password.statusCode).toBe(200);
    expect(password.json().status).toBe(1);
  });
});
