import { describe, expect, it } from "vitest";
import ae from "../../src/i18n/ae";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { signIn } from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import { SAMPLE_SCREENS } from "./support/accessibility";
import { settled, visit } from "./support/settled";
import { notReachable } from "./support/viewportChecks";
import {
  drawerPaths,
  EDITED,
  layoutProblems,
  main,
  PHONE,
  SINGLETONS,
} from "./support/phoneWalk";

/**
 * The master-data screens on a 375 px phone in Arabic (right to left):
 * every screen the menu drawer reaches, each list's create form and one
 * edit form per area, as the demo owner sees them; the forms and the sample
 * screens checked for WCAG violations too (expectHealthyScreen). Every problem of every screen is
 * collected, so one run reports them all. The English walk is
 * phoneEnglish.e2e.ts.
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });

describe("a 375 px phone", () => {
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
    // The lists were checked for WCAG violations on the desktop walk
    // (menuScreens) and the English phone walk; the forms are checked here.
    const check = async (screen: string, form: boolean, sampled = false) => {
      await expectHealthyScreen(page, screen, ae, {
        accessibility: form || sampled || SAMPLE_SCREENS.includes(screen),
      });
      const problems = await layoutProblems(page, true);
      if (form) {
        const reach = await notReachable(save, "save button");
        if (reach) problems.push(reach);
      }
      for (const error of errors.splice(0)) problems.push(`console: ${error}`);
      report.push(...problems.map((p) => `${screen}: ${p}`));
    };

    for (const path of paths) {
      await visit(page, path);
      await check(path, SINGLETONS.includes(path));
      const create = main(page).locator('a[href$="/create"]');
      if (await create.count()) {
        const reach = await notReachable(create, "create button");
        if (reach) report.push(`${path}: ${reach}`);
        await visit(page, `${path}/create`);
        await check(`${path}/create`, true);
      }
      if (EDITED.includes(path)) {
        await visit(page, path);
        await main(page)
          .locator("tbody tr, .MuiList-root a[href]")
          .first()
          .click();
        await page.waitForURL(/\/\d+(\/show)?$/);
        const record = new URL(page.url()).pathname;
        if (record.endsWith("/show")) {
          await settled(page);
          await check(record, false);
        }
        const edit = record.replace(/\/show$/, "");
        await visit(page, edit);
        await check(edit, true);
      }
    }
    // The till is outside the menu: its WCAG check, targets and layout here,
    // with a cart (a service asking who performed it, a product) and a
    // cash payment, so its line, tip and payment controls are measured too.
    const till = ae.resources.checkout;
    await visit(page, "/checkout");
    await main(page).getByRole("button", { name: till.save_unpaid }).waitFor();
    for (const kind of [till.types.service, till.types.product]) {
      await main(page).getByRole("combobox", { name: till.item_type }).click();
      await page.getByRole("option", { name: kind, exact: true }).click();
      await main(page).getByRole("combobox", { name: till.item }).click();
      await page.getByRole("option").first().click();
      await main(page)
        .getByRole("button", { name: till.add, exact: true })
        .click();
    }
    await main(page).getByRole("listitem").nth(1).waitFor();
    await main(page)
      .getByRole("button", {
        name: till.add_payment.replace("%{name}", "Cash"),
      })
      .click();
    await main(page).getByRole("textbox", { name: till.tendered }).waitFor();
    // Scrolled down, the top bar slides away: back up to read its title.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.locator("#react-admin-title").waitFor();
    await check("/checkout", false, true);
    expect(report).toEqual([]);
    await context.close();
  });
});
