import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import en from "../../src/i18n/en";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createOwner,
  createStaff,
  errorAlert,
  signIn,
  type Owner,
} from "./support/flows";
import { SPEC_PATHS, type SpecPath } from "./support/specPaths";
import { settled, visit } from "./support/settled";

/**
 * Every path of SPEC §2, typed into the address bar as SPEC spells it,
 * opens its screen (its own URL or a redirect to it) with its menu entry
 * marked and its groups open, and the route guard applies that path's
 * service id of SPEC §6.
 */

const app = serverAndBrowser({ DEMO_SEED: "0" });

const pageTitle = (page: Page) =>
  page.locator("#react-admin-title").innerText();

/** Failed API answers (4xx/5xx) of the page, e.g. a list asked for record id "list". */
const watchApiFailures = (page: Page) => {
  const failures: string[] = [];
  page.on("response", (response) => {
    if (response.url().includes("/wellness/") && response.status() >= 400)
      failures.push(`${response.status()} ${response.url()}`);
  });
  return failures;
};

/**
 * The sidebar marks one entry, the screen's: visible (its groups open),
 * named by aria-current="page", drawn with a background of its own, and
 * linking to the URL now shown (the SPEC path's redirect target).
 */
async function expectMarkedEntry(page: Page, where: string) {
  const nav = page.getByRole("navigation", { name: en.app.appbar.main_menu });
  const marked = nav.locator('[aria-current="page"]');
  await expect
    .poll(() => marked.count(), { message: `${where}: marked entries` })
    .toBe(1);
  const entry = await marked.evaluate((el) => {
    const box = el.getBoundingClientRect();
    return {
      href: new URL((el as HTMLAnchorElement).href).pathname,
      shown: box.width > 0 && box.height > 0,
      background: getComputedStyle(el).backgroundColor,
    };
  });
  expect(entry, `${where}: the marked entry`).toEqual({
    href: new URL(page.url()).pathname,
    shown: true,
    background: expect.not.stringMatching(/^(transparent|rgba\(0, 0, 0, 0\))$/),
  });
}

/**
 * Opens the path and expects its screen: no 404, no error alert, its title.
 * `typed` loads the page at that URL, as typing it into the address bar
 * does; otherwise the app moves there itself (its router, no new page load:
 * the same routes and guard, far cheaper to walk).
 */
async function expectScreen(
  page: Page,
  spec: SpecPath,
  failures: string[],
  typed = false,
) {
  failures.length = 0;
  if (typed) {
    await page.goto(spec.path);
    await settled(page);
  } else await visit(page, spec.path);
  const where = `${spec.path} (now at ${new URL(page.url()).pathname})`;
  await expect
    .poll(() => pageTitle(page), { message: `${where}: title` })
    .toBe(spec.title);
  const body = await page.locator("body").innerText();
  expect(body, `${where} shows the 404 page`).not.toContain(
    en.app.not_found.title,
  );
  expect(body, `${where} shows an error`).not.toContain(en.app.errors.oops);
  expect(await errorAlert(page).count(), `${where} shows an Error alert`).toBe(
    0,
  );
  expect(failures, `${where}: failed API calls`).toEqual([]);
  await expectMarkedEntry(page, where);
}

/** The guard sends a signed-in user who may not open the path to sign-in. */
/** A signed-in user outside the path's areas is told so inside the app, still signed in. */
async function expectRefused(page: Page, path: string) {
  await visit(page, path);
  await page.getByText(en.app.access_denied.message).waitFor();
  expect(new URL(page.url()).pathname).not.toBe("/account/login");
}

const specPath = (path: string): SpecPath => {
  const found = SPEC_PATHS.find((spec) => spec.path === path);
  if (!found) throw new Error(`${path} is not a SPEC §2 path`);
  return found;
};

