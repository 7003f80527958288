import { beforeAll, describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createOwner,
  errorAlert,
  expectNoConsoleErrors,
  signIn,
  type Owner,
} from "./support/flows";

/**
 * Issue 12: mobile numbers are typed in the business's national format with
 * a country picker that defaults to the business's country (the example
 * follows the chosen country), stored in E.164; a wrong number is said on
 * the field, never in a blocking dialog.
 */
describe("phone numbers (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "phones");
    await api(
      app.server.url,
      owner.token,
      "PUT",
      "merchant/business-details/current",
      { country_code: "DE" },
    );
  });

  it("a client's mobile is typed nationally for the business's country and saved in E.164", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients%2Fcreate",
    );
    const country = page.getByRole("combobox", { name: "Mobile: country" });
    await expect(country.inputValue()).resolves.toBe("DE");
    const mobile = page.getByRole("textbox", { name: "Mobile" });
    await page.getByText("For example 01512 3456789").waitFor();

    await page.getByLabel("First name *").fill("Jana");
    await mobile.fill("0170");
    await page.getByRole("button", { name: "Save" }).click();
    await page
      .getByText(
        "Enter a valid number for the chosen country, for example 01512 3456789, or in international format (+…).",
      )
      .waitFor();
    await expect(errorAlert(page).count()).resolves.toBe(0);

    // The example follows the chosen country.
    await country.selectOption("GB");
    await page
      .getByText(/for example 07400 123456/i)
      .first()
      .waitFor();
    await country.selectOption("DE");

    await mobile.fill("0170 1234567");
    await page.getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => /^\/clients\/\d+/.test(url.pathname));
    const id = Number(new URL(page.url()).pathname.split("/")[2]);
    const stored = await api<{ mobile: string }>(
      app.server.url,
      owner.token,
      "GET",
      `merchant/clients/${id}`,
    );
    expect(stored.mobile).toBe("+491701234567");

    // Editing shows it back in the national form of its country.
    await page.goto(`${app.server.url}/clients/${id}`);
    await expect
      .poll(() => page.getByRole("textbox", { name: "Mobile" }).inputValue())
      .toBe("0170 1234567");
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("every phone field is the same input: team members, suppliers, locations, business details", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    for (const [path, count] of [
      ["/team-members/create", 2],
      ["/suppliers/create", 2],
      ["/locations/create", 1],
      ["/business-details", 1],
    ] as const) {
      await page.goto(`${app.server.url}${path}`);
      const pickers = page.getByRole("combobox", { name: /: country$/ });
      await pickers.first().waitFor();
      await expect(pickers.count(), path).resolves.toBe(count);
      await expect(pickers.first().inputValue(), path).resolves.toBe("DE");
    }
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
