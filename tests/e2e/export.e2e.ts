import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  CLIENTS,
  createClients,
  createLocation,
  createOwner,
  createStaff,
  expectNoConsoleErrors,
  signIn,
  type Owner,
} from "./support/flows";

const RECEPTION = {
  first_name: "Rita",
  last_name: "Reception",
  email: "rita.reception@example.com",
  password: "RitaPass#2026",
};

/** Clicks "Export CSV" and returns the downloaded file's name and lines. */
async function exportCsv(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "Export CSV" }).click(),
  ]);
  const file = await download.path();
  const text = fs.readFileSync(file, "utf8").replace(/^\uFEFF/, "");
  return {
    name: download.suggestedFilename(),
    lines: text.trim().split(/\r\n/),
  };
}

/** CSV export of the whole filtered list (not just the page), for the owner and for staff. */
describe("CSV export (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "export");
    await createClients(app.server.url, owner);
    const location = await createLocation(app.server.url, owner);
    await createStaff(app.server.url, owner, RECEPTION, [3], [location.id]);
  });

  it("exports every client, then only the searched ones, beyond the 25 rows of the page", async () => {
    const { page, context, errors } = await app.newPage();
    await signIn(
      page,
      owner.email,
      owner.password,
      "/account/login?returnUrl=%2Fclients",
    );
    await page.getByText(`1-25 of ${CLIENTS.length}`).waitFor();

    const all = await exportCsv(page);
    expect(all.name).toMatch(/^clients-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(all.lines[0].split(",")).toEqual(
      expect.arrayContaining(["id", "first_name", "last_name", "email"]),
    );
    expect(all.lines).toHaveLength(CLIENTS.length + 1);
    // In the list's order (first name, ascending).
    const firstNames = all.lines
      .slice(1)
      .map(
        (line) =>
          line.split(",")[all.lines[0].split(",").indexOf("first_name")],
      );
    expect(firstNames).toEqual(
      [...firstNames].sort((a, b) => a.localeCompare(b)),
    );

    await page.getByPlaceholder("Search").fill("Ada");
    await page.getByText("1-5 of 5").waitFor();
    const searched = await exportCsv(page);
    expect(searched.lines).toHaveLength(6);
    expect(
      searched.lines.slice(1).every((line) => line.includes(",Ada,")),
    ).toBe(true);
    expectNoConsoleErrors(errors);
    await context.close();
  });

  it("a staff member with the Clients area exports through the staff read path", async () => {
    const { page, context, errors } = await app.newPage();
    const exportUrls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/export?"))
        exportUrls.push(new URL(request.url()).pathname);
    });
    await signIn(
      page,
      RECEPTION.email,
      RECEPTION.password,
      "/account/login?returnUrl=%2Fclients",
    );
    await page.getByText(`1-25 of ${CLIENTS.length}`).waitFor();
    const all = await exportCsv(page);
    expect(all.lines).toHaveLength(CLIENTS.length + 1);
    expect(exportUrls).toEqual(["/wellness/clients/export"]);
    expectNoConsoleErrors(errors);
    await context.close();
  });
});
