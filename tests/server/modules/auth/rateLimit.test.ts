import { describe, it, expect, beforeAll } from "vitest";
import type { LightMyRequestResponse } from "fastify";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { PASSWORD, createMerchant } from "../../support/builders";
import { multipart } from "../../support/multipart";
import { hashPassword } from "../../../../server/src/lib/passwords";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Each test signs in from its own address, so their counters do not mix. */
let lastIp = 0;
const freshIp = () => `203.0.113.${++lastIp}`;

function expect429(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const retryAfter = String(res.headers["retry-after"]);
  expect(retryAfter).toMatch(/^\d+$/);
  expect(Number(retryAfter)).toBeGreaterThan(0);
  const body = res.json();
  expect(body).toEqual({
    status: 0,
    message: expect.any(String),
    data: body.message,
  });
  return Number(retryAfter);
}

function helpers(get: () => TestApp) {
  const login = (ip: string, email: string, password: string) =>
    get().injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email, password },
      remoteAddress: ip,
    });
  const forgot = (ip: string, email: string) => {
    const { payload, headers } = multipart({ email });
    return get().injectAs(null, {
      method: "POST",
      url: "auth/forgotPassword",
      payload,
      headers,
      remoteAddress: ip,
    });
  };
  return { login, forgot };
}

describe("login and password-reset rate limits", () => {
  let t: TestApp;
  const { login, forgot } = helpers(() => t);

  beforeAll(async () => {
    // A window long enough that no counter expires during a test.
    t = await buildTestApp({
      LOGIN_MAX_PER_IP: 3,
      LOGIN_MAX_PER_ACCOUNT: 2,
      RATE_WINDOW_SECONDS: 600,
    });
  });

  it("blocks an account after LOGIN_MAX_PER_ACCOUNT failures, even with the right password", async () => {
    const { owner } = await createMerchant(t.app);
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await login(ip, owner.email, "wrong-password")).statusCode).toBe(
        401,
      );
    const retryAfter = expect429(await login(ip, owner.email, PASSWORD));
    expect(retryAfter).toBeLessThanOrEqual(600);
    // The account counter does not depend on the address or the spelling of the e-mail.
    expect429(await login(freshIp(), owner.email.toUpperCase(), PASSWORD));
  });

  it("lets another account sign in from the same address until the address limit", async () => {
    const a = (await createMerchant(t.app)).owner;
    const b = (await createMerchant(t.app)).owner;
    const c = (await createMerchant(t.app)).owner;
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await login(ip, a.email, "wrong-password")).statusCode).toBe(401);
    expect429(await login(ip, a.email, PASSWORD));

    // Two failures so far from this address: b may still sign in (a success does not count).
    expect((await login(ip, b.email, PASSWORD)).statusCode).toBe(200);
    // The third failure reaches LOGIN_MAX_PER_IP: now every account is refused from here…
    expect((await login(ip, c.email, "wrong-password")).statusCode).toBe(401);
    expect429(await login(ip, b.email, PASSWORD));
    expect429(await login(ip, c.email, PASSWORD));
    // …but not from another address.
    expect((await login(freshIp(), b.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(freshIp(), c.email, PASSWORD)).statusCode).toBe(200);
  });

  it("counts unknown e-mails against the address", async () => {
    const { owner } = await createMerchant(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect(
        (await login(ip, `nobody-${i}@example.com`, "wrong-password"))
          .statusCode,
      ).toBe(401);
    expect429(await login(ip, owner.email, PASSWORD));
  });

  it("forgets the failures of an account after a successful sign-in", async () => {
    const { owner } = await createMerchant(t.app);
    expect(
      (await login(freshIp(), owner.email, "wrong-password")).statusCode,
    ).toBe(401);
    expect((await login(freshIp(), owner.email, PASSWORD)).statusCode).toBe(
      200,
    );
    expect(
      (await login(freshIp(), owner.email, "wrong-password")).statusCode,
    ).toBe(401);
    expect((await login(freshIp(), owner.email, PASSWORD)).statusCode).toBe(
      200,
    );
  });

  it("limits forgotPassword per address", async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await forgot(ip, `someone-${i}@example.com`)).statusCode).toBe(
        200,
      );
    expect429(await forgot(ip, "someone-else@example.com"));
    expect(
      (await forgot(freshIp(), "someone-else@example.com")).statusCode,
    ).toBe(200);
  });

  it("limits forgotPassword per e-mail", async () => {
    const email = "target@example.com";
    for (let i = 0; i < 2; i++)
      expect((await forgot(freshIp(), email)).statusCode).toBe(200);
    expect429(await forgot(freshIp(), email.toUpperCase()));
  });

  it("counts forgotPassword against the address for logins too", async () => {
    const { owner } = await createMerchant(t.app);
    const ip = freshIp();
    for (let i = 0; i < 3; i++)
      expect((await forgot(ip, `other-${i}@example.com`)).statusCode).toBe(200);
    expect429(await login(ip, owner.email, PASSWORD));
  });
});

