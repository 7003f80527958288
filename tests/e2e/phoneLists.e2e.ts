import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createClients,
  createOwner,
  expectNoConsoleErrors,
  signIn,
  type Owner,
} from "./support/flows";

const PHONE = { width: 375, height: 812 };

/** True when the element's centre is the element itself (nothing floats over it). */
const uncovered = (target: Locator) =>
  target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const top = document.elementFromPoint(
      r.x + r.width / 2,
      r.y + r.height / 2,
    );
    return !!top && (el === top || el.contains(top));
  });

const scrollToEnd = (page: Page) =>
  page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));

/** Issue 12 on a 375 px phone: compact list rows, and the floating "+" never covers controls. */
describe("lists on a 375 px phone (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "phonelists");
    await createClients(app.server.url, owner);
    await api(app.server.url, owner.token, "POST", "merchant/clients", {
      first_name: "Aaron",
      last_name: "Zeller",
      email: "aaron@example.com",
      mobile: "+447400123456",
    });
    await api(app.server.url, owner.token, "POST", "merchant/suppliers", {
      name: "Acme Beauty",
      phone: "+442079460000",
      city: "Leeds",
    });
  });

  it("the client list shows one compact row per client (name, phone, e-mail) that opens the client, and can be paged", async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients",
    );
    const main = page.locator("#main-content");
    const row = main.getByRole("link", { name: /Aaron Zeller/ });
    await row.waitFor();
    await expect(main.locator("table").count()).resolves.toBe(0);
    const text = await row.innerText();
    expect(text).toContain("aaron@example.com");
    const box = await row.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    // The mobile beside the row, readably (national: the business is in GB), and a tap calls it.
    const call = main
      .getByRole("listitem")
      .filter({ hasText: "Aaron Zeller" })
      .getByRole("link", { name: "07400 123456" });
    await expect(call.getAttribute("href")).resolves.toBe("tel:+447400123456");
    const callBox = await call.boundingBox();
    expect(callBox!.x + callBox!.width).toBeLessThanOrEqual(PHONE.width);
    expect(callBox!.height).toBeGreaterThanOrEqual(24);

    // 31 clients, 25 a page: the next page is reachable under the "+" button.
    await scrollToEnd(page);
    const next = page.getByRole("button", { name: "Go to next page" });
    await expect(uncovered(next)).resolves.toBe(true);
    await next.click();
    await main.getByRole("link", { name: /Farid/ }).first().waitFor();

    await row.waitFor({ state: "detached" });
    await scrollToEnd(page);
    await page.getByRole("button", { name: "Go to previous page" }).click();
    await main.getByRole("link", { name: /Aaron Zeller/ }).click();
    await page.waitForURL((url) => /^\/clients\/\d+\/show$/.test(url.pathname));
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("the other people and master-data lists are compact too: suppliers, team members, locations", async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await signIn(page, owner.email, owner.password);
    const main = page.locator("#main-content");
    await page.goto(`${app.server.url}/suppliers`);
    await main.getByRole("link", { name: /Acme Beauty/ }).waitFor();
    await expect(
      main.getByRole("link", { name: "020 7946 0000" }).getAttribute("href"),
    ).resolves.toBe("tel:+442079460000");
    for (const path of ["/suppliers", "/team-members", "/locations"]) {
      await page.goto(`${app.server.url}${path}`);
      await main.getByRole("link").first().waitFor();
      await expect(main.locator("table").count(), path).resolves.toBe(0);
      const create = page.getByRole("link", { name: "Create" });
      // Nothing of the list lies under the floating "+" once scrolled to the
      // end (scrolled and measured again until the page has settled).
      await expect
        .poll(
          async () => {
            await scrollToEnd(page);
            const fab = await create.boundingBox();
            const last = await main.getByRole("link").last().boundingBox();
            return fab && last ? last.y + last.height - fab.y : 0;
          },
          { message: path },
        )
        .toBeLessThanOrEqual(0);
    }
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("the top bar keeps the page title whole and puts language, full screen and layout settings behind one menu", async () => {
    const { page, context, errors } = await app.newPage(PHONE);
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fsuppliers",
    );
    const banner = page.getByRole("banner");
    const title = banner.locator("#react-admin-title");
    await expect.poll(() => title.innerText()).toBe("Suppliers");
    await expect(
      title.evaluate((el) => el.scrollWidth <= el.clientWidth),
    ).resolves.toBe(true);
    await expect(
      banner.getByRole("button", { name: "English" }).count(),
    ).resolves.toBe(0);
    await banner.getByRole("button", { name: "Language and display" }).click();
    const menu = page.getByRole("menu");
    for (const item of [
      "English",
      "Deutsch",
      "العربية",
      "Open layout settings",
    ])
      await menu.getByRole("menuitem", { name: item }).waitFor();
    await menu.getByRole("menuitem", { name: "Deutsch" }).click();
    await expect.poll(() => title.innerText()).toBe("Lieferanten");
    await banner.getByRole("button", { name: "Sprache und Anzeige" }).click();
    await page.getByRole("menuitem", { name: "English" }).click();
    await expect.poll(() => title.innerText()).toBe("Suppliers");
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
