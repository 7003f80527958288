import { Readable } from "node:stream";
import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";
import {
  createMerchant,
  createStaff,
  type TestUser,
} from "../support/builders";
import { multipart } from "../support/multipart";

/**
 * Multipart bodies are read only by the routes that take files (resources
 * and settings with image fields) and by the password forms of SPEC §7;
 * every other route answers 415 before it reads a byte of the body.
 */
let t: TestApp;
let owner: TestUser;
let calendarOnly: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = (await createMerchant(t.app)).owner;
  calendarOnly = await createStaff(t.app, owner.merchantId, [2]);
});

const PART = 5 * 1024 * 1024;

/**
 * A multipart body of `parts` file parts of 5 MB each, produced only as the
 * server reads it: `read()` tells how many bytes it took.
 */
function bigParts(parts: number) {
  const boundary = `----big${randomBytes(8).toString("hex")}`;
  const chunks: Buffer[] = [];
  for (let i = 0; i < parts; i++) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="f${i}"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
    );
    for (let left = PART; left > 0; left -= 64 * 1024)
      chunks.push(Buffer.alloc(Math.min(left, 64 * 1024), 97));
    chunks.push(Buffer.from("\r\n"));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let taken = 0;
  let next = 0;
  const stream = new Readable({
    highWaterMark: 64 * 1024,
    read() {
      const chunk = chunks[next++];
      if (chunk) taken += chunk.length;
      this.push(chunk ?? null);
    },
  });
  return {
    payload: stream,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    read: () => taken,
  };
}

describe("a multipart body on a route that takes no file", () => {
  it("is refused with 415 before it is read: a calendar-only user's booking with five 5 MB parts", async () => {
    const body = bigParts(5);
    const res = await t.injectAs(calendarOnly.token, {
      method: "POST",
      url: "staff/appointments",
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode, res.body).toBe(415);
    expect(res.json()).toMatchObject({
      status: 0,
      data: "Send this request as JSON.",
    });
    expect(body.read()).toBeLessThan(PART);
  });

  it("is refused on the owner's writes of records without images, text fields only too", async () => {
    for (const [method, url] of [
      ["POST", "merchant/clients"],
      ["PUT", "merchant/clients/1"],
      ["POST", "merchant/purchase-orders"],
      ["POST", "merchant/logout"],
    ] as const) {
      const res = await t.injectAs(owner.token, {
        method,
        url,
        ...multipart({ first_name: "Ada" }),
      });
      expect(res.statusCode, `${method} ${url}: ${res.body}`).toBe(415);
    }
  });

  it("still answers 401 to a caller without a session", async () => {
    const body = bigParts(1);
    const res = await t.injectAs(null, {
      method: "POST",
      url: "staff/appointments",
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
    expect(body.read()).toBeLessThan(PART);
  });
});

describe("the routes that take multipart", () => {
  it("are exactly the writes of records with images and the password forms", () => {
    const taking = t.app.apiRoutes
      .filter((r) => r.multipart)
      .map((r) => `${r.method} ${r.url.replace(/^\/wellness\//, "")}`)
      .sort();
    expect(taking).toEqual(
      [
        "POST auth/forgotPassword",
        "POST auth/resetPassword",
        "POST merchant/changePassword",
        "POST staff/changePassword",
        "PUT merchant/business-details/:id",
        ...["merchant", "staff"].flatMap((scope) =>
          ["products", "team-members"].flatMap((name) => [
            `POST ${scope}/${name}`,
            `PUT ${scope}/${name}/:id`,
          ]),
        ),
      ].sort(),
    );
  });

  it("still take the multipart text form of SPEC §7 (change password)", async () => {
    const res = await t.injectAs(owner.token, {
      method: "POST",
      url: "merchant/changePassword",
      ...multipart({
        current_password: "wrong-password",
        new_password: "Another-pass#2026",
        confirm_password: "Another-pass#2026",
      }),
    });
    // Read and checked: a wrong current password, not a refused body.
    expect(res.statusCode, res.body).toBe(422);
  });
});
