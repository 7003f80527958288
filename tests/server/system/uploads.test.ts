import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";

/** A multipart body with one PNG logo part of `size` bytes plus text fields. */
function withFile(fields: Record<string, string>, size: number) {
  const boundary = "----uploadtest0123456789";
  const text = Object.entries(fields)
    .map(
      ([k, v]) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
    )
    .join("");
  const file = `--${boundary}\r\nContent-Disposition: form-data; name="logo_path"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`;
  return {
    payload: Buffer.concat([
      Buffer.from(text + file),
      PNG_HEAD,
      Buffer.alloc(size, 97),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

const PNG_HEAD = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe("upload and body limits", () => {
  let t: TestApp;
  let email: string;
  let token: string;

  beforeAll(async () => {
    t = await buildTestApp({ UPLOAD_LIMIT: 10_000, BODY_LIMIT: 50_000 });
    const { owner } = await createMerchant(t.app);
    email = owner.email;
    token = owner.token;
  });
  const logo = async () =>
    (
      await t.injectAs(token, {
        method: "GET",
        url: "merchant/business-details/current",
      })
    ).json().logo_path;

  it("answers 413 in the SPEC §8 shape for a file over the upload limit, and writes nothing", async () => {
    const res = await t.injectAs(token, {
      method: "PUT",
      url: "merchant/business-details/current",
      ...withFile({ phone: "+44 20 7946 0000" }, 20_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 0,
      data: "The request or upload is too large.",
    });
    expect(await logo()).toBeNull();
  });

  it("accepts the same request with a file under the limit", async () => {
    const res = await t.injectAs(token, {
      method: "PUT",
      url: "merchant/business-details/current",
      ...withFile({ phone: "+44 20 7946 0000" }, 1_000),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await logo()).toMatch(/\.png$/);
  });

  it("answers 413 for a JSON body over the body limit", async () => {
    const res = await t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ email, password: "x".repeat(60_000) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().status).toBe(0);
  });
});
