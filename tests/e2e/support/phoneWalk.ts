import { expect } from "vitest";
import type { Page } from "playwright-core";
import en from "../../../src/i18n/en";
import ae from "../../../src/i18n/ae";
import { masterDataPaths, menuPaths } from "./screens";
import { visit } from "./settled";
import {
  englishInterfaceTexts,
  englishOnlyStrings,
  RAW_KEY,
  sidewaysOverflow,
} from "./viewportChecks";

/**
 * What the walks of the master-data screens on a 375 px phone share
 * (phoneArabic.e2e.ts, phoneEnglish.e2e.ts: one file each, so that the two
 * walks run at the same time). The rule for sideways overflow is documented
 * in viewportChecks.ts.
 */

export const PHONE = { width: 375, height: 812 };
/** One list per area whose first record's edit form is checked. */
export const EDITED = [
  "/clients",
  "/products",
  "/team-members",
  "/resources",
  "/services",
  "/deals",
  "/locations",
];
/** Settings kept once per business: the menu path opens their edit form. */
export const SINGLETONS = [
  "/business-details",
  "/billing-details",
  "/online-booking-settings",
  "/voucher-settings",
];
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ENGLISH_ONLY = englishOnlyStrings(en, ae);

export const main = (page: Page) => page.locator("#main-content");

/** Opens the drawer with the top bar's menu button and returns its menu paths. */
export async function drawerPaths(page: Page, openMenu: string) {
  await page.getByRole("button", { name: openMenu }).click();
  const paper = page.getByTestId("mobile-sidebar").locator(".MuiDrawer-paper");
  await paper.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector(
      "[data-testid=mobile-sidebar] .MuiDrawer-paper",
    );
    return el && getComputedStyle(el).transform === "none";
  });
  const box = (await paper.boundingBox())!;
  // No reports on the phones yet (CI time): the desktop walk opens them.
  const paths = masterDataPaths(await menuPaths(page, paper), []);
  await page.keyboard.press("Escape");
  await paper.waitFor({ state: "hidden" });
  return { box, paths };
}

/**
 * Opened on a screen, the drawer shows that screen's entry marked (its
 * groups open) within its visible part, scrolled there if far down.
 */
export async function expectMarkedInDrawer(
  page: Page,
  path: string,
  label: string,
) {
  await visit(page, path);
  await page.getByRole("button", { name: en.ra.action.open_menu }).click();
  const paper = page.getByTestId("mobile-sidebar").locator(".MuiDrawer-paper");
  const marked = paper.locator('[aria-current="page"]');
  await expect
    .poll(
      async () => {
        const [item, drawer] = await Promise.all([
          marked.boundingBox(),
          paper.boundingBox(),
        ]);
        return (
          !!item &&
          !!drawer &&
          item.y >= drawer.y &&
          item.y + item.height <= drawer.y + drawer.height
        );
      },
      { message: `${path}: marked entry in view` },
    )
    .toBe(true);
  await expect(marked.innerText(), path).resolves.toBe(label);
  await page.keyboard.press("Escape");
  await paper.waitFor({ state: "hidden" });
}

/** What is wrong with the screen now shown, for a user of a 375 px phone. */
export async function layoutProblems(page: Page, arabic: boolean) {
  const problems = await sidewaysOverflow(page);
  if (!arabic) return problems;
  const [dir, title, text] = await Promise.all([
    page.evaluate(() => document.documentElement.dir),
    page.locator("#react-admin-title").innerText(),
    page.locator("body").innerText(),
  ]);
  if (dir !== "rtl") problems.push(`<html dir="${dir}">`);
  if (!ARABIC_LETTER.test(title)) problems.push(`title "${title}"`);
  const rawKey = RAW_KEY.exec(text)?.[0];
  if (rawKey) problems.push(`untranslated key ${rawKey}`);
  for (const english of await englishInterfaceTexts(page, ENGLISH_ONLY))
    problems.push(`English text "${english}"`);
  return problems;
}
