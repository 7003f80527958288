import type { BrowserContext, Page } from "playwright-core";

export interface CspViolation {
  page: string;
  directive: string;
  blocked: string;
  sample: string;
}

/**
 * Collects the CSP violations of every page of the context, across
 * navigations (the `securitypolicyviolation` event), and the browser's
 * console messages about the policy.
 */
export async function watchCspViolations(context: BrowserContext, page: Page) {
  const violations: CspViolation[] = [];
  await context.exposeBinding("__reportCspViolation", (_source, v) => {
    violations.push(v as CspViolation);
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
