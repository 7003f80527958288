import { expect } from "vitest";
import type { Locator, Page } from "playwright-core";
import en from "../../../src/i18n/en";
import { REPORT_SCREENS } from "../../../src/reports/reportList";
import { TIMEOUTS } from "../../support/timeouts";
import { errorAlert } from "./flows";
import { expectAccessible } from "./accessibility";
import { settled } from "./settled";

/** Walking the menu and checking that each screen it opens is a healthy one. */

/** The report screens that are built (src/reports/reportList.ts): the desktop menu walk opens each. */
export const BUILT_REPORTS = REPORT_SCREENS.map((r) => r.path);

/**
 * The report checked in depth in a browser (rows, totals row, an export of
 * as many rows, in menuScreens); the other reports are covered by the
 * server and web tests.
 */
export const DEEP_REPORT = "/reports/appointments/list";

/** Menu paths that belong to later issues (the other reports, sales). */
export const LATER = [/^\/reports\//, /^\/sales\//];

/**
 * The menu paths of the built screens: master data and the built reports
 * among `reports` (no dashboard, nothing of LATER).
 */
export const masterDataPaths = (
  paths: string[],
  reports: readonly string[] = BUILT_REPORTS,
) =>
  paths.filter(
    (p) =>
      p !== "/" && (reports.includes(p) || !LATER.some((re) => re.test(p))),
  );

/**
 * Opens every collapsed group of the menu and returns its links' paths.
 * `menu` is the open sidebar by default; pass the mobile drawer's menu.
 */
export async function menuPaths(
  page: Page,
  menu: Locator = page.locator(".RaMenu-open").first(),
): Promise<string[]> {
  for (let round = 0; round < 6; round++) {
    const closed = menu.locator('[aria-expanded="false"]');
    const n = await closed.count();
    if (!n) break;
    for (let i = n - 1; i >= 0; i--) await closed.nth(i).click();
  }
  const hrefs = await menu
    .locator("a[href]")
    .evaluateAll((as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    );
  return [...new Set(hrefs)];
}

/** The messages of a catalogue that expectHealthyScreen looks for. */
export interface ScreenMessages {
  app: { not_built: { message: string }; errors: { oops: string } };
}

/**
 * Waits for the page to settle and fails on the "not built" placeholder,
 * any SPEC §8 alert, in the language of `messages` (English by default),
 * or any WCAG 2.2 A/AA violation (support/accessibility.ts), so that every
 * screen a browser test opens is checked, new ones included. A walk that
 * shows a screen the run has already checked at that width passes
 * `accessibility: false` (the checker runs once per screen and layout).
 */
export async function expectHealthyScreen(
  page: Page,
  path: string,
  messages: ScreenMessages = en,
  { accessibility = true }: { accessibility?: boolean } = {},
) {
  await settled(page);
  // On a busy machine the network can be idle while the answers are still
  // being drawn (reference fields' loading bars): wait for the indicators
  // to go; any left are reported by the accessibility check below.
  await page
    .waitForFunction(
      () =>
        ![...document.querySelectorAll("[role=progressbar]")].some(
          (el) =>
            !el.hasAttribute("aria-valuenow") &&
            el.checkVisibility({ opacityProperty: true }),
        ),
      undefined,
      { timeout: TIMEOUTS.condition },
    )
    .catch(() => {});
  const body = await page.locator("body").innerText();
  expect(body, `${path} shows the "not built" placeholder`).not.toContain(
    messages.app.not_built.message,
  );
  expect(body, `${path} shows an error alert`).not.toContain(
    messages.app.errors.oops,
  );
  expect(await errorAlert(page).count(), `${path} shows an Error alert`).toBe(
    0,
  );
  if (accessibility) await expectAccessible(page, path);
}
