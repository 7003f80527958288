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

const layoutRoot = (page: Page) => page.getByTestId("layout-root");
const attr = (page: Page, name: string) => layoutRoot(page).getAttribute(name);

/** The docked sidebar's box (react-admin's Sidebar paper). */
const sidebarBox = async (page: Page) => {
  const box = await page
    .locator(".RaSidebar-docked .RaSidebar-fixed")
    .boundingBox();
  if (!box) throw new Error("no sidebar");
  return box;
};

async function chooseSetting(page: Page, group: string, option: string) {
  const panel = await openLayoutSettings(page);
  await panel
    .getByRole("radiogroup", { name: group })
    .getByRole("radio", { name: option })
    .check();
  await panel.getByRole("button", { name: "Close layout settings" }).click();
  await panel.waitFor({ state: "hidden" });
}

/** Arabic (rtl), layout settings that survive a reload. */
describe("layout and language (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "layout");
  });

  it("switches to Arabic: dir=rtl, lang=ar and the sidebar on the right, kept after a reload", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    const viewport = page.viewportSize()!;
    expect((await sidebarBox(page)).x).toBeLessThan(viewport.width / 2);

    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ar");
    const box = await sidebarBox(page);
    expect(box.x + box.width).toBeGreaterThan(viewport.width - 5);
    expect(box.x).toBeGreaterThan(viewport.width / 2);

    await page.reload();
    await page.getByRole("button", { name: "العربية" }).waitFor();
    expect(
      await page.evaluate(() => [
        document.documentElement.dir,
        document.documentElement.lang,
      ]),
    ).toEqual(["rtl", "ar"]);
    expect((await sidebarBox(page)).x).toBeGreaterThan(viewport.width / 2);
    // The choice lives in the `lang` cookie (so the signed-out pages follow it too).
    expect(
      (await context.cookies()).find((c) => c.name === "lang")?.value,
    ).toBe("ae");

    // And back to English.
    await page.getByRole("button", { name: "العربية" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "ltr");
    expect((await sidebarBox(page)).x).toBeLessThan(viewport.width / 2);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("keeps the chosen sidebar style and layout after a reload", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    expect([
      await attr(page, "data-layout"),
      await attr(page, "data-sidebar"),
    ]).toEqual(["vertical", "light"]);

    await chooseSetting(page, "Sidebar", "Dark");
    expect(await attr(page, "data-sidebar")).toBe("dark");
    const dark = "rgb(42, 48, 66)";
    const background = () =>
      page
        .locator(".RaSidebar-docked .RaSidebar-fixed")
        .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe(dark);

    await page.reload();
    await layoutRoot(page).waitFor();
    expect(await attr(page, "data-sidebar")).toBe("dark");
    expect(await background()).toBe(dark);

    await chooseSetting(page, "Layout", "Horizontal");
    await page.getByRole("navigation", { name: "Main menu" }).waitFor();
    expect(await attr(page, "data-layout")).toBe("horizontal");
    await expect(page.locator(".RaSidebar-docked").count()).resolves.toBe(0);

    await page.reload();
    await page.getByRole("navigation", { name: "Main menu" }).waitFor();
    expect([
      await attr(page, "data-layout"),
      await attr(page, "data-sidebar"),
    ]).toEqual(["horizontal", "dark"]);

    await chooseSetting(page, "Layout", "Vertical");
    await page.locator(".RaSidebar-docked").waitFor();
    expect(await background()).toBe(dark);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
