import { describe, it, expect, beforeAll, afterAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { createMerchant, type TestUser } from "../../support/builders";
import {
  startTestProvider,
  type CodeGrant,
  type TestProvider,
} from "../../../support/oidcProvider";

const refusal = (message: string) => ({ status: 0, data: message, message });

/**
 * POST auth/oidc/token: a confidential client (a secret, as Google's), whose
 * browser exchanges the code through the server, which adds the secret.
 */
describe("POST auth/oidc/token against a real provider", () => {
  const SECRET = "relay-secret-0123456789";
  let t: TestApp;
  let idp: TestProvider;
  let owner: TestUser;

  beforeAll(async () => {
    idp = await startTestProvider(undefined, { clientSecret: SECRET });
    t = await buildTestApp({
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_CLIENT_SECRET: SECRET,
    });
    ({ owner } = await createMerchant(t.app));
  });
  afterAll(() => idp?.close());

  const start = async () => {
    const res = await t.injectAs(null, {
      method: "GET",
      url: "auth/oidc/start",
    });
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  /** Posts the form as oidc-client-ts does. */
  const exchange = (form: Record<string, string>) =>
    t.injectAs(null, {
      method: "POST",
      url: "auth/oidc/token",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(form).toString(),
    });
  const formOf = (grant: CodeGrant) => ({
    grant_type: "authorization_code",
    client_id: idp.clientId,
    ...grant,
  });

  it("exchanges a code with the secret the browser never sees, and passes the provider's refusal on as it came", async () => {
    const started = await start();
    // The browser is sent here, not to the provider's token endpoint.
    expect(started.metadata.token_endpoint).toBeNull();
    const grant = await idp.authorize(owner.email, started.nonce);
    const res = await exchange(formOf(grant));
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    const tokens = res.json();
    expect(tokens).toMatchObject({ token_type: "Bearer" });
    expect(JSON.stringify(tokens)).not.toContain(SECRET);

    // Its ID token signs the owner in.
    const login = await t.injectAs(null, {
      method: "POST",
      url: "auth/oidc/login",
      payload: { id_token: tokens.id_token },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().status).toBe(1);

    // The same code again: the provider's own OAuth error, status 400.
    const again = await exchange(formOf(grant));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ error: "invalid_grant" });
    expect(again.json().error_description).toEqual(expect.any(String));
  });

  it("relays only this client's authorization-code grant, complete", async () => {
    const grant = await idp.authorize(owner.email, (await start()).nonce);
    const refused = [
      [
        { ...formOf(grant), grant_type: "refresh_token" },
        "Only an authorization code can be exchanged here.",
      ],
      [
        { ...formOf(grant), client_id: "another-client" },
        "This is not the client this server signs in with.",
      ],
      [
        { ...formOf(grant), code_verifier: "" },
        "The code exchange lacks its code_verifier.",
      ],
    ] as const;
    for (const [form, message] of refused) {
      const res = await exchange(form);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(refusal(message));
    }
    // A field over the body's limit: a validation error, in the same shape.
    const long = await exchange({
      ...formOf(grant),
      redirect_uri: "x".repeat(4097),
    });
    expect(long.statusCode).toBe(422);
    expect(long.json()).toMatchObject({
      status: 0,
      message: expect.any(String),
    });
    // None of them spent the code: it still exchanges.
    const ok = await exchange(formOf(grant));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().id_token).toEqual(expect.any(String));
  });
});
