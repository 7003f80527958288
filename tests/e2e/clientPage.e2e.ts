import { beforeAll, describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createOwner,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";

/** Issue 12: feedback names the client, and editing a client stays on the client's page. */
describe("client page and feedback (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;
  let clientId: number;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "clientpage");
    const client = await api<{ id: number }>(
      app.server.url,
      owner.token,
      "POST",
      "merchant/clients",
      {
        first_name: "Ada",
        last_name: "Moreau",
        email: "ada.moreau@example.com",
        mobile: "+436641234567",
      },
    );
    clientId = client.id;
  });

  it("saving a client says 'Client Ada Moreau saved' and shows the client's page with its header", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      `/account/login?returnUrl=%2Fclients%2F${clientId}`,
    );
    await page.getByLabel("Notes").fill("Allergic to nuts");
    await page.getByRole("button", { name: "Save" }).click();
    await snackbars(page)
      .filter({ hasText: /Client\W+Ada Moreau\W+saved/ })
      .waitFor();
    await page.waitForURL(
      (url) => url.pathname === `/clients/${clientId}/show`,
    );
    const header = page.locator("header").filter({
      has: page.getByRole("heading", { name: "Ada Moreau", level: 2 }),
    });
    await expect(
      // Shown readably: international, as it is not the business's country (GB).
      header
        .getByRole("link", { name: "+43 664 1234567" })
        .getAttribute("href"),
    ).resolves.toBe("tel:+436641234567");
    await expect(
      header
        .getByRole("link", { name: "ada.moreau@example.com" })
        .getAttribute("href"),
    ).resolves.toBe("mailto:ada.moreau@example.com");
    await header.getByText("Allergic to nuts").waitFor();
    await page.getByRole("link", { name: "All clients" }).click();
    await page.waitForURL((url) => url.pathname === "/clients");
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
