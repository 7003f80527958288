import { describe, expect, it } from "vitest";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createClients,
  createOwner,
  expectNoConsoleErrors,
  signIn,
  type Owner,
} from "./support/flows";

/**
 * Issue 12: never lose what was typed, settings that exist once, a first
 * day that works (a business signed up a moment ago, own server).
 */
describe("forms and a new business (browser)", () => {
  const app = serverAndBrowser();
  let owner: Owner;

  const ownerPage = async (path: string) => {
    owner ??= await createOwner(app.server.url, "forms");
    const watched = await app.newPage();
    await signIn(
      watched.page,
      owner.email,
      owner.password,
      `/account/login?returnUrl=${encodeURIComponent(path)}`,
    );
    return watched;
  };

  it("a form with changes asks before the menu takes it away, and keeps its values across a language switch", async () => {
    const { page, context, errors } = await ownerPage("/clients/create");
    await page.getByLabel("First name *").fill("Ada");
    await page.getByLabel("Notes").fill("Allergic to nuts");

    const questions: string[] = [];
    page.on("dialog", (dialog) => {
      questions.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole("link", { name: "Client list" }).click();
    await expect.poll(() => questions.length).toBe(1);
    expect(questions[0]).toMatch(/not saved|weren't saved/);
    expect(new URL(page.url()).pathname).toBe("/clients/create");
    expect(await page.getByLabel("Notes").inputValue()).toBe(
      "Allergic to nuts",
    );

    await page.getByRole("button", { name: "English" }).click();
    await page.getByRole("menuitem", { name: "Deutsch" }).click();
    await page.getByLabel("Vorname *").waitFor();
    expect(await page.getByLabel("Vorname *").inputValue()).toBe("Ada");
    expect(await page.getByLabel("Notizen").inputValue()).toBe(
      "Allergic to nuts",
    );
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("settings that exist once have no Delete and no record id in any text", async () => {
    const { page, context, errors } = await ownerPage("/business-details");
    for (const [path, title] of [
      ["/business-details", "Business details"],
      ["/voucher-settings", "Voucher settings"],
      ["/online-booking-settings", "Online booking"],
    ]) {
      await page.goto(path);
      await page.getByRole("button", { name: "Save" }).waitFor();
      await expect
        .poll(() => page.locator("#react-admin-title").innerText())
        .toContain(title);
      expect(await page.locator("body").innerText()).not.toMatch(/#current/);
      expect(await page.getByRole("button", { name: "Delete" }).count()).toBe(
        0,
      );
    }
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("a bulk archive of clients states the count and asks once", async () => {
    owner ??= await createOwner(app.server.url, "forms");
    await createClients(app.server.url, owner, [
      { first_name: "Bulk", last_name: "One", email: "bulk.one@example.com" },
      { first_name: "Bulk", last_name: "Two", email: "bulk.two@example.com" },
    ]);
    const { page, context } = await ownerPage("/clients");
    const rows = page.getByRole("row").filter({ hasText: "Bulk" });
    await rows.first().waitFor();
    await rows.nth(0).getByRole("checkbox").check();
    await rows.nth(1).getByRole("checkbox").check();
    await page.getByRole("button", { name: "Archive" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByText("Archive 2 clients?").waitFor();
    await dialog.getByRole("button", { name: "Confirm" }).click();
    await expect.poll(() => rows.count()).toBe(0);
    await context.close();
  });

  it("a new business: the owner is its first team member and the dashboard lists the first steps", async () => {
    const { page, context, errors } = await ownerPage("/");
    const checklist = page.getByRole("region", {
      name: "Get your business ready",
    });
    await checklist.getByText("0 of 5 steps done").waitFor();
    const members = await api<{ first_name: string; email: string }[]>(
      app.server.url,
      owner.token,
      "GET",
      "merchant/team-members",
    );
    expect(members).toEqual([expect.objectContaining({ email: owner.email })]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
