import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  createOwner,
  expectNoConsoleErrors,
  openLayoutSettings,
  signIn,
  type Owner,
} from "./support/flows";
import { expectHealthyScreen } from "./support/screens";

async function chooseHorizontalLayout(page: Page) {
  const panel = await openLayoutSettings(page);
  await panel
    .getByRole("radiogroup", { name: "Layout" })
    .getByRole("radio", { name: "Horizontal" })
    .check();
  await panel.getByRole("button", { name: "Close layout settings" }).click();
  await panel.waitFor({ state: "hidden" });
}

/** The focused element: its role-ish tag, its text and whether a focus ring shows. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el) return null;
    const style = getComputedStyle(el);
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.getAttribute("aria-label") ?? el.textContent ?? "").trim(),
      expanded: el.getAttribute("aria-expanded"),
      ring:
        (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) ||
        style.boxShadow !== "none",
    };
  });

/**
 * Issue 12 (WCAG 2.2 AA): the horizontal layout's menu is a row of
 * disclosures: each group a button (aria-expanded, aria-controls) opening a
 * panel of links, reached with Tab; Escape closes it and returns focus; no
 * role=menu holding other things than menu items; a visible focus ring.
 */
describe("the horizontal layout's menu by keyboard (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "hmenu");
  });

  it("opens a group with Enter, Tabs to a link and follows it; Escape closes and returns focus; every group is a Tab stop", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await chooseHorizontalLayout(page);
    const nav = page.getByRole("navigation", { name: "Main menu" });
    await nav.waitFor();

    // Tab walks every group button of the bar, in order, each with a focus ring.
    const groups = await nav
      .locator("button[aria-expanded]")
      .evaluateAll((bs) => bs.map((b) => b.textContent?.trim() ?? ""));
    expect(groups).toEqual(expect.arrayContaining(["Clients", "Products"]));
    await nav.getByRole("link", { name: "Calendar" }).focus();
    const reached: string[] = [];
    for (let i = 0; i < 40 && reached.length < groups.length; i++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      if (now?.expanded === null || !now) continue;
      expect(now.ring, `${now.text} shows where the focus is`).toBe(true);
      reached.push(now.text);
    }
    expect(reached).toEqual(groups);

    const products = nav.getByRole("button", { name: "Products" });
    await products.focus();
    await page.keyboard.press("Enter");
    await expect(products.getAttribute("aria-expanded")).resolves.toBe("true");
    const panelId = await products.getAttribute("aria-controls");
    expect(panelId).toBeTruthy();
    const panel = page.locator(`[id="${panelId}"]`);
    await panel.getByRole("link", { name: "Suppliers" }).waitFor();
    // A panel of links: no menu roles holding other things.
    await expect(nav.locator('[role="menu"]').count()).resolves.toBe(0);
    await expectHealthyScreen(page, "/ (horizontal layout, Products open)");

    // Escape closes the panel and gives the focus back to its button.
    await page.keyboard.press("Escape");
    await expect(products.getAttribute("aria-expanded")).resolves.toBe("false");
    await panel.getByRole("link", { name: "Suppliers" }).waitFor({
      state: "hidden",
    });
    await expect(focused(page)).resolves.toMatchObject({ text: "Products" });

    // Open again, Tab into the panel up to "Suppliers", and follow it with Enter.
    await page.keyboard.press("Enter");
    let onSuppliers = false;
    for (let i = 0; i < 10 && !onSuppliers; i++) {
      await page.keyboard.press("Tab");
      const now = await focused(page);
      expect(now?.tag, "Tab stays in the open panel").toBe("a");
      expect(now?.ring, `${now?.text} shows where the focus is`).toBe(true);
      onSuppliers = now?.text === "Suppliers";
    }
    expect(onSuppliers).toBe(true);
    await page.keyboard.press("Enter");
    await page.waitForURL((url) => url.pathname === "/suppliers");
    await expect(products.getAttribute("aria-expanded")).resolves.toBe("false");
    await page.locator("#react-admin-title").getByText("Suppliers").waitFor();
    await expectHealthyScreen(page, "/suppliers (horizontal layout)");

    // A group with sub-groups (Reports): headed lists of links, checked too.
    const reports = nav.getByRole("button", { name: "Reports" });
    await reports.focus();
    await page.keyboard.press("Space");
    await expect(reports.getAttribute("aria-expanded")).resolves.toBe("true");
    await expectHealthyScreen(page, "/suppliers (horizontal, Reports open)");

    // The bar marks the group of the screen shown, and its panel the entry,
    // whichever URL reached it (a SPEC path below another area's, an edit page).
    for (const [path, group, entry] of [
      ["/sales/taxes", "Settings", "Taxes"],
      ["/resource/resourceCategory", "Resources", "Resource categories"],
      ["/suppliers/create", "Products", "Suppliers"],
    ]) {
      await page.goto(path);
      // Settled first: the bar is drawn again once the session has loaded.
      await page.waitForLoadState("networkidle");
      const button = nav.getByRole("button", { name: group });
      await expect
        .poll(() => nav.locator('[aria-current="true"]').allInnerTexts(), {
          message: `${path}: marked group`,
        })
        .toEqual([group]);
      await button.click();
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("true");
      const panel = page.locator(
        `[id="${await button.getAttribute("aria-controls")}"]`,
      );
      await expect
        .poll(() => panel.locator('[aria-current="page"]').allInnerTexts(), {
          message: `${path}: marked entry`,
        })
        .toEqual([entry]);
      await page.keyboard.press("Escape");
    }
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
