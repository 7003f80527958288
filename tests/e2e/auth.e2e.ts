import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { startTestProvider, type TestProvider } from "../support/oidcProvider";
import {
  createClients,
  createLocation,
  createOwner,
  createStaff,
  expectNoConsoleErrors,
  localStorageOf,
  logout,
  newMerchant,
  openUserMenuItem,
  signIn,
  submitSignIn,
  userMenuButton,
  type Owner,
} from "./support/flows";

/** The menu's top-level areas a user of the given rights may see. */
const AREAS = ["Calendar", "Clients", "Products", "Team", "Settings"];
const visibleAreas = async (page: Page) => {
  const nav = page.getByRole("navigation", { name: "Main menu" });
  await nav.waitFor();
  const seen: string[] = [];
  for (const area of AREAS)
    if (await nav.getByText(area, { exact: true }).isVisible()) seen.push(area);
  return seen;
};

/**
 * Sign-up, sign-in, the returnUrl round trip, logout, wrong password, 404,
 * switching users; sign-in through an identity provider (a real one,
 * in-process), which this server is configured with.
 */
describe("signing in and out (browser)", () => {
  let idp: TestProvider | undefined;
  const env: Record<string, string> = { DEMO_SEED: "0" };
  beforeAll(async () => {
    idp = await startTestProvider();
    Object.assign(env, {
      OIDC_ISSUER: idp.issuer,
      OIDC_CLIENT_ID: idp.clientId,
      OIDC_NAME: "Test Identity",
    });
  });
  afterAll(() => idp?.close());
  const app = serverAndBrowser(env);
  /** An owner with 30 clients, and another owner with none. */
  let owner: Owner;
  let other: Owner;

  beforeAll(async () => {
    [owner, other] = await Promise.all([
      createOwner(app.server.url, "auth"),
      createOwner(app.server.url, "other"),
    ]);
    await createClients(app.server.url, owner);
  });

  it("signs up a merchant, who lands on the dashboard, logs out and signs in again", async () => {
    const { page, context, errors } = await app.newPage();
    const owner = newMerchant("signup");
    await page.goto("/account/login");
    await page
      .getByRole("link", { name: "New business? Create an account" })
      .click();
    await page
      .getByRole("heading", { name: "Create your business account" })
      .waitFor();
    await page.getByLabel("Business name *").fill(owner.business_name);
    await page.getByLabel("Your name *").fill(owner.name);
    await page.getByLabel("E-mail *").fill(owner.email);
    await page
      .getByRole("textbox", { name: "Password", exact: true })
      .fill(owner.password);
    await page
      .getByRole("textbox", { name: "Confirm password", exact: true })
      .fill(owner.password);
    await page.getByRole("button", { name: "Create account" }).click();

    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("heading", { name: `Welcome, ${owner.name}` })
      .waitFor();
    // A merchant sees the whole menu.
    for (const area of [
      "Calendar",
      "Clients",
      "Products",
      "Team",
      "Settings",
    ]) {
      await expect(
        page
          .getByRole("navigation", { name: "Main menu" })
          .getByText(area, { exact: true })
          .isVisible(),
      ).resolves.toBe(true);
    }

    // Logout clears all of local storage; the reloaded sign-in page then
    // writes only react-admin's fresh store (version and locale).
    await page.evaluate(() => window.localStorage.setItem("left-behind", "1"));
    await logout(page);
    expect(Object.keys(await localStorageOf(page)).sort()).toEqual([
      "RaStoreWellness.locale",
      "RaStoreWellness.version",
    ]);
    await submitSignIn(page, owner.email, owner.password);
    await page
      .getByRole("heading", { name: `Welcome, ${owner.name}` })
      .waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("sends a signed-out visitor of a guarded page to sign in, then to that page", async () => {
    const { page, context, errors } = await app.newPage();
    await page.goto("/clients?page=1");
    await page.waitForURL((url) => url.pathname === "/account/login");
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe(
      "/clients?page=1",
    );
    await submitSignIn(page, owner.email, owner.password);
    await page.waitForURL((url) => url.pathname === "/clients");
    await page.getByRole("cell", { name: "Moreau" }).first().waitFor();
    await expect(userMenuButton(page).textContent()).resolves.toContain(
      owner.name,
    );
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("refuses a wrong password with the server's message and stays signed out", async () => {
    const { page, context, errors } = await app.newPage();
    await page.goto("/account/login");
    await submitSignIn(page, owner.email, "NotThePassword#1");
    await page
      .getByRole("alert")
      .filter({ hasText: "Incorrect e-mail or password." })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe("/account/login");
    expect(await localStorageOf(page)).not.toHaveProperty("currentUser");
    expectNoConsoleErrors(errors, [401]);
    await context.close();
  });

  it("shows the 404 page with a link back to the dashboard", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto("/no/such/page");
    await page
      .getByRole("heading", { level: 1, name: "Sorry, page not found" })
      .waitFor();
    await page.getByRole("link", { name: "Back to Dashboard" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page
      .getByRole("heading", { name: `Welcome, ${owner.name}` })
      .waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("shows nothing of the previous user's menu, filters or records after another user signs in in the same tab", async () => {
    const { page, context, errors } = await app.newPage();

    // The first owner arrives through "Forgot password?" → "Back to sign in" and filters the client list.
    await page.goto("/account/forgot-password");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await submitSignIn(page, owner.email, owner.password);
    await page
      .getByRole("heading", { name: `Welcome, ${owner.name}` })
      .waitFor();
    await page.getByRole("button", { name: "Clients", exact: true }).click();
    await page.getByRole("link", { name: "Client list" }).click();
    await page.getByRole("cell", { name: "Moreau" }).first().waitFor();
    await page.getByPlaceholder("Search").fill("Moreau");
    await page.waitForURL((url) =>
      (url.searchParams.get("filter") ?? "").includes("Moreau"),
    );
    await page
      .getByRole("cell", { name: "Ivanova" })
      .first()
      .waitFor({ state: "detached" });

    // Same tab, no logout, no page load: Back to the forgot-password page, on to
    // sign in, and in as another merchant. Every record of the first one is
    // still in memory, its filter in local storage.
    await page.evaluate(() => {
      const w = window as unknown as {
        samePage: boolean;
        seenPrevious: boolean;
      };
      w.samePage = true;
      w.seenPrevious = false;
      const check = () => {
        if (/Moreau|Owner auth/.test(document.body.innerText))
          w.seenPrevious = true;
      };
      new MutationObserver(check).observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    // Back to the first page of this tab's history (after about:blank): the forgot-password page.
    await page.evaluate(() => history.go(-(history.length - 2)));
    await page.waitForURL((url) => url.pathname === "/account/forgot-password");
    await page.getByRole("link", { name: "Back to sign in" }).click();
    await page.evaluate(() => {
      (window as unknown as { seenPrevious: boolean }).seenPrevious = false;
    });
    await submitSignIn(page, other.email, other.password);
    await page
      .getByRole("heading", { name: `Welcome, ${other.name}` })
      .waitFor();
    await page.getByRole("button", { name: "Clients", exact: true }).click();
    await page.getByRole("link", { name: "Client list" }).click();
    await page.waitForURL((url) => url.pathname === "/clients");
    // The empty state without filters ("… found using the current filters" would mean a kept filter).
    await page.getByText("No clients yet").waitFor();
    expect(new URL(page.url()).searchParams.get("filter")).toBeNull();
    const seen = await page.evaluate(() => {
      const w = window as unknown as {
        samePage?: boolean;
        seenPrevious?: boolean;
      };
      return { samePage: w.samePage, seenPrevious: w.seenPrevious };
    });
    expect(seen).toEqual({ samePage: true, seenPrevious: false });
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("signs a staff member in through the identity provider in a pop-up, with their areas only, and by redirect when pop-ups are blocked", async () => {
    const staff = {
      first_name: "Oona",
      last_name: "Provider",
      email: `oona-${Date.now()}@example.com`,
      password: "OonaPass#2026",
    };
    const location = await createLocation(app.server.url, owner);
    // Calendar (2) and clients (3) only.
    await createStaff(app.server.url, owner, staff, [2, 3], [location.id]);
    const { page, context, errors } = await app.newPage();
    await page.goto("/account/login");
    const button = page.getByRole("button", {
      name: "Sign in with Test Identity",
    });
    const openPopup = async () => {
      const [popup] = await Promise.all([
        page.waitForEvent("popup"),
        button.click(),
      ]);
      return popup;
    };

    // The user cancels at the provider: its error, as its message.
    await (await openPopup()).getByRole("link", { name: "[ Cancel ]" }).click();
    await page
      .getByRole("alert")
      .filter({ hasText: "End-User aborted interaction" })
      .waitFor();

    // Signed in at the provider's page in the pop-up, the app opens here.
    const popup = await openPopup();
    await popup.getByPlaceholder("Enter any login").fill(staff.email);
    await popup.getByPlaceholder("and password").fill("any");
    await popup.getByRole("button", { name: "Sign-in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => popup.isClosed()).toBe(true);
    const staffMenu = page.getByRole("button", {
      name: "Oona Provider (account)",
    });
    await staffMenu.waitFor();
    expect(await visibleAreas(page)).toEqual(["Calendar", "Clients"]);
    expectNoConsoleErrors(errors);

    // Sign-out ends the provider's session too, back to sign-in.
    await openUserMenuItem(page, "Logout");
    await page.getByRole("button", { name: "Yes, sign me out" }).click();
    await page.waitForURL((url) => url.pathname === "/account/login");

    // A browser that blocks pop-ups signs in in this window; the provider asks again.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await button.click();
    await page.getByPlaceholder("Enter any login").fill(staff.email);
    await page.getByPlaceholder("and password").fill("any");
    await page.getByRole("button", { name: "Sign-in" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await staffMenu.waitFor();
    expect(await visibleAreas(page)).toEqual(["Calendar", "Clients"]);
    // The provider's own pages ask for a web font this machine cannot reach.
    expectNoConsoleErrors(
      errors.filter((e) => !e.includes("net::ERR_NAME_NOT_RESOLVED")),
    );
    await context.close();
  });

  // Last in this file: it blocks the address every test here signs in from.
  it("lets the front desk's browser sign in when other devices behind the same address have used up its limit", async () => {
    const frontDesk = await app.newPage();
    await signIn(frontDesk.page, owner.email, owner.password);
    await logout(frontDesk.page);
    // A confused tablet behind the salon's one public address: failures until the address is blocked.
    for (let status = 0, i = 0; status !== 429; i++) {
      expect(i, "the address was never blocked").toBeLessThan(100);
      status = (
        await fetch(`${app.server.url}/wellness/auth/login`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ email: owner.email, password: `Wrong#${i}` }),
        })
      ).status;
    }
    // A browser that never signed in to the account is refused…
    const stranger = await app.newPage();
    await stranger.page.goto("/account/login");
    await submitSignIn(stranger.page, owner.email, owner.password);
    await stranger.page
      .getByRole("alert")
      .filter({ hasText: "Too many attempts" })
      .waitFor();
    expectNoConsoleErrors(stranger.errors, [429]);
    await stranger.context.close();
    // …the front desk's browser, which signed in before, is let in.
    await signIn(frontDesk.page, owner.email, owner.password);
    expectNoConsoleErrors(frontDesk.errors);
    await frontDesk.context.close();
  });
});