describe("SPEC §2 paths (browser)", () => {
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "paths");
  });

  it("lists the 70 menu links of SPEC §2", () => {
    expect(SPEC_PATHS).toHaveLength(70);
    expect(new Set(SPEC_PATHS.map((spec) => spec.path)).size).toBe(70);
  });

  it("opens the screen of every SPEC §2 path for the owner", async () => {
    const { page, context } = await app.newPage();
    const failures = watchApiFailures(page);
    await signIn(page, owner.email, owner.password);
    const wrong: string[] = [];
    // Typed into the address bar, every path gets the app from the server…
    for (const spec of SPEC_PATHS) {
      const answer = await fetch(new URL(spec.path, app.server.url));
      const html = await answer.text();
      if (answer.status !== 200 || !html.includes('<div id="root">'))
        wrong.push(`${spec.path}: the server answers ${answer.status}`);
    }
    // …and its screen: loaded at that URL for the first path of each area,
    // reached by the app's router (the same routes) for the others.
    for (const [i, spec] of SPEC_PATHS.entries()) {
      const typed = i === 0 || SPEC_PATHS[i - 1].serviceId !== spec.serviceId;
      try {
        await expectScreen(page, spec, failures, typed);
      } catch (error) {
        wrong.push(String(error instanceof Error ? error.message : error));
      }
    }
    expect(wrong, wrong.join("\n\n")).toEqual([]);
    await context.close();
  });

  it("keeps the 404 page for unknown paths next to the SPEC ones", async () => {
    const { page, context } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    for (const path of [
      "/accountsetup/nowhere",
      "/resource/unknown",
      "/promote",
      "/no/such/page",
    ]) {
      await page.goto(path);
      await page
        .getByRole("heading", { level: 1, name: en.app.not_found.title })
        .waitFor();
      expect(new URL(page.url()).pathname).toBe(path);
    }
    await context.close();
  });

  /**
   * Each staff login has some areas only; the paths are chosen where the
   * spelling of the path points at another area (/services/vouchers is
   * promote, /sales/tips is settings).
   */
  const STAFF: [
    name: string,
    permissions: number[],
    allowed: string[],
    refused: string[],
  ][] = [
    [
      "services and sales reports",
      [15, 8],
      ["/services/memberships", "/sales/sales-history", "/services"],
      [
        "/services/vouchers",
        "/services/voucherSetting",
        "/sales/tips",
        "/sales/invoice-sequencing",
        "/promote/deals",
      ],
    ],
    [
      "promote and settings",
      [6, 14],
      [
        "/services/vouchers",
        "/promote/deals",
        "/sales/tips",
        "/sales/invoice-sequencing",
        "/accountsetup/location",
      ],
      [
        "/services/memberships",
        "/sales/sales-history",
        "/sales/vouchers",
        "/accountsetup/business-detalis",
      ],
    ],
    [
      "clients and resources",
      [3, 17],
      [
        "/clients/client-Notification",
        "/clients/refral-sourse",
        "/resource/resourceCategory",
      ],
      ["/teams/team-member", "/teams/commission", "/products/list"],
    ],
  ];

  it.each(STAFF)(
    "lets a staff user with %s open exactly the paths of their areas",
    async (_name, permissions, allowed, refused) => {
      const [location] = await api<{ id: number }[]>(
        app.server.url,
        owner.token,
        "GET",
        "merchant/locations/options",
      );
      const staff = {
        first_name: "Pat",
        last_name: permissions.join("-"),
        email: `pat.${permissions.join("-")}.${Date.now()}@example.com`,
        password: "PatPass#20266",
      };
      await createStaff(app.server.url, owner, staff, permissions, [
        location.id,
      ]);
      const { page, context } = await app.newPage();
      const failures = watchApiFailures(page);
      await signIn(page, staff.email, staff.password);
      for (const path of allowed)
        await expectScreen(page, specPath(path), failures);
      for (const path of refused) await expectRefused(page, path);
      await context.close();
    },
  );
});
