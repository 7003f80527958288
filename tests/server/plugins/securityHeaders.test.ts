import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, type TestApp } from "../support/buildTestApp";

const EXPECTED_CSP = [
  "default-src 'self'",
  "base-uri 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
];

type Headers = Record<string, string | string[] | number | undefined>;

function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = String(headers["content-security-policy"]);
  expect(
    csp.split(";").map((d) => d.trim()),
    what,
  ).toEqual(EXPECTED_CSP);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("no-referrer");
  expect(headers["x-frame-options"], what).toBe("DENY");
}

describe("security headers", () => {
  let t: TestApp;
  const dist = fs.mkdtempSync(path.join(os.tmpdir(), "wellness-spa-"));

  beforeAll(async () => {
    fs.mkdirSync(path.join(dist, "assets"));
    fs.writeFileSync(
      path.join(dist, "index.html"),
      '<!doctype html><html><head><script type="module" src="/assets/index-Ab12.js"></script></head><body><div id="root"></div></body></html>',
    );
    fs.writeFileSync(path.join(dist, "assets/index-Ab12.js"), "export {};\n");
    t = await buildTestApp({ NODE_ENV: "production", SPA_DIR: dist });
  });
  afterAll(() => fs.rmSync(dist, { recursive: true, force: true }));

  it("are sent with the SPA, its assets, the API, its errors and the OpenAPI pages", async () => {
    for (const url of [
      "/",
      "/clients/list",
      "/assets/index-Ab12.js",
      "/wellness/health",
      "/wellness/merchant/clients",
      "/wellness/no-such-thing",
      "/wellness/docs/static/index.html",
      "/wellness/docs/json",
    ]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode, url).toBeLessThan(500);
      expectSecurityHeaders(res.headers, url);
    }
  });

  it("leave HSTS out over plain HTTP, and out when an untrusted client claims HTTPS", async () => {
    const plain = await t.app.inject({ method: "GET", url: "/" });
    expect(plain.headers["strict-transport-security"]).toBeUndefined();
    const claimed = await t.app.inject({
      method: "GET",
      url: "/wellness/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
  });
});

describe("HSTS behind a trusted reverse proxy", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 1 });
  });

  it("is sent when the proxy says the request came over HTTPS, not when it came over HTTP", async () => {
    const https = await t.app.inject({
      method: "GET",
      url: "/wellness/health",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(https.headers["strict-transport-security"]).toBe(
      "max-age=31536000; includeSubDomains",
    );
    expectSecurityHeaders(https.headers, "https");
    const http = await t.app.inject({
      method: "GET",
      url: "/wellness/health",
      headers: { "x-forwarded-proto": "http" },
    });
    expect(http.headers["strict-transport-security"]).toBeUndefined();
  });
});
