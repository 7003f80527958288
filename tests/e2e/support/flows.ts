import { expect } from "vitest";
import type { Page } from "playwright-core";

/** Steps shared by the browser specs; selectors are roles, labels and visible text. */

/**
 * Waits until the page has drawn two more frames: whatever an answer or an
 * event already received set off has been rendered. Checks that something
 * did not happen (no alert, no notice) come after this, not after a pause.
 */
export const drawn = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Fills the sign-in form of the page already showing /account/login and submits it. */
export async function submitSignIn(
  page: Page,
  email: string,
  password: string,
) {
  const emailBox = page.getByLabel("E-mail");
  const passwordBox = page.getByLabel("Password", { exact: true });
  // Right after a client-side move to the sign-in page while a session is
  // stored, react-admin may render the page once more (its auth check),
  // which empties the form: type again if the values did not stay.
  for (let attempt = 1; ; attempt++) {
    await emailBox.fill(email);
    await passwordBox.fill(password);
    await drawn(page);
    if (
      (await emailBox.inputValue()) === email &&
      (await passwordBox.inputValue()) === password
    )
      break;
    if (attempt === 3) throw new Error("The sign-in form keeps emptying.");
  }
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
}

/** Opens /account/login, signs in and waits until the app shell is shown. */
export async function signIn(
  page: Page,
  email: string,
  password: string,
  path = "/account/login",
) {
  await page.goto(path);
  await submitSignIn(page, email, password);
  await page.waitForURL((url) => !url.pathname.startsWith("/account"));
  await userMenuButton(page).waitFor();
}

/** The top bar's user menu (its accessible name is "Account"). */
/** The top bar's user menu: "Account" on phones, "<name> (account)" on wider screens. */
export const userMenuButton = (page: Page) =>
  page.getByRole("button", { name: /^(Account|.+ \(account\))$/ });

export async function openUserMenuItem(
  page: Page,
  item: "Change Password" | "Logout",
) {
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** Logout from the user menu: a full reload on /account/login. */
export async function logout(page: Page) {
  await openUserMenuItem(page, "Logout");
  await page.waitForURL((url) => url.pathname === "/account/login");
  await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
}

export interface Merchant {
  business_name: string;
  name: string;
  email: string;
  password: string;
}

let counter = 0;
/** A merchant nobody has used yet (unique e-mail per call). */
export const newMerchant = (tag: string): Merchant => {
  counter += 1;
  const id = `${tag}-${Date.now().toString(36)}-${counter}`;
  return {
    business_name: `Studio ${id}`,
    name: `Owner ${tag} ${counter}`,
    email: `owner-${id}@example.com`,
    password: "FirstPass#2026",
  };
};

/** Creates a merchant through the API (test set-up, not under test) and returns its token. */
export async function signUpByApi(
  baseUrl: string,
  merchant: Merchant,
): Promise<string> {
  const response = await fetch(`${baseUrl}/wellness/auth/merchantSignUp`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...merchant,
      confirm_password: merchant.password,
      currency_code: "EUR",
      country_code: "GB",
      timezone: "Europe/London",
    }),
  });
  if (response.status !== 201)
    throw new Error(
      `sign-up failed: ${response.status} ${await response.text()}`,
    );
  return ((await response.json()) as { data: string }).data;
}

/** An authorised JSON call to the API (test set-up). */
export async function api<T = unknown>(
  baseUrl: string,
  token: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(`${baseUrl}/wellness/${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body ? { "Content-Type": "application/json" } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok)
    throw new Error(
      `${method} ${path}: ${response.status} ${await response.text()}`,
    );
  return (await response.json()) as T;
}

/** The SPEC §8 alert dialog (title + text), as the user reads it. */
export const errorAlert = (page: Page) =>
  page.getByRole("dialog").filter({ has: page.locator("#error-alert-title") });

/**
 * The layout settings panel, opened as a user does: the top bar's gear
 * leads to the Settings page, whose "Language and display" opens it.
 */
export async function openLayoutSettings(page: Page) {
  await page
    .getByRole("banner")
    .getByRole("link", { name: "Settings", exact: true })
    .click();
  await page.waitForURL(/\/settings$/);
  await page
    .getByRole("region", { name: "Language and display" })
    .getByRole("button", { name: "Open layout settings" })
    .click();
  const panel = page.getByRole("dialog", { name: "Layout settings" });
  await panel.waitFor();
  return panel;
}

/** react-admin's snackbar notifications. */
export const snackbars = (page: Page) => page.locator(".MuiSnackbar-root");

/**
 * Console errors other than the ones a test caused on purpose: the browser
 * logs every failed HTTP answer ("Failed to load resource: … 422") itself.
 */
export function expectNoConsoleErrors(
  errors: string[],
  expectedStatuses: number[] = [],
) {
  const unexpected = errors.filter((text) => {
    const status = /status of (\d{3})/.exec(text)?.[1];
    return !(status && expectedStatuses.includes(Number(status)));
  });
  expect(unexpected).toEqual([]);
}

/** Local storage of the page's origin as an object. */
export const localStorageOf = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.entries(window.localStorage)));

/** A signed-up merchant (the business owner) and its API token. */
export interface Owner extends Merchant {
  token: string;
}

/** Signs up a new merchant through the API (test set-up, not under test). */
export async function createOwner(
  baseUrl: string,
  tag: string,
): Promise<Owner> {
  const merchant = newMerchant(tag);
  return { ...merchant, token: await signUpByApi(baseUrl, merchant) };
}

const FIRST_NAMES = ["Ada", "Ben", "Chloe", "Daniel", "Elena", "Farid"];
const LAST_NAMES = ["Moreau", "Ivanova", "Berg", "Rossi", "Novak"];

/**
 * The owner's 30 clients: every first name with every last name, e-mails
 * `first.last@example.com` (so a search for "Ada" finds 5).
 */
export const CLIENTS = FIRST_NAMES.flatMap((first_name) =>
  LAST_NAMES.map((last_name) => ({
    first_name,
    last_name,
    email: `${first_name}.${last_name}@example.com`.toLowerCase(),
  })),
);

export async function createClients(
  baseUrl: string,
  owner: Owner,
  clients = CLIENTS,
) {
  for (const client of clients)
    await api(baseUrl, owner.token, "POST", "merchant/clients", client);
}

export interface StaffLogin {
  first_name: string;
  last_name: string;
  email: string;
  password: string;
}

/** A location of the owner's business (team members work at one at least). */
export async function createLocation(
  baseUrl: string,
  owner: Owner,
  name = "Main studio",
) {
  return api<{ id: number }>(
    baseUrl,
    owner.token,
    "POST",
    "merchant/locations",
    {
      name,
      address_line1: "1 High Street",
      city: "London",
      opening_hours: Object.fromEntries(
        ["mon", "tue", "wed", "thu", "fri", "sat", "sun"].map((day) => [
          day,
          day === "sun" ? [] : [{ start: "09:00", end: "18:00" }],
        ]),
      ),
    },
  );
}

/** A team member with a staff login limited to the given service ids. */
export async function createStaff(
  baseUrl: string,
  owner: Owner,
  staff: StaffLogin,
  permissions: number[],
  locationIds: number[],
) {
  return api<{ id: number }>(
    baseUrl,
    owner.token,
    "POST",
    "merchant/team-members",
    {
      ...staff,
      calendar_colour: "#1976D2",
      location_ids: locationIds,
      login_enabled: true,
      permissions,
    },
  );
}
