import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import de from "../../src/i18n/de";
import ae from "../../src/i18n/ae";
import en from "../../src/i18n/en";
import { formatTimeRange } from "../../src/components/dates/timeOfDay";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { api, createOwner, signIn, type Owner } from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import {
  accessibilityViolations,
  describeViolations,
} from "./support/accessibility";

/**
 * Issue 12: the team's working-hours grid and the dialog that edits a day
 * write the same times the same way, in the UI language's convention
 * (English 09:00 AM, German 09:00), whatever the browser's own locale; a
 * time is typed the way people write it and stored as HH:mm.
 */
const app = serverAndBrowser({ DEMO_SEED: "0" });

/**
 * The WCAG violations of a page with the day dialog open, other than the
 * checker's finding that the page behind the modal (aria-hidden while the
 * dialog traps focus) holds focusable buttons: MUI's modal, not this screen.
 */
const dialogViolations = async (page: Page) =>
  describeViolations(
    (await accessibilityViolations(page)).filter(
      (v) => v.rule !== "aria_hidden_nontabbable",
    ),
  );

/** Monday of next week (YYYY-MM-DD). */
const nextMonday = () => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 7 - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
};

describe("times of day (browser)", () => {
  let owner: Owner;
  const monday = nextMonday();

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "times");
    const call = <T>(method: string, path: string, body?: unknown) =>
      api<T>(app.server.url, owner.token, method, `merchant/${path}`, body);
    const [location] = await call<{ id: number }[]>("GET", "locations/options");
    const member = await call<{ id: number }>("POST", "team-members", {
      first_name: "Maya",
      last_name: "Stone",
      email: `maya-${Date.now()}@example.com`,
      calendar_colour: "#C62828",
      location_ids: [location.id],
    });
    const day = [{ start: "09:00", end: "17:00" }];
    await call("POST", "shift-patterns", {
      team_member_id: member.id,
      location_id: location.id,
      start_date: monday,
      end_date: null,
      repeat_weeks: 1,
      weeks: [
        Object.fromEntries(
          ["mon", "tue", "wed", "thu", "fri"].map((d) => [d, day]),
        ),
      ],
    });
  });

  /** The member's Monday cell and, after a click on it, the dialog's Start and End. */
  const openMonday = async (
    page: Page,
    labels: { start: string; end: string },
  ) => {
    await page.goto(`/teams/working-hours?week=${monday}`);
    const row = page.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: /Maya Stone/ }),
    });
    const cell = row.getByRole("button").first();
    await cell.waitFor();
    await expectHealthyScreen(page, "/teams/working-hours (en)");
    const shown = (await cell.innerText()).trim();
    await cell.click();
    const dialog = page.getByRole("dialog");
    const start = dialog.getByRole("combobox", { name: labels.start });
    const end = dialog.getByRole("combobox", { name: labels.end });
    await start.waitFor();
    return { cell, shown, dialog, start, end };
  };

  it("shows the same times in the grid and its dialog in English, on a US browser", async () => {
    const { page, errors } = await app.newPage({ locale: "en-US" });
    await signIn(page, owner.email, owner.password);
    const { shown, dialog, start, end } = await openMonday(page, {
      start: en.resources["shift-patterns"].fields.start,
      end: en.resources["shift-patterns"].fields.end,
    });
    expect(shown).toBe(formatTimeRange("09:00", "17:00", "en"));
    expect(shown.replace(/\s/g, " ")).toBe("09:00 AM–05:00 PM");
    expect(`${await start.inputValue()}–${await end.inputValue()}`).toBe(shown);
    expect(await dialogViolations(page)).toEqual([]);

    // Typed the way people write it, saved as HH:mm, shown alike in the grid.
    await start.fill("930");
    await end.fill("5.45 pm");
    await end.press("Tab");
    expect(await start.inputValue()).toBe(
      formatTimeRange("09:30", "17:45", "en").split("–")[0],
    );
    const saved = page.waitForResponse(
      (r) =>
        r.url().includes("shift-overrides") && r.request().method() === "POST",
    );
    await dialog.getByRole("button", { name: /^save$/i }).click();
    const body = (await (await saved).request().postDataJSON()) as {
      intervals: { start: string; end: string }[];
    };
    expect(body.intervals).toEqual([{ start: "09:30", end: "17:45" }]);
    const row = page.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: /Maya Stone/ }),
    });
    await expect
      .poll(() => row.getByRole("button").first().innerText())
      .toBe(formatTimeRange("09:30", "17:45", "en"));
    expect(errors, errors.join("\n")).toEqual([]);
  });

  it("shows the same 24-hour times in the grid and its dialog in German", async () => {
    const { page, errors } = await app.newPage({ locale: "en-US" });
    await signIn(page, owner.email, owner.password);
    await page
      .context()
      .addCookies([{ name: "lang", value: "de", url: app.server.url }]);
    // Tuesday keeps the pattern's hours (Monday was changed above).
    await page.goto(`/teams/working-hours?week=${monday}`);
    const row = page.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: /Maya Stone/ }),
    });
    const cell = row.getByRole("button").nth(1);
    await cell.waitFor();
    await expectHealthyScreen(page, "/teams/working-hours (de)", de);
    const shown = (await cell.innerText()).trim();
    expect(shown).toBe("09:00–17:00");
    await cell.click();
    const dialog = page.getByRole("dialog");
    const start = dialog.getByRole("combobox", {
      name: de.resources["shift-patterns"].fields.start,
    });
    const end = dialog.getByRole("combobox", {
      name: de.resources["shift-patterns"].fields.end,
    });
    await start.waitFor();
    expect(`${await start.inputValue()}–${await end.inputValue()}`).toBe(shown);
    expect(await dialogViolations(page)).toEqual([]);

    // Not a time: said on the field, nothing sent.
    await end.fill("halb sechs");
    await end.press("Tab");
    await expect.poll(() => end.getAttribute("aria-invalid")).toBe("true");
    expect(await dialog.innerText()).toContain(
      de.app.time_of_day.invalid.replace("%{examples}", "09:30, 14:15"),
    );
    expect(errors, errors.join("\n")).toEqual([]);
  });

  it("shows the same times as Intl writes them in Arabic, right to left on a phone", async () => {
    const { page, errors } = await app.newPage({ width: 375, height: 800 });
    await signIn(page, owner.email, owner.password);
    await page
      .context()
      .addCookies([{ name: "lang", value: "ae", url: app.server.url }]);
    await page.goto(`/teams/working-hours?week=${monday}`);
    const row = page.getByRole("row").filter({
      has: page.getByRole("rowheader", { name: /Maya Stone/ }),
    });
    const cell = row.getByRole("button").nth(2);
    await cell.waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    await expectHealthyScreen(page, "/teams/working-hours (ae, 375 px)", ae);
    const shown = (await cell.innerText()).trim();
    expect(shown).toBe(formatTimeRange("09:00", "17:00", "ar"));
    await cell.click();
    const dialog = page.getByRole("dialog");
    const start = dialog.getByRole("combobox", {
      name: ae.resources["shift-patterns"].fields.start,
    });
    const end = dialog.getByRole("combobox", {
      name: ae.resources["shift-patterns"].fields.end,
    });
    await start.waitFor();
    expect(`${await start.inputValue()}–${await end.inputValue()}`).toBe(shown);
    expect(await dialogViolations(page)).toEqual([]);
    expect(errors, errors.join("\n")).toEqual([]);
  });
});
