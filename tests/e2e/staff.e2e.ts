import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createClients,
  createOwner,
  errorAlert,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  submitSignIn,
  userMenuButton,
  type Owner,
} from "./support/flows";

const STAFF = {
  first: "Sam",
  last: "Stylist",
  email: "sam.stylist@example.com",
  password: "SamPass#20266",
};
/** Top-level menu entries; the staff member gets Clients and Services only. */
const ALL_AREAS = [
  "Calendar",
  "Dashboard",
  "Clients",
  "Products",
  "Team",
  "Resources",
  "Services",
  "Promote",
  "Reports",
  "Settings",
];
const STAFF_AREAS = ["Dashboard", "Clients", "Services"];

const topMenu = async (page: Page) => {
  const names: string[] = [];
  for (const item of await page
    .locator(".RaMenu-open > [role=button], .RaMenu-open > a")
    .all()) {
    names.push((await item.innerText()).trim());
  }
  return names;
};

/**
 * A merchant creates a staff login with two areas; the staff member sees
 * only those areas, is refused others by URL, and a 403 from the API shows
 * the access-denied alert without signing out.
 */
describe("staff logins (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "staff");
    // Sign-up gave the business one location: the team-member form picks it by itself.
    await createClients(app.server.url, owner);
  });

  it("a merchant creates a team member who may sign in to Clients and Services", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fteam-members%2Fcreate",
    );
    await page.getByLabel("First name *").fill(STAFF.first);
    await page.getByLabel("Last name").fill(STAFF.last);
    await page
      .getByRole("textbox", { name: "E-mail", exact: true })
      .fill(STAFF.email);
    await page
      .getByRole("switch", { name: "Can sign in" })
      .or(page.getByLabel("Can sign in"))
      .first()
      .check();
    await page
      .getByRole("textbox", { name: "Login password" })
      .fill(STAFF.password);
    const areas = page.getByRole("group", {
      name: "Areas this member may open",
    });
    await areas.getByRole("checkbox", { name: "Clients", exact: true }).check();
    await areas
      .getByRole("checkbox", { name: "Services", exact: true })
      .check();
    await page.getByRole("button", { name: "Save" }).click();

    await page.waitForURL((url) => url.pathname === "/team-members");
    await snackbars(page)
      .filter({
        hasText: new RegExp(
          `Team member\\W+${STAFF.first} ${STAFF.last}\\W+created`,
        ),
      })
      .waitFor();
    const row = page.getByRole("row").filter({ hasText: STAFF.email });
    await row.waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("the staff member sees only those areas and is refused a guarded URL outside them", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, STAFF.email, STAFF.password);
    await page
      .getByRole("heading", { name: `Welcome, ${STAFF.first} ${STAFF.last}` })
      .waitFor();
    expect(await topMenu(page)).toEqual(STAFF_AREAS);

    // Inside the areas: the client list opens.
    await page.getByRole("button", { name: "Clients", exact: true }).click();
    await page.getByRole("link", { name: "Client list" }).click();
    await page.getByRole("cell", { name: "Moreau" }).first().waitFor();

    // Outside them: the team list by URL says so inside the app, with the
    // menu and a way back; the session stays.
    await page.goto("/team-members");
    await page.getByText("You do not have access to this page.").waitFor();
    expect(new URL(page.url()).pathname).toBe("/team-members");
    expect(await topMenu(page)).toEqual(STAFF_AREAS);
    await page.getByRole("button", { name: "Go back" }).click();
    await page.waitForURL((url) => url.pathname === "/clients");
    // A page outside the areas that has no screens yet is refused the same way.
    await page.goto("/products/list");
    await page.getByText("You do not have access to this page.").waitFor();
    await userMenuButton(page)
      .filter({ hasText: `${STAFF.first} ${STAFF.last}` })
      .waitFor();

    // Signed out, the guarded page asks for a sign-in; the owner gets it, with the whole menu.
    await page.evaluate(() => window.localStorage.clear());
    await page.goto("/products/list");
    await page.waitForURL((url) => url.pathname === "/account/login");
    expect(new URL(page.url()).searchParams.get("returnUrl")).toBe(
      "/products/list",
    );

    // The owner signs in on that page and gets it (SPEC's /products/list is
    // the product list, /products), with the whole menu.
    await submitSignIn(page, owner.email, owner.password);
    await page.waitForURL((url) => url.pathname === "/products");
    await userMenuButton(page).filter({ hasText: owner.name }).waitFor();
    expect(await topMenu(page)).toEqual(ALL_AREAS);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("a 403 from the API shows the access-denied alert once and keeps the user signed in", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, STAFF.email, STAFF.password);
    await page
      .getByRole("heading", { name: `Welcome, ${STAFF.first} ${STAFF.last}` })
      .waitFor();

    // Meanwhile the owner takes Clients away (the browser still holds the old permissions).
    const [member] = await api<{ id: number }[]>(
      app.server.url,
      owner.token,
      "GET",
      `merchant/team-members?filter=${encodeURIComponent(JSON.stringify({ q: STAFF.email }))}`,
    );
    await api(
      app.server.url,
      owner.token,
      "PUT",
      `merchant/team-members/${member.id}`,
      { permissions: [15] },
    );

    await page.getByRole("button", { name: "Clients", exact: true }).click();
    await page.getByRole("link", { name: "Client list" }).click();
    const alert = errorAlert(page);
    await alert.getByText("You do not have permission to do this.").waitFor();
    await expect(
      alert.getByText("Error", { exact: true }).isVisible(),
    ).resolves.toBe(true);
    await alert.getByRole("button", { name: "Close" }).click();
    await alert.waitFor({ state: "detached" });

    // Still signed in, on the same page, and react-admin added no second message.
    expect(new URL(page.url()).pathname).toBe("/clients");
    await expect(userMenuButton(page).isVisible()).resolves.toBe(true);
    await expect(snackbars(page).count()).resolves.toBe(0);
    expectNoConsoleErrors(errors, [403]);
    await context.close();
  });
});
