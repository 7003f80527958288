import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { signIn } from "./support/flows";
import { menuPaths } from "./support/screens";

/**
 * The master-data screens in a real browser on the seeded demo business:
 * one full round trip per area, and a staff user limited to clients. That
 * every menu link of the master-data areas shows a real screen is checked
 * in menuScreens.e2e.ts, with the other checks of each menu screen.
 */

const app = serverAndBrowser({ DEMO_SEED: "1" });

// Every master-data menu link as a real, healthy screen: menuScreens.e2e.ts.
describe("master data as the demo owner", () => {
  /** How to fill a new record of the resource; `label` names the field that is renamed. */
  const ROUND_TRIPS: [
    resource: string,
    area: string,
    label: RegExp,
    fill: (page: Page, name: string) => Promise<void>,
  ][] = [
    [
      "referral-sources",
      "clients",
      /^name/i,
      async (page, name) => page.getByLabel(/^name/i).first().fill(name),
    ],
    [
      "brands",
      "products",
      /^name/i,
      async (page, name) => page.getByLabel(/^name/i).first().fill(name),
    ],
    [
      "resource-categories",
      "resources",
      /^name/i,
      async (page, name) => page.getByLabel(/^name/i).first().fill(name),
    ],
    [
      "treatment-types",
      "services",
      /^name/i,
      async (page, name) => page.getByLabel(/^name/i).first().fill(name),
    ],
    [
      "departments",
      "settings",
      /^name/i,
      async (page, name) => page.getByLabel(/^name/i).first().fill(name),
    ],
    [
      "voucher-types",
      "promote",
      /^name/i,
      async (page, name) => {
        await page.getByLabel(/^name/i).first().fill(name);
        await page
          .getByLabel(/^value/i)
          .first()
          .fill("50");
        await page
          .getByLabel(/^price/i)
          .first()
          .fill("45");
        await page.getByLabel(/^sold at/i).click();
        await page.getByRole("option").first().click();
        await page.keyboard.press("Escape");
      },
    ],
    [
      "team-members",
      "team",
      /^first name/i,
      async (page, name) => {
        await page.getByLabel(/^first name/i).fill(name);
        const locations = page.getByLabel(/^locations/i);
        await locations.click();
        // The locations' list box (the phone fields' country pickers have options too).
        await page.getByRole("listbox").getByRole("option").first().click();
        await page.keyboard.press("Escape");
      },
    ],
  ];

  it.each(ROUND_TRIPS)(
    "creates, searches, edits, exports and deletes %s (%s area)",
    async (resource, _area, label, fill) => {
      const { page, context, errors } = await app.newPage();
      await signIn(page, "demo@example.com", "DemoPass#2026");
      const name = `E2e${Date.now()}`;
      const inList = (text: string) => page.locator("table").getByText(text);
      // The list applies a search after a pause and then writes it into the
      // address: a row clicked before that (a short list shows the record
      // unfiltered) opens a page the list navigates away from again.
      const search = async (text: string) => {
        await page.getByPlaceholder(/^search$/i).fill(text);
        await page.waitForURL((u) =>
          decodeURIComponent(u.search).includes(text),
        );
        await expect.poll(() => inList(text).count()).toBe(1);
      };

      await page.goto(`/${resource}/create`);
      await fill(page, name);
      const created = page.waitForResponse(
        (r) =>
          r.request().method() === "POST" &&
          r.url().includes(`/merchant/${resource}`),
      );
      await page.getByRole("button", { name: /^save$/i }).click();
      const createdRes = await created;
      expect(createdRes.status(), await createdRes.text()).toBe(201);

      await page.goto(`/${resource}`);
      await search(name);

      await inList(name).click();
      await page.waitForURL(new RegExp(`/${resource}/\\d+`));
      const renamed = `${name}renamed`;
      await page.getByLabel(label).first().fill(renamed);
      const updated = page.waitForResponse(
        (r) => r.request().method() === "PUT",
      );
      await page.getByRole("button", { name: /^save$/i }).click();
      expect((await updated).status()).toBe(200);

      await page.goto(`/${resource}`);
      await search(renamed);
      const download = page.waitForEvent("download");
      await page.getByRole("button", { name: /export/i }).click();
      const file = await (await download).path();
      expect(fs.readFileSync(file, "utf8")).toContain(renamed);

      await inList(renamed).click();
      await page.waitForURL(new RegExp(`/${resource}/\\d+`));
      // The record is on screen: a Delete clicked while the page still loads
      // is drawn again, and its confirmation with it, when the record comes.
      await expect
        .poll(() => page.getByLabel(label).first().inputValue())
        .toBe(renamed);
      const deleted = page.waitForResponse(
        (r) => r.request().method() === "DELETE",
      );
      await page.getByRole("button", { name: /^delete$/i }).click();
      const confirm = page
        .getByRole("dialog")
        .getByRole("button", { name: /confirm|delete/i });
      if (await confirm.count()) await confirm.first().click();
      expect((await deleted).status()).toBe(200);
      await page.goto(`/${resource}`);
      await page.getByPlaceholder(/^search$/i).fill(renamed);
      await expect.poll(() => inList(renamed).count()).toBe(0);
      expect(errors, errors.join("\n")).toEqual([]);
      await context.close();
    },
  );
});

describe("a staff user with only the clients area", () => {
  it("works with clients and sees none of the other areas", async () => {
    // The owner creates the staff login through the API, as the team screen does.
    const { url } = app.server;
    const login = await fetch(`${url}/wellness/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        email: "demo@example.com",
        password: "DemoPass#2026",
      }),
    });
    const token = ((await login.json()) as { data: string }).data;
    const auth = {
      authorization: `Bearer ${token}`,
      "content-type": "application/json",
    };
    const locations = (await (
      await fetch(`${url}/wellness/merchant/locations/options`, {
        headers: auth,
      })
    ).json()) as { id: number }[];
    const email = `clients-only-${Date.now()}@example.com`;
    const member = await fetch(`${url}/wellness/merchant/team-members`, {
      method: "POST",
      headers: auth,
      body: JSON.stringify({
        first_name: "Clara",
        last_name: "Clients",
        email,
        calendar_colour: "#8E24AA",
        location_ids: [locations[0].id],
        login_enabled: true,
        password: "Clients-only#2026",
        permissions: [3],
      }),
    });
    expect(member.status, await member.text()).toBe(201);

    const { page, context, errors } = await app.newPage();
    await signIn(page, email, "Clients-only#2026");
    const paths = await menuPaths(page);
    for (const p of paths)
      expect([
        "/",
        "/clients",
        "/client-notification-templates",
        "/referral-sources",
        "/cancellation-reasons",
      ]).toContain(p);
    expect(paths).toContain("/clients");

    await page.goto("/clients/create");
    await page.getByLabel(/^first name/i).fill("Staffcreated");
    const created = page.waitForResponse(
      (r) =>
        r.request().method() === "POST" && r.url().includes("/staff/clients"),
    );
    await page.getByRole("button", { name: /^save$/i }).click();
    expect((await created).status()).toBe(201);

    // Outside the area: refused inside the app, still signed in.
    for (const other of [
      "/products",
      "/team-members",
      "/locations",
      "/services",
    ]) {
      await page.goto(other);
      await page.getByText("You do not have access to this page.").waitFor();
      expect(new URL(page.url()).pathname).toBe(other);
    }
    expect(errors, errors.join("\n")).toEqual([]);
    await context.close();
  });
});
