import { describe, it, expect, beforeAll, afterAll, vi } from "vitest";
import { eq, sql } from "drizzle-orm";
import { passwordResets, users } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { PASSWORD, createMerchant, createStaff } from "../../support/builders";
import { multipart } from "../../support/multipart";
import { startTestSmtp, type TestSmtp } from "../../support/smtpServer";
import { TIMEOUTS } from "../../../support/timeouts";

const NEW_PASSWORD = "Brand-new#2026pw";
const LINK =
  /http:\/\/app\.test\/account\/reset-password\?token=([A-Za-z0-9_-]+)/;

describe("password reset by e-mail", () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let inbox: TestSmtp["inbox"];

  beforeAll(async () => {
    smtp = await startTestSmtp();
    inbox = smtp.inbox;
    t = await buildTestApp({
      SMTP_URL: smtp.url,
      APP_URL: "http://app.test",
      LOGIN_MAX_PER_IP: 1000,
      OUTBOX_WORKER: true,
      OUTBOX_POLL_MS: 50,
    });
  });

  afterAll(async () => {
    await t.close(); // before the SMTP server, so no mail is still on its way
    await smtp.close();
  });

  const forgot = (email: string) => {
    const { payload, headers } = multipart({ email });
    return t.injectAs(null, {
      method: "POST",
      url: "auth/forgotPassword",
      payload,
      headers,
    });
  };
  const reset = (fields: Record<string, string | undefined>) => {
    const { payload, headers } = multipart(fields);
    return t.injectAs(null, {
      method: "POST",
      url: "auth/resetPassword",
      payload,
      headers,
    });
  };
  const login = (email: string, password: string) =>
    t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email, password },
    });

  /** Waits for the next mail to `email` and answers its reset token. */
  async function tokenMailedTo(email: string, already = inbox.length) {
    const mail = await vi.waitFor(
      () => {
        const m = inbox
          .slice(already)
          .find((x) => x.to.includes(email.toLowerCase()));
        if (!m) throw new Error(`no mail to ${email} yet`);
        return m;
      },
      { timeout: TIMEOUTS.condition, interval: 25 },
    );
    const token = LINK.exec(mail.text)?.[1];
    if (!token) throw new Error(`no reset link in:\n${mail.text}`);
    return { mail, token };
  }

  /** Asks for a reset of `email` and answers the token it mails. */
  async function requestToken(email: string) {
    const before = inbox.length;
    const res = await forgot(email);
    expect(res.statusCode).toBe(200);
    return (await tokenMailedTo(email, before)).token;
  }

  it("answers known and unknown e-mails alike and mails a link only to the known one", async () => {
    const { owner } = await createMerchant(t.app);
    const unknownEmail = `nobody-${owner.id}@example.com`;
    const before = inbox.length;

    const unknown = await forgot(unknownEmail);
    const known = await forgot(owner.email);
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ status: 1, message: expect.any(String) });
    expect(unknown.body).toBe(known.body);

    const { mail, token } = await tokenMailedTo(owner.email, before);
    expect(mail.text).toContain(
      `http://app.test/account/reset-password?token=${token}`,
    );
    expect(mail.raw).toMatch(/^subject: .+/im);
    // At least 128 bits of randomness in base64url.
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(inbox.some((m) => m.to.includes(unknownEmail))).toBe(false);
  });

  it("matches the e-mail case-insensitively", async () => {
    const { owner } = await createMerchant(t.app);
    const before = inbox.length;
    expect((await forgot(`  ${owner.email.toUpperCase()} `)).statusCode).toBe(
      200,
    );
    const { mail } = await tokenMailedTo(owner.email, before);
    expect(mail.to).toEqual([owner.email]);
  });

  it("stores only a hash of the token, valid for about 30 minutes", async () => {
    const { owner } = await createMerchant(t.app);
    const token = await requestToken(owner.email);
    const rows = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.user_id, owner.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
    expect(rows[0].token_hash).not.toBe(token);
    expect(rows[0].used_at).toBeNull();
    const ttl =
      (Date.parse(rows[0].expires_at) - Date.parse(rows[0].created_at)) /
      60_000;
    expect(ttl).toBeGreaterThan(29);
    expect(ttl).toBeLessThanOrEqual(30.5);
  });

  it("mails a different token for every request", async () => {
    const { owner } = await createMerchant(t.app);
    const a = await requestToken(owner.email);
    const b = await requestToken(owner.email);
    expect(a).not.toBe(b);
  });

  it("resets the password once: the new one signs in, the old one and old sessions no longer work", async () => {
    const { owner } = await createMerchant(t.app);
    const session = (await login(owner.email, PASSWORD)).json().data as string;
    expect(
      (await t.injectAs(session, { method: "GET", url: "merchant/clients" }))
        .statusCode,
    ).toBe(200);

    const token = await requestToken(owner.email);
    const res = await reset({
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      token,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 1, message: expect.any(String) });

    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(401);

    const old = await t.injectAs(session, {
      method: "GET",
      url: "merchant/clients",
    });
    expect(old.statusCode).toBe(401);
    expect(old.json()).toEqual({
      status: 0,
      message: expect.any(String),
      data: expect.any(String),
    });

    // The same token cannot be used twice.
    const again = await reset({
      password: "Another#2026pw",
      confirm_password: "Another#2026pw",
      token,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      status: 0,
      errors: { token: expect.any(String) },
    });
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, "Another#2026pw")).statusCode).toBe(401);
  });

  it("works for staff users too", async () => {
    const { merchant } = await createMerchant(t.app);
    const staff = await createStaff(t.app, merchant.id, [3]);
    const token = await requestToken(staff.email);
    expect(
      (
        await reset({
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
          token,
        })
      ).statusCode,
    ).toBe(200);
    expect((await login(staff.email, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it("voids the other pending links of the user once one is used", async () => {
    const { owner } = await createMerchant(t.app);
    const first = await requestToken(owner.email);
    const second = await requestToken(owner.email);
    expect(
      (
        await reset({
          password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
          token: second,
        })
      ).statusCode,
    ).toBe(200);
    const res = await reset({
      password: "Another#2026pw",
      confirm_password: "Another#2026pw",
      token: first,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(expect.any(String));
  });

  it("refuses an expired token", async () => {
    const { owner } = await createMerchant(t.app);
    const token = await requestToken(owner.email);
    await t.app.db
      .update(passwordResets)
      .set({ expires_at: sql`now() - interval '1 minute'` })
      .where(eq(passwordResets.user_id, owner.id));
    const res = await reset({
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      token,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: 0,
      message: expect.any(String),
      errors: { token: expect.any(String) },
    });
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(401);
  });

  it("refuses an unknown or missing token", async () => {
    const unknown = await reset({
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      token: "A".repeat(43),
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors.token).toEqual(expect.any(String));
    const missing = await reset({
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.token).toEqual(expect.any(String));
  });

  it("refuses the token's stored hash in place of the token", async () => {
    const { owner } = await createMerchant(t.app);
    await requestToken(owner.email);
    const [row] = await t.app.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.user_id, owner.id));
    const res = await reset({
      password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
      token: row.token_hash,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.token).toEqual(expect.any(String));
  });

  it("sends nothing for a disabled user", async () => {
    const { merchant } = await createMerchant(t.app);
    const staff = await createStaff(t.app, merchant.id, [3]);
    await t.app.db
      .update(users)
      .set({ disabled_at: sql`now()` })
      .where(eq(users.id, staff.id));
    const res = await forgot(staff.email);
    expect(res.statusCode).toBe(200);
    // A mail to a known user sent after it still arrives, and none went to the disabled one.
    const { owner } = await createMerchant(t.app);
    await requestToken(owner.email);
    expect(inbox.some((m) => m.to.includes(staff.email))).toBe(false);
    expect(
      await t.app.db
        .select()
        .from(passwordResets)
        .where(eq(passwordResets.user_id, staff.id)),
    ).toEqual([]);
  });

  it("requires the e-mail field", async () => {
    const { payload, headers } = multipart({});
    const res = await t.injectAs(null, {
      method: "POST",
      url: "auth/forgotPassword",
      payload,
      headers,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual(expect.any(String));
  });

  describe("password rules on reset (SPEC §5)", () => {
    let owner: Awaited<ReturnType<typeof createMerchant>>["owner"];
    let token: string;

    beforeAll(async () => {
      ({ owner } = await createMerchant(t.app));
      token = await requestToken(owner.email);
    });

    /** A refused reset leaves the token usable. */
    async function refused(
      fields: Record<string, string | undefined>,
      field: string,
      message: string,
    ) {
      const res = await reset({ token, ...fields });
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({
        status: 0,
        message: expect.any(String),
        data: body.message,
      });
      expect(body.errors[field]).toBe(message);
    }

    it("requires a password", async () => {
      await refused(
        { confirm_password: NEW_PASSWORD },
        "password",
        "Password is required.",
      );
      await refused(
        { password: "", confirm_password: "" },
        "password",
        "Password is required.",
      );
    });

    it("requires at least 10 characters", async () => {
      await refused(
        { password: "Ab1#def", confirm_password: "Ab1#def" },
        "password",
        "Password must be at least 10 characters.",
      );
    });

    it("requires letters, numbers and a special character", async () => {
      for (const p of ["abcdefghij1", "abcdefghij#", "1234567890#"])
        await refused(
          { password: p, confirm_password: p },
          "password",
          "Password must contain alphabetics,numbers and special charactes !",
        );
    });

    it("allows at most 50 characters", async () => {
      const long = `Aa1#${"x".repeat(47)}`;
      await refused(
        { password: long, confirm_password: long },
        "password",
        "Password must be at most 50 characters.",
      );
    });

    it("requires the confirmation", async () => {
      await refused(
        { password: NEW_PASSWORD },
        "confirm_password",
        "This value is required.",
      );
      await refused(
        { password: NEW_PASSWORD, confirm_password: "" },
        "confirm_password",
        "This value is required.",
      );
    });

    it("requires the confirmation to match", async () => {
      await refused(
        { password: NEW_PASSWORD, confirm_password: `${NEW_PASSWORD}x` },
        "confirm_password",
        "This value should be the same.",
      );
    });

    it("still accepts the token after refused attempts", async () => {
      const res = await reset({
        token,
        password: NEW_PASSWORD,
        confirm_password: NEW_PASSWORD,
      });
      expect(res.statusCode).toBe(200);
      expect((await login(owner.email, NEW_PASSWORD)).statusCode).toBe(200);
    });
  });
});
