import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { expectNoConsoleErrors, signIn } from "./support/flows";

const brand = (page: Page) =>
  page.getByRole("banner").getByTestId("business-brand");
/** The first price of the service menu (a MoneyField). */
const firstPrice = (page: Page) =>
  page
    .locator("table tbody bdi")
    .filter({ hasText: /\d\.\d{2}$/ })
    .first();

/**
 * Business details take effect in the signed-in app at once (own server:
 * nothing to restore). The second demo business: the first has sales, and a
 * business with sales keeps its currency (server tests cover the refusal).
 */
describe("business details (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "1" });

  it("an owner renames the business and changes its country and currency: the top bar, prices and phone pickers follow without a new sign-in, in another open tab too, also after a reload", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      "other@example.com",
      "OtherPass#2026",
      "/account/login?returnUrl=%2Fservices",
    );
    await expect.poll(() => brand(page).innerText()).toBe("Nordic Nail Studio");
    await expect.poll(() => firstPrice(page).innerText()).toMatch(/^SEK/);
    // Another tab of the same browser, with a new client's form open.
    const other = await context.newPage();
    await other.goto("/clients/create");
    const otherPicker = other.getByRole("combobox", {
      name: "Mobile: country",
    });
    await expect.poll(() => otherPicker.inputValue()).toBe("SE");

    // Through the menu, so the app is not loaded again.
    await page.getByRole("button", { name: "Settings", exact: true }).click();
    await page
      .getByRole("button", { name: "Account setup", exact: true })
      .click();
    await page.getByRole("link", { name: "Business details" }).click();
    const name = page.getByLabel("Business name *");
    await expect.poll(() => name.inputValue()).toBe("Nordic Nail Studio");
    await name.fill("Nordic Nail & Beauty");
    const currency = page.getByRole("combobox", { name: /^Currency/ });
    await currency.fill("CHF");
    await page.getByRole("option", { name: /^CHF/ }).click();
    // The stored Swedish number keeps its country until it is cleared; then
    // the business's phone is typed for the country chosen in the form.
    const phone = page.getByLabel("Phone", { exact: true });
    await phone.fill("");
    const country = page.getByRole("combobox", { name: /^Country/ });
    await country.fill("Switzerland");
    await page
      .getByRole("listbox")
      .getByRole("option", { name: /^Switzerland/ })
      .click();
    const phonePicker = page.getByRole("combobox", { name: "Phone: country" });
    await expect.poll(() => phonePicker.inputValue()).toBe("CH");
    await phone.fill("044 668 18 00");
    const saved = page.waitForResponse(
      (r) =>
        r.request().method() === "PUT" &&
        r.url().includes("/merchant/business-details/current"),
    );
    await page.getByRole("button", { name: "Save" }).click();
    expect((await saved).status()).toBe(200);
    expect((await (await saved).json()).phone).toBe("+41446681800");
    await expect.poll(() => otherPicker.inputValue()).toBe("CH");

    // The top bar hides while the page is scrolled down to the Save button.
    await page.mouse.wheel(0, -5000);
    await expect
      .poll(() => brand(page).innerText())
      .toBe("Nordic Nail & Beauty");
    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/services");
    await expect.poll(() => firstPrice(page).innerText()).toMatch(/^CHF/);

    await page.reload();
    await expect
      .poll(() => brand(page).innerText())
      .toBe("Nordic Nail & Beauty");
    await expect.poll(() => firstPrice(page).innerText()).toMatch(/^CHF/);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
