import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { resetLinkIn } from "./support/startServer";
import {
  errorAlert,
  expectNoConsoleErrors,
  localStorageOf,
  newMerchant,
  openUserMenuItem,
  signIn,
  signUpByApi,
  snackbars,
  submitSignIn,
  userMenuButton,
} from "./support/flows";

const field = (page: Page, label: string) =>
  page.getByRole("dialog").getByLabel(label, { exact: true });

async function fillPasswords(
  page: Page,
  current: string,
  next: string,
  confirm: string,
) {
  await field(page, "Current password").fill(current);
  await field(page, "New password").fill(next);
  await field(page, "Confirm new password").fill(confirm);
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Change Password" })
    .click();
}

const showsMessage = (page: Page, text: string) =>
  page.getByRole("dialog").getByText(text, { exact: true }).waitFor();
/** The dialog's outcome alert (title and text). */
const showsOutcome = (page: Page, title: string, text: string) =>
  page
    .getByRole("dialog")
    .getByRole("alert")
    .filter({ hasText: title })
    .filter({ hasText: text })
    .waitFor();

/** Change password (every SPEC §5 message), forgot/reset through the outbox, 401 sign-out. */
describe("passwords (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });

  it("changes the password after showing each validation message, then signs in with the new one", async () => {
    const owner = newMerchant("change");
    await signUpByApi(app.server.url, owner);
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await openUserMenuItem(page, "Change Password");
    const dialog = page.getByRole("dialog", { name: "Change Password" });
    await dialog.waitFor();

    // Nothing is said before the first submit.
    await expect(
      dialog.getByText("Current Password is required.").count(),
    ).resolves.toBe(0);
    await dialog.getByRole("button", { name: "Change Password" }).click();
    await showsMessage(page, "Current Password is required.");
    await showsMessage(page, "Password is required.");
    await showsMessage(page, "This value is required.");

    await fillPasswords(page, owner.password, "Short#1", "Short#1");
    await showsMessage(page, "Password must be at least 10 characters.");
    await fillPasswords(
      page,
      owner.password,
      "OnlyLetters1234",
      "OnlyLetters1234",
    );
    await showsMessage(
      page,
      "Password must contain alphabetics,numbers and special charactes !",
    );
    await fillPasswords(
      page,
      owner.password,
      "Second#Pass2026",
      "Second#Pass2027",
    );
    await showsMessage(page, "This value should be the same.");
    // At most 50 characters: the input stops there.
    await field(page, "New password").fill("x".repeat(60));
    await expect(
      field(page, "New password").inputValue(),
    ).resolves.toHaveLength(50);

    // The server refuses a wrong current password.
    await fillPasswords(
      page,
      "Wrong#Current1",
      "Second#Pass2026",
      "Second#Pass2026",
    );
    await showsOutcome(page, "Error!", "The current password is incorrect.");

    await fillPasswords(
      page,
      owner.password,
      "Second#Pass2026",
      "Second#Pass2026",
    );
    await showsOutcome(page, "Success!", "Password has been changed.");
    await dialog.getByRole("button", { name: "Close" }).click();

    // Closing signs out (local storage cleared, page reloaded on /account/login).
    await page.waitForURL((url) => url.pathname === "/account/login");
    await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
    expect(await localStorageOf(page)).not.toHaveProperty("currentUser");
    await submitSignIn(page, owner.email, owner.password);
    await page
      .getByRole("alert")
      .filter({ hasText: "Incorrect e-mail or password." })
      .waitFor();
    await submitSignIn(page, owner.email, "Second#Pass2026");
    await page
      .getByRole("heading", { name: `Welcome, ${owner.name}` })
      .waitFor();
    // Only the SPEC alerts, no react-admin error toasts, during all this.
    await expect(errorAlert(page).count()).resolves.toBe(0);
    expectNoConsoleErrors(errors, [401, 422]);
    await context.close();
  });

  it("resets a forgotten password through the e-mailed link; the old session then ends with a 401", async () => {
    const owner = newMerchant("reset");
    await signUpByApi(app.server.url, owner);

    // A session opened before the reset, in another browser.
    const before = await app.newPage();
    await signIn(before.page, owner.email, owner.password);

    const { page, context, errors } = await app.newPage();
    await page.goto("/account/login");
    await page.getByRole("link", { name: "Forgot password?" }).click();
    await page.getByLabel("E-mail *").fill(owner.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    await page
      .getByRole("status")
      .filter({ hasText: "a reset link is on its way" })
      .waitFor();

    // The outbox worker writes the mail moments after the answer.
    const resetLink = () => app.server.outbox().map(resetLinkIn).find(Boolean);
    await expect.poll(resetLink).toMatch(/\/account\/reset-password\?token=/);
    const link = resetLink();
    await page.goto(link!);
    await page
      .getByRole("heading", { name: "Choose a new password" })
      .waitFor();
    await page
      .getByRole("textbox", { name: "Password", exact: true })
      .fill("short");
    await page
      .getByRole("textbox", { name: "Confirm password", exact: true })
      .fill("other");
    await page.getByRole("button", { name: "Reset password" }).click();
    await page.getByText("Password must be at least 10 characters.").waitFor();
    await page.getByText("This value should be the same.").waitFor();
    await page
      .getByRole("textbox", { name: "Password", exact: true })
      .fill("Reset#Pass2026");
    await page
      .getByRole("textbox", { name: "Confirm password", exact: true })
      .fill("Reset#Pass2026");
    await page.getByRole("button", { name: "Reset password" }).click();

    await page.waitForURL((url) => url.pathname === "/account/login");
    await page
      .getByText("Your password has been reset. Please sign in.")
      .waitFor();
    await submitSignIn(page, owner.email, "Reset#Pass2026");
    await page
      .getByRole("heading", { name: `Welcome, ${owner.name}` })
      .waitFor();
    expectNoConsoleErrors(errors);
    await context.close();

    // The old session's next call gets a 401: signed out the same way, back to sign-in with the page kept.
    await before.page
      .getByRole("button", { name: "Clients", exact: true })
      .click();
    await before.page.getByRole("link", { name: "Client list" }).click();
    await before.page.waitForURL((url) => url.pathname === "/account/login");
    expect(new URL(before.page.url()).searchParams.get("returnUrl")).toBe(
      "/clients",
    );
    await snackbars(before.page)
      .filter({ hasText: "Your session has ended. Please sign in again." })
      .waitFor();
    expect(await localStorageOf(before.page)).not.toHaveProperty("currentUser");
    // Signing in again shows the page, and nothing left over from the failed call.
    await submitSignIn(before.page, owner.email, "Reset#Pass2026");
    await before.page.waitForURL((url) => url.pathname === "/clients");
    await userMenuButton(before.page).waitFor();
    await before.page.getByText("No clients yet").waitFor();
    await expect(errorAlert(before.page).count()).resolves.toBe(0);
    expectNoConsoleErrors(before.errors, [401]);
    await before.context.close();
  });
});
