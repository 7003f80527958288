import { describe, it, expect, beforeAll } from "vitest";
import { randomBytes } from "node:crypto";
import { passwordResets } from "../../../../server/src/db/schema";
import { buildTestApp, type TestApp } from "../../support/buildTestApp";
import { PASSWORD, createMerchant } from "../../support/builders";
import { multipart } from "../../support/multipart";

/**
 * The public auth routes take small bodies only: login and sign-up JSON,
 * forgot and reset password small multipart text forms (SPEC §7) without
 * files, and every refused body counts towards the address's rate limit.
 */
let lastIp = 0;
const freshIp = () => `198.51.100.${++lastIp}`;

/** A multipart body with text fields and one file part of `size` bytes. */
function withFile(fields: Record<string, string>, size: number) {
  const boundary = `----pub${randomBytes(8).toString("hex")}`;
  const text = Object.entries(fields)
    .map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    )
    .join("");
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="attachment"; filename="big.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(text + file),
      Buffer.alloc(size, 97),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

let t: TestApp;
let email: string;

beforeAll(async () => {
  t = await buildTestApp({ LOGIN_MAX_PER_IP: 30, RATE_WINDOW_SECONDS: 600 });
  email = (await createMerchant(t.app)).owner.email;
});

const post = (
  url: string,
  body: { payload: unknown; headers?: Record<string, string> },
  ip = freshIp(),
) =>
  t.injectAs(null, {
    method: "POST",
    url: `auth/${url}`,
    remoteAddress: ip,
    ...(body as { payload: string }),
  });

describe("login and sign-up take JSON only", () => {
  it.each(["login", "merchantSignUp"])(
    "refuses a multipart %s with 415 in the §8 shape, files and all",
    async (route) => {
      for (const body of [
        multipart({ email, password: PASSWORD }),
        withFile({ email, password: PASSWORD }, 2 * 1024 * 1024),
      ]) {
        const res = await post(route, body);
        expect(res.statusCode, res.body).toBe(415);
        expect(res.json()).toMatchObject({
          status: 0,
          data: expect.any(String),
        });
      }
    },
  );

  it("still signs in with JSON", async () => {
    const res = await post("login", { payload: { email, password: PASSWORD } });
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe("forgot and reset password take a small text form", () => {
  it("answers the multipart text form of SPEC §7", async () => {
    const res = await post("forgotPassword", multipart({ email }));
    expect(res.statusCode, res.body).toBe(200);
  });

  it.each(["forgotPassword", "resetPassword"])(
    "refuses any file part in %s, even a small one, and stores nothing",
    async (route) => {
      const before = (await t.app.db.select().from(passwordResets)).length;
      for (const size of [100, 3 * 1024 * 1024]) {
        const res = await post(
          route,
          withFile(
            {
              email,
              token: "x",
              password: PASSWORD,
              confirm_password: PASSWORD,
            },
            size,
          ),
        );
        expect(res.statusCode, res.body).toBe(413);
        expect(res.json()).toMatchObject({ status: 0 });
      }
      expect((await t.app.db.select().from(passwordResets)).length).toBe(
        before,
      );
    },
  );

  it("refuses a text field far beyond what the form needs, and too many fields", async () => {
    const long = await post(
      "forgotPassword",
      multipart({ email: `${"a".repeat(50_000)}@example.com` }),
    );
    expect([413, 422]).toContain(long.statusCode);
    const fields = Object.fromEntries(
      Array.from({ length: 50 }, (_, i) => [`f${i}`, "x"]),
    );
    const many = await post("forgotPassword", multipart({ email, ...fields }));
    expect(many.statusCode, many.body).toBe(413);
  });
});

describe("refused bodies count towards the address's limit", () => {
  it.each([
    ["an invalid forgot-password form", "forgotPassword", () => multipart({})],
    [
      "an invalid reset form",
      "resetPassword",
      () => multipart({ token: "", password: "x" }),
    ],
    [
      "an invalid login body",
      "login",
      () => ({ payload: { email: "", password: "" } }),
    ],
    [
      "a multipart login",
      "login",
      () => multipart({ email: "a@b.c", password: "x" }),
    ],
  ])("40 × %s end in 429", async (_label, route, body) => {
    const ip = freshIp();
    const codes: number[] = [];
    for (let i = 0; i < 40; i++)
      codes.push((await post(route, body(), ip)).statusCode);
    expect(codes).toContain(429);
    expect(codes.at(-1)).toBe(429);
    // And the address is blocked for the other public routes too.
    const res = await post(
      "login",
      { payload: { email, password: PASSWORD } },
      ip,
    );
    expect(res.statusCode).toBe(429);
  });
});
