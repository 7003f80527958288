import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  PASSWORD,
  createMerchant,
  createStaff,
  type TestUser,
} from "../../support/builders";

/** Sign-out ends the session on the server: the old token is refused afterwards. */
let t: TestApp;
let owner: TestUser;
let staff: TestUser;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_PER_IP: 1000 });
  owner = (await createMerchant(t.app)).owner;
  staff = await createStaff(t.app, owner.merchantId, [3]);
});

const login = async (email: string) => {
  const res = await t.injectAs(null, {
    method: "POST",
    url: "auth/login",
    payload: { email, password: PASSWORD },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as string;
};
const status = async (token: string, url: string) =>
  (await t.injectAs(token, { method: "GET", url })).statusCode;

describe.each([
  ["owner", () => owner, "merchant/logout", "merchant/clients"],
  ["staff", () => staff, "staff/logout", "/wellness/clients"],
] as const)("POST logout (%s)", (_who, user, logoutUrl, readUrl) => {
  it("ends the session: the token it was called with is refused afterwards", async () => {
    const token = await login(user().email);
    expect(await status(token, readUrl)).toBe(200);
    const out = await t.injectAs(token, { method: "POST", url: logoutUrl });
    expect(out.statusCode, out.body).toBe(200);
    expect(out.json()).toEqual({ status: 1, message: expect.any(String) });
    expect(await status(token, readUrl)).toBe(401);
    const again = await t.injectAs(token, { method: "POST", url: logoutUrl });
    expect(again.statusCode).toBe(401);
    // Signing in again gives a working session.
    expect(await status(await login(user().email), readUrl)).toBe(200);
  });

  it("answers 401 without a token", async () => {
    expect(
      (await t.injectAs(null, { method: "POST", url: logoutUrl })).statusCode,
    ).toBe(401);
  });
});

it("keeps each role to its own prefix", async () => {
  const staffToken = await login(staff.email);
  expect(
    (await t.injectAs(staffToken, { method: "POST", url: "merchant/logout" }))
      .statusCode,
  ).toBe(403);
  expect(await status(staffToken, "/wellness/clients")).toBe(200);
});
