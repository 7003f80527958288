import { beforeAll, describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  createClients,
  createOwner,
  drawn,
  errorAlert,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";

/** The SPEC §8 alert: 'Error' with the server's text for a 422 without field messages, 'Oops...' for a 500 — and only once; field messages go to their fields only. */
describe("error alerts (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "errors");
    await createClients(app.server.url, owner);
  });

  it("a 422 naming its field (a client with an e-mail already used) shows the server's text on the field only, no dialog", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients%2Fcreate",
    );
    await page.getByLabel("First name *").fill("Ada");
    await page.getByLabel("Last name").fill("Again");
    const email = page.getByRole("textbox", { name: "E-mail", exact: true });
    await email.fill("ada.moreau@example.com");
    const answer = page.waitForResponse(
      (r) => r.url().endsWith("/merchant/clients") && r.status() === 422,
    );
    await page.getByRole("button", { name: "Save" }).click();
    await answer;

    // The form stays, with the server's word on the field (its description), and no dialog.
    const message = "Another client already uses this e-mail.";
    await expect
      .poll(async () => {
        const id = await email.getAttribute("aria-describedby");
        return id ? page.locator(`[id="${id}"]`).textContent() : null;
      })
      .toBe(message);
    await expect(email.getAttribute("aria-invalid")).resolves.toBe("true");
    await drawn(page);
    await expect(errorAlert(page).count()).resolves.toBe(0);
    await expect(page.getByText(message).count()).resolves.toBe(1);
    expect(new URL(page.url()).pathname).toBe("/clients/create");
    expectNoConsoleErrors(errors, [422]);
    await context.close();
  });

  it("a 422 without field messages still shows 'Error' with the server's text", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients%2Fcreate",
    );
    await page.route(
      (url) => url.pathname === "/wellness/merchant/clients",
      (route) =>
        route.request().method() === "POST"
          ? route.fulfill({
              status: 422,
              contentType: "application/json",
              body: JSON.stringify({
                status: 0,
                message: "This business cannot take more clients.",
                data: "This business cannot take more clients.",
              }),
            })
          : route.continue(),
    );
    await page.getByLabel("First name *").fill("Ada");
    await page.getByRole("button", { name: "Save" }).click();
    const alert = errorAlert(page);
    await alert.getByText("This business cannot take more clients.").waitFor();
    await expect(
      alert.getByText("Error", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await drawn(page);
    await expect(snackbars(page).count()).resolves.toBe(0);
    await alert.getByRole("button", { name: "Close" }).click();
    await alert.waitFor({ state: "detached" });
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
    await drawn(page);
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
