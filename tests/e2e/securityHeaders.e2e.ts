import { describe, expect, it } from "vitest";
import type { BrowserContext, Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { expectNoConsoleErrors, signIn } from "./support/flows";
import { menuPaths } from "./support/screens";

/**
 * The app under its Content-Security-Policy: every screen the demo owner's
 * menu opens, a create form, the user and language menus, Arabic, and the
 * OpenAPI pages, with every CSP violation the browser reports collected
 * (the `securitypolicyviolation` event and its console message).
 */

interface Violation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/** Collects the CSP violations of every page of the context, across navigations. */
async function watchViolations(context: BrowserContext, page: Page) {
  const violations: Violation[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, v) => {
    violations.push(v as Violation);
  });
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (
        window as unknown as { __reportCspViolation(v: object): void }
      ).__reportCspViolation({
        page: location.pathname,
        directive: e.effectiveDirective,
        blocked: e.blockedURI,
        sample: e.sample,
      });
    });
  });
  const messages: string[] = [];
  page.on("console", (m) => {
    if (/content security policy/i.test(m.text())) messages.push(m.text());
  });
  return { violations, messages };
}

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

  it("runs every screen of the menu, in English and in Arabic, without a violation", async () => {
    const { page, context, errors } = await app.newPage();
    const { violations, messages } = await watchViolations(context, page);
    const main = await page.goto("/account/login");
    expect(main?.headers()["content-security-policy"]).toContain(
      "default-src 'self'",
    );
    await signIn(page, "demo@example.com", "DemoPass#2026");

    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(20);
    for (const path of paths) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    // A form, with its pickers open (MUI popovers).
    await page.goto("/clients/create");
    await page.getByLabel("First name").first().waitFor();

    // The user menu, then Arabic through the language menu (right to left).
    await page.goto("/clients");
    await page.getByRole("button", { name: "Account" }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    for (const path of paths.slice(0, 8)) {
      await page.goto(path);
      await page.waitForLoadState("networkidle");
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");

    expect(violations).toEqual([]);
    expect(messages).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  }, 300_000);

  it("shows the OpenAPI pages under their policy", async () => {
    const { page, context, errors } = await app.newPage();
    const { violations, messages } = await watchViolations(context, page);
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
