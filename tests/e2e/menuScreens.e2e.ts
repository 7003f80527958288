import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { expectNoConsoleErrors, signIn, userMenuButton } from "./support/flows";
import {
  DEEP_REPORT,
  expectHealthyScreen,
  masterDataPaths,
  menuPaths,
} from "./support/screens";
import {
  accessibilityProblems,
  SAMPLE_SCREENS,
  smallTargetProblems,
} from "./support/accessibility";
import { watchCspViolations } from "./support/cspViolations";
import { settled, visit } from "./support/settled";
import { reportProblems } from "./support/reports";

/**
 * Every screen of the demo owner's menu at desktop width, walked once and
 * checked for everything that is asked of each screen there:
 * - under the Content-Security-Policy, in English and (the first eight,
 *   after the user and language menus) in Arabic: no CSP violation, no
 *   console error;
 * - every master-data screen and built report is a real, healthy screen
 *   (expectHealthyScreen: no placeholder, no error alert, no WCAG
 *   violation); one report (DEEP_REPORT) shows rows and a totals row over
 *   the demo's half year and exports as many rows as it shows (the others
 *   are covered by the server and web tests);
 * - the sample screens (SAMPLE_SCREENS) have no WCAG violation and no
 *   target under 24 px, in English and in Arabic.
 * The same walk on a 375 px phone is in phoneArabic.e2e.ts and phoneEnglish.e2e.ts.
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });

/** Waits for the screen of `path` to settle; adds a sample screen's problems to `report`. */
async function settleSample(
  page: Page,
  path: string,
  report: string[],
  where = path,
) {
  await settled(page);
  if (SAMPLE_SCREENS.includes(path))
    report.push(...(await accessibilityProblems(page, where)));
}

describe("the demo owner's menu at desktop width (browser)", () => {
  it("opens every screen under the CSP, healthy and accessible, in English and in Arabic", async () => {
    const { page, context, errors } = await app.newPage();
    const { violations, messages } = await watchCspViolations(context, page);
    const main = await page.goto("/account/login");
    expect(main?.headers()["content-security-policy"]).toContain(
      "default-src 'self'",
    );
    await signIn(page, "demo@example.com", "DemoPass#2026");

    const paths = await menuPaths(page);
    expect(paths.length).toBeGreaterThan(20);
    const masterData = masterDataPaths(paths);
    expect(masterData.length).toBeGreaterThanOrEqual(30);
    const report: string[] = [];
    for (const path of paths) {
      await visit(page, path);
      if (!masterData.includes(path)) await settleSample(page, path, report);
      else {
        await expectHealthyScreen(page, path);
        if (SAMPLE_SCREENS.includes(path))
          report.push(...(await smallTargetProblems(page, path)));
        if (path === DEEP_REPORT)
          report.push(...(await reportProblems(page, path)));
      }
    }
    // A form, with its pickers open (MUI popovers).
    await visit(page, "/clients/create");
    await page.getByLabel("First name").first().waitFor();
    await settleSample(page, "/clients/create", report);
    // The Settings page, where the top bar's gear leads (outside the menu).
    await visit(page, "/settings");
    await settleSample(page, "/settings", report);
    const unvisited = SAMPLE_SCREENS.filter(
      (s) =>
        !["/clients/create", "/settings"].includes(s) && !paths.includes(s),
    );
    expect(unvisited, "sample screens outside the menu").toEqual([]);

    // The user menu, then Arabic through the language menu (right to left).
    await visit(page, "/clients");
    await userMenuButton(page).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    for (const path of new Set([...paths.slice(0, 8), ...SAMPLE_SCREENS])) {
      await visit(page, path);
      await settleSample(page, path, report, `${path} (Arabic)`);
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");

    expect(report).toEqual([]);
    expect(violations).toEqual([]);
    expect(messages).toEqual([]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