describe("rate limit windows", () => {
  let t: TestApp;
  const { login } = helpers(() => t);

  beforeAll(async () => {
    // Two seconds leave room for the failed attempts to land in the same window on a slow machine.
    t = await buildTestApp({
      LOGIN_MAX_PER_IP: 100,
      LOGIN_MAX_PER_ACCOUNT: 2,
      RATE_WINDOW_SECONDS: 2,
    });
  });

  it("lets the right password in again once the window has passed", async () => {
    const { owner } = await createMerchant(t.app);
    const ip = freshIp();
    for (let i = 0; i < 2; i++)
      expect((await login(ip, owner.email, "wrong-password")).statusCode).toBe(
        401,
      );
    const retryAfter = expect429(await login(ip, owner.email, PASSWORD));
    expect(retryAfter).toBeLessThanOrEqual(2);

    await sleep(retryAfter * 1000 + 100);
    expect((await login(ip, owner.email, PASSWORD)).statusCode).toBe(200);
  });
});

describe("browsers that signed in before (trusted devices)", () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp({
      LOGIN_MAX_PER_IP: 3,
      LOGIN_MAX_PER_ACCOUNT: 2,
      RATE_WINDOW_SECONDS: 600,
    });
  });

  const login = (
    ip: string,
    email: string,
    password: string,
    device?: string,
  ) =>
    t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email, password },
      remoteAddress: ip,
      ...(device ? { cookies: { wellness_device: device } } : {}),
    });

  /** Signs in once from `ip` and answers the browser's device cookie. */
  async function trustedBrowser(ip: string, email: string, device?: string) {
    const res = await login(ip, email, PASSWORD, device);
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === "wellness_device");
    expect(cookie).toMatchObject({
      path: "/wellness/auth/login",
      httpOnly: true,
      sameSite: "Strict",
    });
    expect(cookie!.maxAge).toBeGreaterThan(90 * 24 * 3600);
    return cookie!.value;
  }

  /** Three failures of an unknown e-mail from `ip`: the address is blocked. */
  async function blockAddress(ip: string) {
    for (let i = 0; i < 3; i++)
      expect(
        (await login(ip, `guess-${i}@example.com`, "wrong")).statusCode,
      ).toBe(401);
  }

  it("lets a browser that signed in before through an address another device has blocked", async () => {
    const { owner } = await createMerchant(t.app);
    const other = (await createMerchant(t.app)).owner;
    const ip = freshIp();
    const frontDesk = await trustedBrowser(ip, owner.email);
    await blockAddress(ip);
    // A browser new to the account is refused from this address…
    expect429(await login(ip, owner.email, PASSWORD));
    // …the front desk's is not, and stays trusted.
    const again = await trustedBrowser(ip, owner.email, frontDesk);
    expect(again).not.toBe(frontDesk);
    // Its trust is for that account only: another account from the blocked address is refused.
    expect429(await login(ip, other.email, PASSWORD, again));
    // A tampered token is no trust at all.
    expect429(await login(ip, owner.email, PASSWORD, `${frontDesk}x`));
  });

  it("keeps a browser's trust for several accounts, after signing out too, and ends it when the password changes", async () => {
    const a = (await createMerchant(t.app)).owner;
    const b = (await createMerchant(t.app)).owner;
    const ip = freshIp();
    const afterA = await trustedBrowser(ip, a.email);
    const both = await trustedBrowser(ip, b.email, afterA);
    await blockAddress(ip);
    expect((await login(ip, a.email, PASSWORD, both)).statusCode).toBe(200);
    expect((await login(ip, b.email, PASSWORD, both)).statusCode).toBe(200);
    // Signing out everywhere (the token version) keeps the trust…
    await t.app.pool.query(
      "UPDATE users SET token_version = token_version + 1 WHERE lower(email) = lower($1)",
      [a.email],
    );
    expect((await login(ip, a.email, PASSWORD, both)).statusCode).toBe(200);
    // …a new password ends it for that account.
    await t.app.pool.query(
      "UPDATE users SET password_hash = $2 WHERE lower(email) = lower($1)",
      [a.email, await hashPassword("AnotherPass#2026")],
    );
    expect429(await login(ip, a.email, "AnotherPass#2026", both));
    expect((await login(ip, b.email, PASSWORD, both)).statusCode).toBe(200);
  });

  it("gives a trusted browser a limit of its own, apart from the account's", async () => {
    const { owner } = await createMerchant(t.app);
    const ip = freshIp();
    const tablet = await trustedBrowser(ip, owner.email);
    // Someone elsewhere uses up the account's limit…
    for (let i = 0; i < 2; i++)
      expect((await login(freshIp(), owner.email, "wrong")).statusCode).toBe(
        401,
      );
    expect429(await login(freshIp(), owner.email, PASSWORD));
    // …the tablet still signs in; its own wrong passwords block only itself.
    expect((await login(ip, owner.email, PASSWORD, tablet)).statusCode).toBe(
      200,
    );
    for (let i = 0; i < 2; i++)
      expect((await login(ip, owner.email, "wrong", tablet)).statusCode).toBe(
        401,
      );
    expect429(await login(ip, owner.email, PASSWORD, tablet));
    // A browser new to the account is still held by the account's limit.
    expect429(await login(freshIp(), owner.email, PASSWORD));
  });
});
