import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import en from "../../src/i18n/en";
import ae from "../../src/i18n/ae";
import { fromZonedInput } from "../../src/components/dates/dateTimeFormat";
import { serverAndBrowser } from "./support/serverAndBrowser";
import { api, createOwner, signIn, type Owner } from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import { sidewaysOverflow } from "./support/viewportChecks";
import {
  createCalendarBusiness,
  type CalendarBusiness,
} from "./support/calendarSetup";

/**
 * The calendar in Arabic (right to left) and on a 375 px phone: the time
 * axis and the columns mirrored, one member at a time on the phone with
 * buttons between members, and no two controls or bookings drawn over
 * each other. Screenshots go to $CALENDAR_SCREENSHOTS (or the temp dir).
 */
const SHOTS =
  process.env.CALENDAR_SCREENSHOTS ??
  path.join(os.tmpdir(), "calendar-screenshots");

/** Pairs of visible controls and bookings whose boxes overlap (a booking over a slot is its place, not a clash). */
const overlaps = (page: Page) =>
  page.evaluate(() => {
    const items = [
      ...document.querySelectorAll(
        "#main-content button:not([data-slot]), #main-content [role=combobox], #main-content input, #main-content h1, #main-content h2",
      ),
    ].filter((el) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return (
        r.width > 1 &&
        r.height > 1 &&
        style.visibility !== "hidden" &&
        style.opacity !== "0"
      );
    });
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i];
        const b = items[j];
        if (a.contains(b) || b.contains(a)) continue;
        const r = a.getBoundingClientRect();
        const q = b.getBoundingClientRect();
        const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (w > 2 && h > 2) found.push(`${name(a)} overlaps ${name(b)}`);
      }
    return found;
  });

describe("calendar in Arabic and on a phone (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;
  let biz: CalendarBusiness;

  beforeAll(async () => {
    fs.mkdirSync(SHOTS, { recursive: true });
    owner = await createOwner(app.server.url, "calrtl");
    biz = await createCalendarBusiness(app.server.url, owner);
    for (const [member, time, name] of [
      [biz.anna, "10:00", "Rania"],
      [biz.bea, "11:00", "Salma"],
    ] as const)
      await api(app.server.url, owner.token, "POST", "merchant/appointments", {
        new_client: { first_name: name },
        location_id: biz.locationId,
        services: [
          {
            service_id: biz.serviceId,
            team_member_id: member,
            start_at: fromZonedInput(`${biz.date}T${time}`, "Europe/London"),
          },
        ],
      });
  });

  const arabic = async (page: Page) => {
    await page
      .context()
      .addCookies([{ name: "lang", value: "ae", url: app.server.url }]);
  };

  it("mirrors the time axis and the columns in Arabic", async () => {
    const { page } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await arabic(page);
    await page.goto(`/calendar?date=${biz.date}`);
    const anna = page.getByRole("heading", {
      name: "Anna Therapist",
      level: 2,
    });
    const bea = page.getByRole("heading", { name: "Bea Therapist", level: 2 });
    await anna.waitFor();
    await page.locator("[data-appointment]").first().waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe("rtl");
    // The first member stands right of the second; the time axis at the right edge.
    expect((await anna.boundingBox())!.x).toBeGreaterThan(
      (await bea.boundingBox())!.x,
    );
    const slot = page
      .getByRole("button", { name: /^حجز Anna Therapist الساعة/ })
      .first();
    expect((await slot.boundingBox())!.x).toBeGreaterThan(
      (await bea.boundingBox())!.x,
    );
    await expectHealthyScreen(page, "/calendar (ae)", ae);
    expect(await overlaps(page)).toEqual([]);
    await page.screenshot({
      path: path.join(SHOTS, "calendar-ae-desktop.png"),
      fullPage: true,
    });
  });

  for (const [lang, messages] of [
    ["en", en],
    ["ae", ae],
  ] as const) {
    it(`shows one member at a time at 375 px with buttons between members (${lang})`, async () => {
      const { page } = await app.newPage({ width: 375, height: 812 });
      await signIn(page, owner.email, owner.password);
      if (lang === "ae") await arabic(page);
      await page.goto(`/calendar?date=${biz.date}`);
      const cal = messages.resources.appointments.calendar;
      const columns = page.locator("[data-column]");
      await page.locator("[data-appointment]").first().waitFor();
      expect(await columns.count()).toBe(1);
      expect(await columns.first().getAttribute("data-column")).toBe(
        "Anna Therapist",
      );
      expect(await sidewaysOverflow(page)).toEqual([]);
      expect(await overlaps(page)).toEqual([]);
      await expectHealthyScreen(page, `/calendar (375 px, ${lang})`, messages);
      await page.screenshot({
        path: path.join(SHOTS, `calendar-${lang}-375-first.png`),
        fullPage: true,
      });
      await page.getByRole("button", { name: cal.next_column }).click();
      await expect
        .poll(() => columns.first().getAttribute("data-column"))
        .toBe("Bea Therapist");
      expect(
        await page.locator("[data-appointment]").first().innerText(),
      ).toContain("Salma");
      expect(await overlaps(page)).toEqual([]);
      await page.screenshot({
        path: path.join(SHOTS, `calendar-${lang}-375-second.png`),
        fullPage: true,
      });
      await page.getByRole("button", { name: cal.previous_column }).click();
      await expect
        .poll(() => columns.first().getAttribute("data-column"))
        .toBe("Anna Therapist");
    });
  }
});
