import { describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { expectNoConsoleErrors } from "./support/flows";
import { watchCspViolations } from "./support/cspViolations";

/**
 * The security headers, and the OpenAPI pages under their
 * Content-Security-Policy with every CSP violation the browser reports
 * collected (the `securitypolicyviolation` event and its console message).
 * Every screen the demo owner's menu opens, a create form, the user and
 * language menus and Arabic are run under the policy in menuScreens.e2e.ts.
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });

describe("security headers and the Content-Security-Policy (browser)", () => {
  it("sends the headers with the SPA and the API, and no HSTS over plain HTTP", async () => {
    for (const path of ["/account/login", "/wellness/health"]) {
      const res = await fetch(`${app.server.url}${path}`);
      expect(res.status, path).toBe(200);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(csp, path).not.toContain("unsafe-eval");
      expect(res.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(res.headers.get("referrer-policy"), path).toBe("no-referrer");
      expect(res.headers.get("strict-transport-security"), path).toBeNull();
    }
  });

  it("shows the OpenAPI pages under their policy", async () => {
    const { page, context, errors } = await app.newPage();
    const { violations, messages } = await watchCspViolations(context, page);
    const res = await page.goto("/wellness/docs");
    expect(res?.status()).toBe(200);
    expect(res?.headers()["content-security-policy"]).toContain(
      "script-src 'self'",
    );
    await page.locator(".swagger-ui .info .title").waitFor();
    await page.locator(".opblock").first().click();
    await page.waitForLoadState("networkidle");
    expect(violations).toEqual([]);
    expect(messages).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
