import { describe, it, expect, beforeAll } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import { createMerchant } from "../support/builders";
import { passwordResets } from "../../../server/src/db/schema";

/** A multipart body with one file part of `size` bytes plus text fields. */
function withFile(fields: Record<string, string>, size: number) {
  const boundary = "----uploadtest0123456789";
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

describe("upload and body limits", () => {
  let t: TestApp;
  let email: string;

  beforeAll(async () => {
    t = await buildTestApp({ UPLOAD_LIMIT: 10_000, BODY_LIMIT: 50_000 });
    email = (await createMerchant(t.app)).owner.email;
  });

  it("answers 413 in the SPEC §8 shape for a file over the upload limit, and writes nothing", async () => {
    const res = await t.injectAs(null, {
      method: "POST",
      url: "auth/forgotPassword",
      ...withFile({ email }, 20_000),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      status: 0,
      data: "The request or upload is too large.",
    });
    expect(await t.app.db.select().from(passwordResets)).toHaveLength(0);
  });

  it("accepts the same request with a file under the limit", async () => {
    const res = await t.injectAs(null, {
      method: "POST",
      url: "auth/forgotPassword",
      ...withFile({ email }, 1_000),
    });
    expect(res.statusCode).toBe(200);
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
