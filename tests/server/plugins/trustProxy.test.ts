import { randomBytes } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../../server/src/config";
import { buildTestApp, type TestApp } from "../support/buildTestApp";

/**
 * TRUST_PROXY says which proxies may tell the client's address: a number of
 * hops, or their addresses. The proxy appends the address it saw to
 * X-Forwarded-For, so only the entries it (and any other trusted proxy)
 * added count; whatever a client wrote to the left of them does not.
 */
const trustProxy = (value: string) =>
  loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;

describe("TRUST_PROXY", () => {
  it("is off by default and with 0, a hop count, or a list of addresses and ranges", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(trustProxy("0")).toBe(false);
    expect(trustProxy("1")).toBe(1);
    expect(trustProxy("2")).toBe(2);
    expect(trustProxy("10.0.0.7, 192.168.0.0/16,fd00::/8 ,loopback")).toEqual([
      "10.0.0.7",
      "192.168.0.0/16",
      "fd00::/8",
      "loopback",
    ]);
  });

  it("refuses to trust every client ('true'), and anything that is not an address", () => {
    for (const bad of ["true", "yes", "-1", "1.5", "10.0.0.0/33", "proxy"])
      expect(() => trustProxy(bad), bad).toThrow(/TRUST_PROXY/);
  });
});

const LIMIT = 10;

const failedLogins = async (
  t: TestApp,
  forwardedFor: (i: number) => string,
  times = LIMIT + 2,
  from = "10.0.0.7", // the proxy
) => {
  const codes: number[] = [];
  for (let i = 0; i < times; i++) {
    const res = await t.injectAs(null, {
      method: "POST",
      url: "auth/login",
      // Every attempt another unknown account: only the address limit applies.
      payload: {
        email: `nobody-${randomBytes(4).toString("hex")}@example.com`,
        password: "wrong",
      },
      remoteAddress: from,
      headers: { "x-forwarded-for": forwardedFor(i) },
    });
    codes.push(res.statusCode);
  }
  return codes;
};

describe.each([
  ["one hop", "1"],
  ["the proxy's address", "10.0.0.0/8"],
])("behind one trusted proxy (%s)", (_label, value) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({
      TRUST_PROXY: trustProxy(value),
      LOGIN_MAX_PER_IP: LIMIT,
    });
  });

  it("limits the address the proxy saw, whatever the client forged to its left", async () => {
    const codes = await failedLogins(
      t,
      (i) => `198.51.100.${i + 1}, 203.0.113.9`,
    );
    expect(codes.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
    expect(codes.slice(LIMIT)).toEqual([429, 429]);
    // Another client behind the same proxy is not blocked.
    const other = await failedLogins(t, () => "203.0.113.10", 1);
    expect(other).toEqual([401]);
  });

  it("ignores X-Forwarded-For from a client that reaches the server directly", async () => {
    const codes = await failedLogins(
      t,
      (i) => `198.51.100.${i + 100}`,
      LIMIT + 1,
      "203.0.113.50",
    );
    expect(codes.at(-1)).toBe(429);
  });

  it("takes the protocol from the proxy only (HSTS over HTTPS)", async () => {
    const https = await t.app.inject({
      method: "GET",
      url: "/wellness/health",
      remoteAddress: "10.0.0.7",
      headers: { "x-forwarded-proto": "https", "x-forwarded-for": "1.2.3.4" },
    });
    expect(https.headers["strict-transport-security"]).toBeDefined();
    const direct = await t.app.inject({
      method: "GET",
      url: "/wellness/health",
      remoteAddress: "203.0.113.50",
      headers: { "x-forwarded-proto": "https" },
    });
    expect(direct.headers["strict-transport-security"]).toBeUndefined();
  });
});
