import { describe, it, expect, beforeAll } from "vitest";
import { eq, sql } from "drizzle-orm";
import { users } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  PASSWORD,
  createMerchant,
  createStaff,
  userRow,
} from "../../support/builders";

const BAD_LOGIN = {
  status: 0,
  data: "Incorrect e-mail or password.",
  message: "Incorrect e-mail or password.",
};

/** The header and payload of a JWT, decoded without verifying it. */
function decode(token: string) {
  const [header, payload, signature] = token.split(".");
  const part = (s: string) =>
    JSON.parse(Buffer.from(s, "base64url").toString("utf8"));
  return { header: part(header), payload: part(payload), signature };
}

describe("POST auth/login", () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof createMerchant>>["owner"];
  let merchantId: number;
  let businessName: string;

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: payload as object,
      headers,
    });

  beforeAll(async () => {
    t = await buildTestApp();
    const m = await createMerchant(t.app, { currency_code: "EUR" });
    owner = m.owner;
    merchantId = m.merchant.id;
    businessName = m.merchant.business_name;
  });

  it("answers the token, the currency, the country, the business name and the logo path", async () => {
    const res = await login({ email: owner.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      status: 1,
      data: expect.any(String),
      userInfo: {
        currency_code: "EUR",
        country_code: "GB",
        business_name: businessName,
        team_member_id: null,
      },
      logo_path: "",
    });

    const { header, payload, signature } = decode(body.data);
    expect(header.alg).toBe("HS256");
    expect(signature.length).toBeGreaterThan(0);
    expect(payload).toMatchObject({
      sub: String(owner.id),
      name: "Owner",
      email: owner.email,
      role: 2,
      merchant_id: merchantId,
    });
    expect(typeof payload.role).toBe("number");
    expect(payload.exp).toBeGreaterThan(Date.now() / 1000);

    // The token it hands out is accepted by the API.
    const clients = await t.injectAs(body.data, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(clients.statusCode).toBe(200);
  });

  it("records the time of the last sign-in", async () => {
    await t.app.db
      .update(users)
      .set({ last_login_at: null })
      .where(eq(users.id, owner.id));
    const res = await login({ email: owner.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect((await userRow(t.app, owner.id)).last_login_at).not.toBeNull();
  });

  it("treats the e-mail case-insensitively and ignores surrounding spaces", async () => {
    const res = await login({
      email: `  ${owner.email.toUpperCase()} `,
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(decode(res.json().data).payload.sub).toBe(String(owner.id));
  });

  it("signs in a user whose stored e-mail has capitals", async () => {
    const m = await createMerchant(t.app, {
      email: `Mixed.Case-${Date.now()}@Example.com`,
    });
    const res = await login({
      email: m.owner.email.toLowerCase(),
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    expect(decode(res.json().data).payload.sub).toBe(String(m.owner.id));
  });

  it("signs in staff with role 3 and its merchant, naming its team member", async () => {
    const staff = await createStaff(t.app, merchantId, [3]);
    const res = await login({ email: staff.email, password: PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json().userInfo.team_member_id).toBe(staff.teamMemberId);
    expect(decode(res.json().data).payload).toMatchObject({
      sub: String(staff.id),
      role: 3,
      merchant_id: merchantId,
    });
  });

  it("answers a wrong password and an unknown e-mail with the same 401", async () => {
    const wrong = await login({ email: owner.email, password: `${PASSWORD}x` });
    const unknown = await login({
      email: "nobody-here@example.com",
      password: PASSWORD,
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(BAD_LOGIN);
    expect(unknown.body).toBe(wrong.body);
  });

  it("refuses a password that differs only by case", async () => {
    const res = await login({
      email: owner.email,
      password: PASSWORD.toUpperCase(),
    });
    expect(res.statusCode).toBe(401);
  });

  it("refuses a disabled staff user with the same answer as a wrong password", async () => {
    const staff = await createStaff(t.app, merchantId, [3]);
    expect(
      (await login({ email: staff.email, password: PASSWORD })).statusCode,
    ).toBe(200);
    await t.app.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, staff.id));
    const res = await login({ email: staff.email, password: PASSWORD });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual(BAD_LOGIN);
  });

  it("answers missing fields with 422 and per-field errors", async () => {
    const res = await login({});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body).toMatchObject({
      status: 0,
      message: expect.any(String),
      data: body.message,
    });
    expect(body.errors).toEqual({
      email: expect.any(String),
      password: expect.any(String),
    });

    const noPassword = await login({ email: owner.email, password: "" });
    expect(noPassword.statusCode).toBe(422);
    expect(Object.keys(noPassword.json().errors)).toEqual(["password"]);
  });

  it("answers a non-string e-mail with 422", async () => {
    const res = await login({ email: ["a@b.c"], password: PASSWORD });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(expect.any(String));
  });

  it("answers malformed JSON with 400", async () => {
    const res = await login(`{"email": "${owner.email}", "password": `, {
      "content-type": "application/json",
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: 0,
      message: expect.any(String),
      data: expect.any(String),
    });
  });

  it("never sends the password hash", async () => {
    const { password_hash } = await userRow(t.app, owner.id);
    const ok = await login({ email: owner.email, password: PASSWORD });
    const bad = await login({ email: owner.email, password: "wrong" });
    for (const res of [ok, bad]) {
      expect(res.body).not.toContain("password_hash");
      expect(res.body).not.toContain(password_hash);
      expect(res.body).not.toContain("$argon2");
    }
    const payload = JSON.stringify(decode(ok.json().data).payload);
    expect(payload).not.toContain("password");
    expect(payload).not.toContain(password_hash);
  });
});
