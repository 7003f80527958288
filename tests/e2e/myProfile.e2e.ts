import { beforeAll, describe, expect, it } from "vitest";
import ae from "../../src/i18n/ae";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  createLocation,
  createOwner,
  createStaff,
  expectNoConsoleErrors,
  signIn,
  userMenuButton,
  type Owner,
  type StaffLogin,
} from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import { sidewaysOverflow } from "./support/viewportChecks";

const THERAPIST: StaffLogin = {
  first_name: "Mira",
  last_name: "Kovac",
  email: "mira.kovac@example.com",
  password: "Therapist#2026",
};

/**
 * Issue 12: every staff member linked to a team member sees their own
 * profile, read-only, from "My day" and the user menu, without the
 * team-members permission; desktop, 375 px and Arabic.
 */
describe("my profile (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "myprofile");
    const location = await createLocation(app.server.url, owner, "Rose Studio");
    // The calendar only (service 2): no team members (16).
    await createStaff(app.server.url, owner, THERAPIST, [2], [location.id]);
  });

  it("a therapist without the team-members permission opens their profile from My day and the user menu", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(page, THERAPIST.email, THERAPIST.password);
    await page.getByRole("link", { name: "My profile" }).click();
    await page.waitForURL((url) => url.pathname === "/my-profile");
    const main = page.locator("#main-content");
    await main.getByRole("heading", { name: "Mira Kovac", level: 2 }).waitFor();
    const locations = main.getByRole("region", { name: "Locations" });
    await expect(locations.innerText()).resolves.toContain("Rose Studio");
    await expect(
      main
        .getByRole("link", { name: "mira.kovac@example.com" })
        .getAttribute("href"),
    ).resolves.toBe("mailto:mira.kovac@example.com");
    await main.getByText("No shifts in the next two weeks.").waitFor();
    await expectHealthyScreen(page, "/my-profile");

    await page.goto(`${app.server.url}/`);
    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "My profile" }).click();
    await page.waitForURL((url) => url.pathname === "/my-profile");
    await main.getByRole("heading", { name: "Mira Kovac" }).waitFor();
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("fits a 375 px phone, and reads right to left in Arabic", async () => {
    const { page, context, errors } = await app.newPage({
      width: 375,
      height: 812,
    });
    await signIn(
      page,
      THERAPIST.email,
      THERAPIST.password,
      "/account/login?returnUrl=%2Fmy-profile",
    );
    const main = page.locator("#main-content");
    await main.getByRole("heading", { name: "Mira Kovac" }).waitFor();
    await expect(sidewaysOverflow(page)).resolves.toEqual([]);
    await expectHealthyScreen(page, "/my-profile (375 px)");

    await page
      .getByRole("banner")
      .getByRole("button", { name: "Language and display" })
      .click();
    await page.getByRole("menuitem", { name: "العربية" }).click();
    await page.waitForFunction(() => document.documentElement.dir === "rtl");
    await main
      .getByRole("region", { name: ae.app.my_profile.locations })
      .waitFor();
    await expectHealthyScreen(page, "/my-profile (375 px, ae)", ae);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
