import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import {
  PASSWORD,
  createMerchant,
  createStaff,
  userRow,
} from "../../support/builders";
import { multipart } from "../../support/multipart";

const NEW_PASSWORD = "Changed#2026pass";
const COMPLEXITY =
  "Password must contain alphabetics,numbers and special charactes !";

describe("POST merchant/changePassword and staff/changePassword", () => {
  let t: TestApp;
  let merchantId: number;

  beforeAll(async () => {
    t = await buildTestApp({ LOGIN_MAX_PER_IP: 1000 });
    merchantId = (await createMerchant(t.app)).merchant.id;
  });

  const change = (
    token: string | null,
    url: string,
    fields: Record<string, string | undefined>,
  ) => {
    const { payload, headers } = multipart(fields);
    return t.injectAs(token, { method: "POST", url, payload, headers });
  };
  const login = (email: string, password: string) =>
    t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      payload: { email, password },
    });

  // Each role: its endpoint, a fresh user, and a route the user may call afterwards.
  const cases = [
    {
      role: 2,
      url: "merchant/changePassword",
      probe: "merchant/clients",
      user: async () => (await createMerchant(t.app)).owner,
    },
    {
      role: 3,
      url: "staff/changePassword",
      probe: "staff/permissions",
      user: () => createStaff(t.app, merchantId, [3]),
    },
  ] as const;

  for (const c of cases) {
    describe(`role ${c.role}: ${c.url}`, () => {
      it("changes the password, ends the old token and signs in with the new password", async () => {
        const u = await c.user();
        const session = (await login(u.email, PASSWORD)).json().data as string;
        expect(
          (await t.injectAs(session, { method: "GET", url: c.probe }))
            .statusCode,
        ).toBe(200);
        const tvBefore = (await userRow(t.app, u.id)).token_version;

        const res = await change(u.token, c.url, {
          current_password: PASSWORD,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({
          status: 1,
          message: "Password has been changed.",
        });
        expect((await userRow(t.app, u.id)).token_version).toBeGreaterThan(
          tvBefore,
        );

        // Both the token used for the call and any other session are revoked.
        for (const old of [u.token, session]) {
          const r = await t.injectAs(old, { method: "GET", url: c.probe });
          expect(r.statusCode).toBe(401);
          expect(r.json()).toEqual({
            status: 0,
            message: expect.any(String),
            data: expect.any(String),
          });
        }

        expect((await login(u.email, PASSWORD)).statusCode).toBe(401);
        const fresh = await login(u.email, NEW_PASSWORD);
        expect(fresh.statusCode).toBe(200);
        expect(
          (await t.injectAs(fresh.json().data, { method: "GET", url: c.probe }))
            .statusCode,
        ).toBe(200);
      });

      it("refuses a wrong current password with 422 and keeps the password", async () => {
        const u = await c.user();
        const res = await change(u.token, c.url, {
          current_password: `${PASSWORD}x`,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(422);
        const body = res.json();
        expect(body).toMatchObject({
          status: 0,
          message: expect.any(String),
          data: body.message,
        });
        expect(body.errors.current_password).toEqual(expect.any(String));
        expect(
          (await t.injectAs(u.token, { method: "GET", url: c.probe }))
            .statusCode,
        ).toBe(200);
        expect((await login(u.email, PASSWORD)).statusCode).toBe(200);
        expect((await login(u.email, NEW_PASSWORD)).statusCode).toBe(401);
      });

      it("refuses a new password equal to the current one", async () => {
        const u = await c.user();
        const res = await change(u.token, c.url, {
          current_password: PASSWORD,
          new_password: PASSWORD,
          confirm_password: PASSWORD,
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.new_password).toEqual(expect.any(String));
        expect(
          (await t.injectAs(u.token, { method: "GET", url: c.probe }))
            .statusCode,
        ).toBe(200);
      });

      it("refuses a call without a token with 401", async () => {
        const res = await change(null, c.url, {
          current_password: PASSWORD,
          new_password: NEW_PASSWORD,
          confirm_password: NEW_PASSWORD,
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          status: 0,
          message: expect.any(String),
          data: expect.any(String),
        });
      });
    });
  }

  it("refuses staff on merchant/changePassword and the owner on staff/changePassword with 403", async () => {
    const staff = await createStaff(t.app, merchantId, [3, 16]);
    const { owner } = await createMerchant(t.app);
    const fields = {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };
    for (const [token, url] of [
      [staff.token, "merchant/changePassword"],
      [owner.token, "staff/changePassword"],
    ]) {
      const res = await change(token, url, fields);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({
        status: 0,
        message: expect.any(String),
        data: expect.any(String),
      });
    }
    // Nothing changed for either of them.
    expect((await login(staff.email, PASSWORD)).statusCode).toBe(200);
    expect((await login(owner.email, PASSWORD)).statusCode).toBe(200);
  });

  describe("validation messages (SPEC §5)", () => {
    let token: string;
    let email: string;

    beforeAll(async () => {
      const { owner } = await createMerchant(t.app);
      token = owner.token;
      email = owner.email;
    });

    async function refused(
      fields: Record<string, string | undefined>,
      field: string,
      message: string,
    ) {
      const res = await change(token, "merchant/changePassword", fields);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body).toMatchObject({
        status: 0,
        message: expect.any(String),
        data: body.message,
      });
      expect(body.errors[field]).toBe(message);
    }

    const ok = {
      current_password: PASSWORD,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    };

    it("requires the current password", async () => {
      await refused(
        { ...ok, current_password: undefined },
        "current_password",
        "Current Password is required.",
      );
      await refused(
        { ...ok, current_password: "" },
        "current_password",
        "Current Password is required.",
      );
    });

    it("requires a new password", async () => {
      await refused(
        { ...ok, new_password: undefined },
        "new_password",
        "Password is required.",
      );
      await refused(
        { ...ok, new_password: "", confirm_password: "" },
        "new_password",
        "Password is required.",
      );
    });

    it("requires at least 10 characters", async () => {
      await refused(
        { ...ok, new_password: "Ab1#def", confirm_password: "Ab1#def" },
        "new_password",
        "Password must be at least 10 characters.",
      );
    });

    it("requires letters, numbers and a special character", async () => {
      for (const p of ["abcdefghij1", "abcdefghij#", "1234567890#"])
        await refused(
          { ...ok, new_password: p, confirm_password: p },
          "new_password",
          COMPLEXITY,
        );
    });

    it("allows at most 50 characters", async () => {
      const long = `Aa1#${"x".repeat(47)}`;
      await refused(
        { ...ok, new_password: long, confirm_password: long },
        "new_password",
        "Password must be at most 50 characters.",
      );
    });

    it("requires the confirmation", async () => {
      await refused(
        { ...ok, confirm_password: undefined },
        "confirm_password",
        "This value is required.",
      );
      await refused(
        { ...ok, confirm_password: "" },
        "confirm_password",
        "This value is required.",
      );
    });

    it("requires the confirmation to match", async () => {
      await refused(
        { ...ok, confirm_password: `${NEW_PASSWORD}x` },
        "confirm_password",
        "This value should be the same.",
      );
    });

    it("left the password and the token untouched", async () => {
      expect(
        (await t.injectAs(token, { method: "GET", url: "merchant/clients" }))
          .statusCode,
      ).toBe(200);
      expect((await login(email, PASSWORD)).statusCode).toBe(200);
    });
  });
});

describe("wrong current passwords are limited per user", () => {
  let t: TestApp;
  let merchantId: number;

  beforeAll(async () => {
    t = await buildTestApp({
      LOGIN_MAX_PER_IP: 1000,
      LOGIN_MAX_PER_ACCOUNT: 5,
      RATE_WINDOW_SECONDS: 600,
    });
    merchantId = (await createMerchant(t.app)).merchant.id;
  });

  const change = (token: string, current: string) => {
    const { payload, headers } = multipart({
      current_password: current,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    return t.injectAs(token, {
      method: "POST",
      url: "staff/changePassword",
      payload,
      headers,
    });
  };

  it("answers 429 after LOGIN_MAX_PER_ACCOUNT wrong guesses, even for the right one, and only for that user", async () => {
    const staff = await createStaff(t.app, merchantId, []);
    const other = await createStaff(t.app, merchantId, []);
    const codes: number[] = [];
    for (let i = 0; i < 16; i++)
      codes.push((await change(staff.token, `Wrong-guess#${i}x`)).statusCode);
    expect(codes.slice(0, 5)).toEqual([422, 422, 422, 422, 422]);
    expect(codes.slice(5).every((c) => c === 429)).toBe(true);
    const right = await change(staff.token, PASSWORD);
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers["retry-after"])).toBeGreaterThan(0);
    expect(right.json()).toMatchObject({ status: 0 });
    expect((await userRow(t.app, staff.id)).token_version).toBe(0);
    expect((await change(other.token, PASSWORD)).statusCode).toBe(200);
  });
});
