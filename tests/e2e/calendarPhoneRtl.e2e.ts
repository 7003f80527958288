import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import en from "../../src/i18n/en";
import ae from "../../src/i18n/ae";
import { fromZonedInput } from "../../src/components/dates/dateTimeFormat";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createOwner,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import { notReachable, sidewaysOverflow } from "./support/viewportChecks";
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

/**
 * Pairs of visible controls and bookings whose boxes overlap (a booking over
 * a slot is its place, not a clash), inside `root`. Each box is first cut to
 * its scrolling ancestors: a field scrolled under a dialog's action bar is
 * out of sight, not under the buttons.
 */
const overlaps = (page: Page, root = "#main-content") =>
  page.evaluate((root) => {
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      let box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      for (let p = el.parentElement; p; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (style.overflowX === "visible" && style.overflowY === "visible")
          continue;
        const c = p.getBoundingClientRect();
        box = {
          left: Math.max(box.left, c.left),
          top: Math.max(box.top, c.top),
          right: Math.min(box.right, c.right),
          bottom: Math.min(box.bottom, c.bottom),
        };
      }
      return box;
    };
    const items = [
      ...document.querySelectorAll(
        [
          "button:not([data-slot])",
          "[role=combobox]",
          "input",
          "textarea",
          "h1",
          "h2",
        ]
          .map((s) => `${root} ${s}`)
          .join(", "),
      ),
    ]
      .filter((el) => {
        const style = getComputedStyle(el);
        return style.visibility !== "hidden" && style.opacity !== "0";
      })
      .map((el) => ({ el, box: shown(el) }))
      .filter(
        ({ box }) => box.right - box.left > 1 && box.bottom - box.top > 1,
      );
    const found: string[] = [];
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 30)}"`;
    for (let i = 0; i < items.length; i++)
      for (let j = i + 1; j < items.length; j++) {
        const a = items[i];
        const b = items[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const r = a.box;
        const q = b.box;
        const w = Math.min(r.right, q.right) - Math.max(r.left, q.left);
        const h = Math.min(r.bottom, q.bottom) - Math.max(r.top, q.top);
        if (w > 2 && h > 2) found.push(`${name(a.el)} overlaps ${name(b.el)}`);
      }
    return found;
  }, root);

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
      // One row of toolbar, the rest behind "View options": the day starts high up.
      const toolbar = page.locator("#main-content section").first();
      expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(56);
      expect(
        (await page.locator("[data-calendar-scroller]").boundingBox())!.y,
      ).toBeLessThan(260);
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

  it("books and opens an appointment at 375 px in Arabic, every control on screen and none over another", async () => {
    const { page } = await app.newPage({ width: 375, height: 812 });
    await signIn(page, owner.email, owner.password);
    await arabic(page);
    await page.goto(`/calendar?date=${biz.date}`);
    const A = ae.resources.appointments;
    await page.locator("[data-appointment]").first().waitFor();
    // Anna's 14:00 slot (the label carries the time as the Arabic locale writes it).
    const slot = page.locator(
      '[data-column="Anna Therapist"] [data-time="840"]',
    );
    await slot.scrollIntoViewIfNeeded();
    await slot.click();
    const form = page.getByRole("dialog", { name: A.form.new_title });
    await form.waitFor();
    const problems = async (
      where: string,
      dialog: typeof form,
      controls: string[],
    ) => {
      const found: string[] = [];
      for (const name of controls) {
        const control = dialog.getByRole("button", { name, exact: true });
        await control
          .first()
          .scrollIntoViewIfNeeded()
          .catch(() => {});
        const why = await notReachable(control, `${where} "${name}"`);
        if (why) found.push(why);
      }
      found.push(...(await sidewaysOverflow(page)));
      found.push(...(await overlaps(page, ".MuiDialog-root")));
      return found;
    };
    expect(
      await problems("form", form, [
        A.form.new_client,
        A.form.next_free,
        A.form.save,
        A.form.cancel,
      ]),
    ).toEqual([]);
    await page.screenshot({
      path: path.join(SHOTS, "calendar-ae-375-form.png"),
      fullPage: true,
    });
    await form
      .getByRole("button", { name: A.form.new_client, exact: true })
      .click();
    await form.getByRole("textbox", { name: A.fields.first_name }).fill("Huda");
    // The walk-in's mobile is the shared phone input: typed nationally in
    // the business's country (GB), it fits the phone and is stored in E.164.
    await form
      .getByRole("textbox", { name: A.fields.mobile, exact: true })
      .fill("07400 123456");
    await form.getByRole("combobox", { name: A.fields.service_id }).click();
    await page.getByRole("option", { name: "Deep tissue" }).click();
    expect(await overlaps(page, ".MuiDialog-root")).toEqual([]);
    expect(await sidewaysOverflow(page)).toEqual([]);
    await form.getByRole("button", { name: A.form.save, exact: true }).click();
    await form.waitFor({ state: "detached" });
    const [huda] = await api<
      {
        id: number;
        reference: string;
        start_at: string;
        services: { team_member_id: number }[];
      }[]
    >(
      app.server.url,
      owner.token,
      "GET",
      `merchant/appointments?filter=${encodeURIComponent(JSON.stringify({ q: "Huda" }))}`,
    );
    expect(huda.services[0].team_member_id).toBe(biz.anna);
    const [client] = await api<{ mobile: string | null }[]>(
      app.server.url,
      owner.token,
      "GET",
      `merchant/clients?filter=${encodeURIComponent(JSON.stringify({ q: "Huda" }))}`,
    );
    expect(client.mobile).toBe("+447400123456");
    expect(Date.parse(huda.start_at)).toBe(
      Date.parse(fromZonedInput(`${biz.date}T14:00`, "Europe/London")!),
    );

    const booking = page.locator(`[data-appointment="${huda.reference}"]`);
    await booking.scrollIntoViewIfNeeded();
    await booking.click();
    const details = page.getByRole("dialog", {
      name: A.details.title.replace("%{reference}", huda.reference),
    });
    await details.waitFor();
    expect(
      await problems("details", details, [
        A.status_actions.confirmed,
        A.status_actions.cancelled,
        A.details.edit,
        A.details.close,
      ]),
    ).toEqual([]);
    await page.screenshot({
      path: path.join(SHOTS, "calendar-ae-375-details.png"),
      fullPage: true,
    });
    await details
      .getByRole("button", { name: A.status_actions.confirmed, exact: true })
      .click();
    await snackbars(page).first().waitFor();
    await expect
      .poll(
        async () =>
          (
            await api<{ status: string }>(
              app.server.url,
              owner.token,
              "GET",
              `merchant/appointments/${huda.id}`,
            )
          ).status,
      )
      .toBe("confirmed");
  });
});
