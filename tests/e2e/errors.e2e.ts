import { beforeAll, describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  createClients,
  createOwner,
  errorAlert,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";

/** The SPEC §8 alert: 'Error' with the server's text for a 422, 'Oops...' for a 500 — and only once. */
describe("error alerts (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "errors");
    await createClients(app.server.url, owner);
  });

  it("a 422 (a client with an e-mail already used) shows 'Error' with the server's text", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients%2Fcreate",
    );
    await page.getByLabel("First name *").fill("Ada");
    await page.getByLabel("Last name").fill("Again");
    await page
      .getByRole("textbox", { name: "E-mail", exact: true })
      .fill("ada.moreau@example.com");
    await page.getByRole("button", { name: "Save" }).click();

    const alert = errorAlert(page);
    await alert.waitFor();
    await page.waitForTimeout(300);
    await expect(snackbars(page).count()).resolves.toBe(0);
    await expect(
      alert.getByText("Error", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await alert.getByText("Another client already uses this e-mail.").waitFor();
    await alert.getByRole("button", { name: "Close" }).click();
    await alert.waitFor({ state: "detached" });

    // The form stays, with the server's word on the field, and no second message about the failure.
    expect(new URL(page.url()).pathname).toBe("/clients/create");
    await page.getByText("Another client already uses this e-mail.").waitFor();
    await expect(snackbars(page).count()).resolves.toBe(0);
    expectNoConsoleErrors(errors, [422]);
    await context.close();
  });

  it("a 500 shows 'Oops...' once, and the loader stops", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    // Only the browser's view of this one call is replaced: the server answers everything else.
    await page.route(
      (url) => url.pathname === "/wellness/merchant/clients",
      (route) =>
        route.fulfill({
          status: 500,
          contentType: "application/json",
          body: JSON.stringify({
            status: 0,
            message: "Internal Server Error",
            data: "Internal Server Error",
          }),
        }),
    );
    await page.getByRole("button", { name: "Clients", exact: true }).click();
    await page.getByRole("link", { name: "Client list" }).click();

    const alert = errorAlert(page);
    await alert
      .getByText("Oops... Some error occurred. Please try again later.")
      .waitFor();
    await expect(
      alert.getByText("Error", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await page.getByTestId("global-loader").waitFor({ state: "detached" });
    await page.waitForTimeout(300);
    await expect(snackbars(page).count()).resolves.toBe(0);
    await alert.getByRole("button", { name: "Close" }).click();
    await alert.waitFor({ state: "detached" });

    // The next answer is the server's own again.
    await page.unrouteAll();
    await page.reload();
    await page.getByRole("cell", { name: "Moreau" }).first().waitFor();
    expectNoConsoleErrors(errors, [500]);
    await context.close();
  });

  it("react-admin's other notifications still show: an invalid form, a created record", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients%2Fcreate",
    );
    await page.getByLabel("Last name").fill("Newcomer");
    await page.getByRole("button", { name: "Save" }).click();
    await snackbars(page)
      .filter({ hasText: "The form is not valid. Please check for errors" })
      .waitFor();
    await page.getByText("This value is required.").waitFor();
    await page.getByLabel("First name *").fill("Nora");
    await page.getByRole("button", { name: "Save" }).click();
    await snackbars(page)
      .filter({ hasText: /Client\W+Nora Newcomer\W+created/ })
      .waitFor();
    await page.waitForURL((url) => url.pathname !== "/clients/create");
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
