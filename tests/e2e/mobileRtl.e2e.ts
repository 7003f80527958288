import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import en from "../../src/i18n/en";
import ae from "../../src/i18n/ae";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { signIn } from "./support/flows";
import {
  accessibilityProblems,
  SAMPLE_SCREENS,
  smallTargetProblems,
} from "./support/accessibility";
import {
  expectHealthyScreen,
  masterDataPaths,
  menuPaths,
} from "./support/screens";
import {
  englishInterfaceTexts,
  englishOnlyStrings,
  notReachable,
  RAW_KEY,
  sidewaysOverflow,
} from "./support/viewportChecks";

/**
 * The master-data screens on a 375 px phone, in Arabic (right to left) and
 * in English: every screen the menu drawer reaches, each list's create
 * form and one edit form per area, as the demo owner sees them. The rule
 * for sideways overflow is documented in support/viewportChecks.ts. Every
 * problem of every screen is collected, so one run reports them all. In
 * English, the sample screens (SAMPLE_SCREENS) are also checked for WCAG
 * violations and targets under 24 px on the phone.
 */

const PHONE = { width: 375, height: 812 };
/** One list per area whose first record's edit form is checked. */
const EDITED = [
  "/clients",
  "/products",
  "/team-members",
  "/resources",
  "/services",
  "/deals",
  "/locations",
];
/** Settings kept once per business: the menu path opens their edit form. */
const SINGLETONS = [
  "/business-details",
  "/billing-details",
  "/online-booking-settings",
  "/voucher-settings",
];
const ARABIC_LETTER = /[\u0600-\u06FF]/;
const ENGLISH_ONLY = englishOnlyStrings(en, ae);

const app = serverAndBrowser({ DEMO_SEED: "1" });

const main = (page: Page) => page.locator("#main-content");

/** Opens the drawer with the top bar's menu button and returns its menu paths. */
async function drawerPaths(page: Page, openMenu: string) {
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
  const paths = masterDataPaths(await menuPaths(page, paper));
  await page.keyboard.press("Escape");
  await paper.waitFor({ state: "hidden" });
  return { box, paths };
}

/**
 * Opened on a screen, the drawer shows that screen's entry marked (its
 * groups open) within its visible part, scrolled there if far down.
 */
async function expectMarkedInDrawer(page: Page, path: string, label: string) {
  await page.goto(path);
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
async function layoutProblems(page: Page, arabic: boolean) {
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

// Each screen is also checked for WCAG violations (expectHealthyScreen).
describe("a 375 px phone", { timeout: 420_000 }, () => {
  it("in Arabic: every master-data screen is right to left, translated, fits the width and keeps its buttons reachable", async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await signIn(page, "demo@example.com", "DemoPass#2026");
    // On a phone the language sits in the top bar's one menu.
    await page.getByRole("button", { name: "Language and display" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");

    const { box, paths } = await drawerPaths(page, ae.ra.action.open_menu);
    // The drawer slides in from the right edge in right-to-left.
    expect(box.x + box.width).toBeGreaterThan(PHONE.width - 2);
    expect(box.x).toBeGreaterThan(0);
    expect(paths.length).toBeGreaterThanOrEqual(30);

    const save = main(page).getByRole("button", {
      name: ae.ra.action.save,
      exact: true,
    });
    const report: string[] = [];
    const check = async (screen: string, form: boolean) => {
      await expectHealthyScreen(page, screen, ae);
      const problems = await layoutProblems(page, true);
      if (form) {
        const reach = await notReachable(save, "save button");
        if (reach) problems.push(reach);
      }
      for (const error of errors.splice(0)) problems.push(`console: ${error}`);
      report.push(...problems.map((p) => `${screen}: ${p}`));
    };

    for (const path of paths) {
      await page.goto(path);
      await check(path, SINGLETONS.includes(path));
      const create = main(page).locator('a[href$="/create"]');
      if (await create.count()) {
        const reach = await notReachable(create, "create button");
        if (reach) report.push(`${path}: ${reach}`);
        await page.goto(`${path}/create`);
        await check(`${path}/create`, true);
      }
      if (EDITED.includes(path)) {
        await page.goto(path);
        await main(page)
          .locator("tbody tr, .MuiList-root a[href]")
          .first()
          .click();
        await page.waitForURL(/\/\d+(\/show)?$/);
        // Each screen is measured after a load of its own, once settled.
        const record = new URL(page.url()).pathname;
        if (record.endsWith("/show")) {
          await page.goto(record);
          await check(record, false);
        }
        const edit = record.replace(/\/show$/, "");
        await page.goto(edit);
        await check(edit, true);
      }
    }
    expect(report).toEqual([]);
    await context.close();
  });

  it("in English: every master-data list fits the width; the sample screens are accessible", async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await signIn(page, "demo@example.com", "DemoPass#2026");
    for (const [path, label] of [
      ["/sales/payment-type", "Payment types"],
      ["/services/vouchers", "Voucher types"],
      ["/clients/refral-sourse", "Referral sources"],
    ])
      await expectMarkedInDrawer(page, path, label);
    const { box, paths } = await drawerPaths(page, en.ra.action.open_menu);
    expect(box.x).toBeLessThan(2);
    const report: string[] = [];
    const accessibility: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expectHealthyScreen(page, path);
      const problems = await layoutProblems(page, false);
      report.push(...problems.map((p) => `${path}: ${p}`));
      if (SAMPLE_SCREENS.includes(path))
        accessibility.push(...(await smallTargetProblems(page, path)));
    }
    expect(report).toEqual([]);
    expect(errors, errors.join("\n")).toEqual([]);
    // Sample screens the drawer's master-data links do not open.
    for (const screen of SAMPLE_SCREENS.filter((s) => !paths.includes(s))) {
      await page.goto(screen);
      await page.waitForLoadState("networkidle");
      accessibility.push(...(await accessibilityProblems(page, screen)));
    }
    expect(accessibility).toEqual([]);
    await context.close();
  });
});
