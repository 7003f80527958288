import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { signIn } from "./support/flows";
import { accessibilityViolations } from "./support/accessibility";
import { visit } from "./support/settled";

/**
 * WCAG 2.2 AA on the demo business (issue 12), by keyboard what no rule
 * engine sees: menu groups reached with Tab, records opened from a list, a
 * visible focus on sort headers, no hidden bulk buttons in the Tab order,
 * focus on the page after Save. The automatic rules and the 24 px targets
 * on the sample screens (SAMPLE_SCREENS in support/accessibility.ts) are
 * checked in the walks that open them anyway: at desktop width and in
 * Arabic in menuScreens.e2e.ts, on a 375 px phone in phoneEnglish.e2e.ts and phoneArabic.e2e.ts.
 * Every screen the other browser specs open is also checked
 * (support/screens.ts).
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });
const OWNER = ["demo@example.com", "DemoPass#2026"] as const;

/** A short description of the element that has focus. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return "";
    return `${el.tagName.toLowerCase()}|${el.getAttribute("role") ?? ""}|${el.getAttribute("aria-expanded") ?? ""}|${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim()}`;
  });

/** Presses Tab `times` times and returns what each press focused. */
async function tabThrough(page: Page, times: number) {
  const seen: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press("Tab");
    seen.push(await focused(page));
  }
  return seen;
}

describe("accessibility", () => {
  it("the checker finds what a screen breaks after a clean check of another (the engine stays loaded in the page)", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, ...OWNER);
    await visit(page, "/clients");
    expect(await accessibilityViolations(page)).toEqual([]);
    await visit(page, "/services");
    // Checked whole once; after that, the menu of the same state is left
    // out but for its marked entry (support/accessibility.ts).
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.evaluate(() => {
      const main = document.querySelector("main")!;
      main.insertAdjacentHTML(
        "afterbegin",
        '<button id="nameless"></button><img id="altless" src="/favicon.ico">' +
          '<p id="faint" style="color:#ddd;background:#fff">Faint words</p>',
      );
      document
        .querySelector('nav [aria-current="page"]')!
        .insertAdjacentHTML(
          "beforeend",
          '<img id="altless-entry" src="/favicon.ico">',
        );
    });
    const found = await accessibilityViolations(page);
    for (const id of ["nameless", "altless", "faint", "altless-entry"])
      expect(
        found.some((v) => v.snippet.includes(`id="${id}"`)),
        `${id} in ${JSON.stringify(found.map((v) => v.rule))}`,
      ).toBe(true);
    await context.close();
  });

  it("names the user menu by the name it shows", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, ...OWNER);
    const button = page.locator(".RaUserMenu-userButton");
    const shown = (await button.innerText()).trim();
    expect(shown).not.toBe("");
    expect(await button.getAttribute("aria-label")).toContain(shown);
    await context.close();
  });

  it("reaches every menu group with Tab and opens a record from a list by keyboard", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, ...OWNER);
    await page.goto("/");
    await page.waitForLoadState("networkidle");
    const seen = await tabThrough(page, 30);
    for (const group of ["Clients", "Products", "Team", "Services", "Settings"])
      expect(seen, `Tab reaches the ${group} group`).toContainEqual(
        expect.stringMatching(
          new RegExp(`^button\\|button\\|false\\|${group}$`),
        ),
      );

    await page.goto("/clients");
    const first = page.locator("tbody tr").first().getByRole("link").first();
    await first.waitFor();
    await page.keyboard.press("Tab");
    await first.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/clients\/\d+(\/show)?$/);
    await context.close();
  });

  it("rings a sort header that has keyboard focus", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, ...OWNER);
    await page.goto("/clients");
    const sort = page.locator("thead .MuiTableSortLabel-root").first();
    await sort.waitFor();
    await page.keyboard.press("Tab");
    await sort.focus();
    const ring = await sort.evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        outline: style.outlineStyle,
        width: parseFloat(style.outlineWidth),
      };
    });
    expect(ring.outline).not.toBe("none");
    expect(ring.width).toBeGreaterThanOrEqual(2);
    await context.close();
  });

  it("keeps hidden bulk-action buttons out of the Tab order until a row is selected", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, ...OWNER);
    await page.goto("/clients");
    await page.locator("tbody tr").first().waitFor();
    const inBulkToolbar = () =>
      page.evaluate(
        () =>
          !!document.activeElement?.closest(".RaBulkActionsToolbar-toolbar"),
      );
    const tabbable = await page
      .locator(".RaBulkActionsToolbar-toolbar")
      .evaluate(
        (bar) =>
          [...bar.querySelectorAll<HTMLElement>("button, a[href]")].filter(
            (el) => getComputedStyle(el).visibility !== "hidden",
          ).length,
      );
    expect(tabbable).toBe(0);
    await page
      .getByRole("checkbox", { name: "Select this row" })
      .first()
      .check();
    await page.keyboard.press("Shift+Tab");
    let reached = false;
    for (let i = 0; i < 15 && !reached; i++) {
      reached = await inBulkToolbar();
      if (!reached) await page.keyboard.press("Shift+Tab");
    }
    expect(reached).toBe(true);
    await context.close();
  });

  it("puts the focus on the page after Save takes the user back to the list", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, ...OWNER);
    await page.goto("/referral-sources/create");
    await page.getByLabel(/^name/i).first().fill(`Focus ${Date.now()}`);
    await page.getByRole("button", { name: /^save$/i }).press("Enter");
    await page.waitForURL(/\/referral-sources$/);
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            !!document.activeElement &&
            document.activeElement !== document.body &&
            !!document
              .getElementById("main-content")
              ?.contains(document.activeElement),
        ),
      )
      .toBe(true);
    await context.close();
  });
});
