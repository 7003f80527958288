import { describe, it, expect, beforeAll } from "vitest";
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { users } from "../../../server/src/db/schema";
import {
  TEST_JWT_SECRET,
  buildTestApp,
  type TestApp,
} from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  tokenFor,
  type TestUser,
} from "../support/builders";

const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString("base64url");

/** A JWT built by hand: any header, any claims, HMAC with any algorithm and secret (or no signature). */
function craft(
  claims: object,
  opts: { alg?: string; secret?: string; header?: object } = {},
) {
  const alg = opts.alg ?? "HS256";
  const head = b64({ alg, typ: "JWT", ...opts.header });
  const body = b64(claims);
  const hmac = { HS256: "sha256", HS384: "sha384", HS512: "sha512" }[alg];
  const signature = hmac
    ? createHmac(hmac, opts.secret ?? TEST_JWT_SECRET)
        .update(`${head}.${body}`)
        .digest("base64url")
    : "";
  return `${head}.${body}.${signature}`;
}

describe("bearer tokens", () => {
  let t: TestApp;
  let owner: TestUser;

  beforeAll(async () => {
    t = await buildTestApp();
    owner = (await createMerchant(t.app)).owner;
  });

  const now = () => Math.floor(Date.now() / 1000);
  const claimsOf = (u: TestUser, over: object = {}) => ({
    sub: String(u.id),
    name: "Test",
    email: u.email,
    role: u.role,
    merchant_id: u.merchantId,
    tv: 0,
    iat: now() - 5,
    exp: now() + 3600,
    ...over,
  });

  const call = (authorization?: string) =>
    t.injectAs(null, {
      method: "GET",
      url: "merchant/clients",
      headers: authorization === undefined ? {} : { authorization },
    });

  async function expect401(authorization?: string) {
    const res = await call(authorization);
    expect(res.statusCode).toBe(401);
    const body = res.json();
    expect(body).toEqual({
      status: 0,
      message: expect.any(String),
      data: body.message,
    });
    expect(body.message.length).toBeGreaterThan(0);
  }

  it("accepts a well-formed HS256 token (the control for the cases below)", async () => {
    expect((await call(`Bearer ${owner.token}`)).statusCode).toBe(200);
    expect((await call(`Bearer ${craft(claimsOf(owner))}`)).statusCode).toBe(
      200,
    );
  });

  it("refuses a request without a token", async () => {
    await expect401();
  });

  it("refuses a token signed with another secret", async () => {
    await expect401(
      `Bearer ${craft(claimsOf(owner), { secret: "another-secret-that-is-long-enough-for-hs256-xyz" })}`,
    );
  });

  it("refuses an unsigned token (alg none)", async () => {
    for (const alg of ["none", "None", "NONE"])
      await expect401(`Bearer ${craft(claimsOf(owner), { alg })}`);
    // …also without the trailing dot.
    const [head, body] = craft(claimsOf(owner), { alg: "none" }).split(".");
    await expect401(`Bearer ${head}.${body}`);
  });

  it("refuses other algorithms even with the right secret", async () => {
    for (const alg of ["HS384", "HS512"])
      await expect401(`Bearer ${craft(claimsOf(owner), { alg })}`);
  });

  it("refuses a token whose claims were edited after signing", async () => {
    const [head, , signature] = owner.token.split(".");
    const other = await createMerchant(t.app);
    const forged = b64(
      claimsOf(owner, {
        merchant_id: other.merchant.id,
        sub: String(other.owner.id),
      }),
    );
    await expect401(`Bearer ${head}.${forged}.${signature}`);
  });

  it("refuses an expired token", async () => {
    await expect401(
      `Bearer ${craft(claimsOf(owner, { iat: now() - 3600, exp: now() - 10 }))}`,
    );
  });

  it("refuses a token that is not valid yet", async () => {
    await expect401(`Bearer ${craft(claimsOf(owner, { nbf: now() + 3600 }))}`);
  });

  it("refuses a token older than the user's token_version", async () => {
    const { owner: u } = await createMerchant(t.app);
    expect((await call(`Bearer ${u.token}`)).statusCode).toBe(200);
    await t.app.db
      .update(users)
      .set({ token_version: 1 })
      .where(eq(users.id, u.id));
    await expect401(`Bearer ${u.token}`);
    // A token carrying the current version is accepted, a newer made-up one is not.
    expect((await call(`Bearer ${tokenFor(t.app, u, 1)}`)).statusCode).toBe(
      200,
    );
    await expect401(`Bearer ${tokenFor(t.app, u, 2)}`);
  });

  it("refuses a token without a token version", async () => {
    const { tv: _tv, ...noTv } = claimsOf(owner);
    await expect401(`Bearer ${craft(noTv)}`);
  });

  it("refuses a token for a deleted user", async () => {
    const { owner: u } = await createMerchant(t.app);
    expect((await call(`Bearer ${u.token}`)).statusCode).toBe(200);
    await t.app.db.delete(users).where(eq(users.id, u.id));
    await expect401(`Bearer ${u.token}`);
  });

  it("refuses a token for a user that never existed or a malformed subject", async () => {
    for (const sub of ["999999999", "abc", "1.5", "", "-1"])
      await expect401(`Bearer ${craft(claimsOf(owner, { sub }))}`);
  });

  it("refuses a token for a disabled user", async () => {
    const { merchant } = await createMerchant(t.app);
    const staff = await createStaff(t.app, merchant.id, [3]);
    const read = () =>
      t.injectAs(staff.token, { method: "GET", url: "clients" });
    expect((await read()).statusCode).toBe(200);
    await t.app.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, staff.id));
    const res = await read();
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({
      status: 0,
      message: expect.any(String),
      data: expect.any(String),
    });
  });

  it("takes the role from the database, not from the token", async () => {
    const { merchant } = await createMerchant(t.app);
    const staff = await createStaff(t.app, merchant.id, [3]);
    const promoted = craft(claimsOf({ ...staff, role: 2 }));
    const res = await call(`Bearer ${promoted}`);
    expect(res.statusCode).toBe(403);
  });

  it("refuses garbage in the Authorization header", async () => {
    for (const header of [
      "Bearer",
      "Bearer ",
      "Bearer garbage",
      "Bearer a.b.c",
      `Basic ${Buffer.from("user:pass").toString("base64")}`,
      owner.token, // no scheme
      `Token ${owner.token}`,
      `Bearer ${owner.token}x`,
      `Bearer ${owner.token.split(".").slice(0, 2).join(".")}`,
      "Bearer ...",
    ])
      await expect401(header);
  });
});
