import { describe, expect, it } from "vitest";
import { loadConfig } from "../../../../server/src/config";

const env = (vars: Record<string, string>) =>
  loadConfig({ NODE_ENV: "test", LOG_LEVEL: "silent", ...vars });

describe("OIDC_* configuration", () => {
  it("is off without both variables, and names the missing one", () => {
    expect(env({}).oidc).toBeNull();
    expect(() => env({ OIDC_ISSUER: "https://id.example.com" })).toThrow(
      /OIDC_CLIENT_ID: sign-in through an identity provider needs both/,
    );
    expect(() => env({ OIDC_CLIENT_ID: "x" })).toThrow(/OIDC_ISSUER:/);
    expect(() => env({ OIDC_CLIENT_SECRET: "s" })).toThrow(
      /OIDC_CLIENT_SECRET: set OIDC_ISSUER and OIDC_CLIENT_ID too/,
    );
  });

  it("wants HTTPS except on this machine, and names the button after the host", () => {
    expect(() =>
      env({ OIDC_ISSUER: "http://id.example.com", OIDC_CLIENT_ID: "x" }),
    ).toThrow(/must be reached over HTTPS/);
    expect(
      env({ OIDC_ISSUER: "http://127.0.0.1:9000", OIDC_CLIENT_ID: "x" }).oidc,
    ).toMatchObject({ issuer: "http://127.0.0.1:9000", clientSecret: null });
    expect(
      env({
        OIDC_ISSUER: "https://accounts.google.com",
        OIDC_CLIENT_ID: "app",
        OIDC_CLIENT_SECRET: "secret",
      }).oidc,
    ).toEqual({
      issuer: "https://accounts.google.com",
      clientId: "app",
      clientSecret: "secret",
      name: "accounts.google.com",
      registerUrl: null,
      resetUrl: null,
    });
  });
});
