import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import en from "../../src/i18n/en";
import ae from "../../src/i18n/ae";
import {
  fromZonedInput,
  toZonedInput,
} from "../../src/components/dates/dateTimeFormat";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createOwner,
  expectNoConsoleErrors,
  signIn,
  snackbars,
  type Owner,
} from "./support/flows";
import { expectHealthyScreen } from "./support/screens";
import {
  CALENDAR_ZONE,
  PX_PER_MINUTE,
  createCalendarBusiness,
  type CalendarBusiness,
  type StoredAppointment as Stored,
} from "./support/calendarSetup";
import { centreOf, swipe, touchDrag } from "./support/touch";
import type { WatchedPage } from "./support/browser";

/**
 * The calendar by touch, on a 375 px phone and an 820 px tablet: swiping
 * between members (left to right and right to left), dragging an
 * appointment to another time and to another member, resizing it by its
 * lower edge, scrolling the grid without moving anything, and tapping an
 * empty slot to book. The gestures are real touch input (touch and pointer
 * events of pointerType "touch"), and each result is read back from the API.
 */
const ZONE = CALENDAR_ZONE;
const CAL = en.resources.appointments.calendar;

describe("calendar by touch (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;
  let biz: CalendarBusiness;
  let phone: WatchedPage;
  let tablet: WatchedPage;
  const booked: Record<string, Stored> = {};
  const at = (time: string) => fromZonedInput(`${biz.date}T${time}`, ZONE)!;
  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(app.server.url, owner.token, method, `merchant/${path}`, body);
  const stored = (name: string) =>
    call<Stored>("GET", `appointments/${booked[name].id}`);
  /** Every appointment of the day as the server has it: reference, member, start and length. */
  const day = async () =>
    (
      await call<Stored[]>(
        "GET",
        `appointments?filter=${encodeURIComponent(
          JSON.stringify({ from: at("00:00"), to: at("23:59") }),
        )}&range=[0,99]`,
      )
    )
      .filter((a) => a.status !== "cancelled")
      .map(
        (a) =>
          `${a.reference} ${a.services[0].team_member_id} ${toZonedInput(a.start_at, ZONE)} ${a.services[0].duration_minutes}`,
      )
      .sort();
  /** The references the server has with `member` that day. */
  const serverRefs = async (member: number) =>
    (
      await call<Stored[]>(
        "GET",
        `appointments?filter=${encodeURIComponent(
          JSON.stringify({
            team_member_id: member,
            from: at("00:00"),
            to: at("23:59"),
          }),
        )}&range=[0,99]`,
      )
    )
      .map((a) => a.reference)
      .sort();
  const block = (page: Page, name: string) =>
    page.locator("[data-appointment]").filter({ hasText: name });
  /** The one column the phone shows, and the references drawn in it. */
  const shown = async (page: Page) => {
    const columns = page.locator("[data-column]");
    expect(await columns.count()).toBe(1);
    return {
      name: await columns.first().getAttribute("data-column"),
      refs: (
        await columns
          .first()
          .locator("[data-appointment]")
          .evaluateAll((els) =>
            els.map((el) => el.getAttribute("data-appointment")),
          )
      ).sort(),
    };
  };
  const openCalendar = async (page: Page) => {
    await page.goto(`/calendar?date=${biz.date}`);
    await page.locator("[data-appointment]").first().waitFor();
  };
  const slot = (page: Page, member: string, time: string) => {
    const [h, m] = time.split(":").map(Number);
    return page.locator(
      `[data-column="${member}"] [data-time="${h * 60 + m}"]`,
    );
  };

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "caltouch");
    biz = await createCalendarBusiness(app.server.url, owner);
    for (const [name, member, time] of [
      ["Wendy", biz.anna, "10:00"],
      ["Vera", biz.anna, "15:00"],
      ["Tessa", biz.anna, "12:00"],
      ["Salma", biz.bea, "11:00"],
    ] as const)
      booked[name] = await call<Stored>("POST", "appointments", {
        new_client: { first_name: name },
        location_id: biz.locationId,
        services: [
          {
            service_id: biz.serviceId,
            team_member_id: member,
            start_at: at(time),
          },
        ],
      });
    [phone, tablet] = await Promise.all([
      app.newPage({ width: 375, height: 800, touch: true }),
      app.newPage({ width: 820, height: 1180, touch: true }),
    ]);
    await Promise.all(
      [phone, tablet].map(({ page }) =>
        signIn(page, owner.email, owner.password),
      ),
    );
  });
  afterAll(async () => {
    await Promise.all([phone?.context.close(), tablet?.context.close()]);
  });

  /**
   * What `act` makes the browser click inside a dialog. A tap that opens a
   * dialog must not also click whatever of the dialog lies under the finger
   * (the mouse events and click a browser sends after a touch).
   */
  const clicksInDialogs = async (page: Page, act: () => Promise<void>) => {
    await page.evaluate(() => {
      const w = window as unknown as { strayClicks: string[] };
      w.strayClicks = [];
      for (const type of ["mousedown", "click"])
        document.addEventListener(
          type,
          (e) => {
            const target = e.target as Element;
            if (target.closest("[role=dialog], .MuiDialog-root"))
              w.strayClicks.push(`${type} on ${target.tagName}`);
          },
          { capture: true },
        );
    });
    await act();
    await page.waitForTimeout(400);
    return page.evaluate(
      () => (window as unknown as { strayClicks: string[] }).strayClicks,
    );
  };

  it("swipes between members on a phone (and the buttons still work)", async () => {
    const { page } = phone;
    await openCalendar(page);
    await expectHealthyScreen(page, "/calendar (touch, 375 px)");
    const [anna, bea] = await Promise.all([
      serverRefs(biz.anna),
      serverRefs(biz.bea),
    ]);
    expect(await shown(page)).toEqual({ name: "Anna Therapist", refs: anna });
    const through = await centreOf(slot(page, "Anna Therapist", "09:30"));
    await swipe(page, { x: 300, y: through.y }, -200);
    await expect
      .poll(async () => (await shown(page)).name)
      .toBe("Bea Therapist");
    expect((await shown(page)).refs).toEqual(bea);
    await swipe(page, { x: 80, y: through.y }, 200);
    await expect
      .poll(async () => (await shown(page)).name)
      .toBe("Anna Therapist");
    expect((await shown(page)).refs).toEqual(anna);
    await page.getByRole("button", { name: CAL.next_column }).tap();
    await expect
      .poll(async () => (await shown(page)).name)
      .toBe("Bea Therapist");
    await page.getByRole("button", { name: CAL.previous_column }).tap();
    await expect
      .poll(async () => (await shown(page)).name)
      .toBe("Anna Therapist");
  });

  it("swipes towards the next member in Arabic (right to left)", async () => {
    const { page, context } = phone;
    await context.addCookies([
      { name: "lang", value: "ae", url: app.server.url },
    ]);
    try {
      await openCalendar(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        "rtl",
      );
      await expectHealthyScreen(page, "/calendar (touch, 375 px, ae)", ae);
      const through = await centreOf(slot(page, "Anna Therapist", "09:30"));
      // The next member comes in from the left: the finger goes right.
      await swipe(page, { x: 80, y: through.y }, 200);
      await expect
        .poll(async () => (await shown(page)).name)
        .toBe("Bea Therapist");
      expect((await shown(page)).refs).toEqual(await serverRefs(biz.bea));
      await swipe(page, { x: 300, y: through.y }, -200);
      await expect
        .poll(async () => (await shown(page)).name)
        .toBe("Anna Therapist");
      const AC = ae.resources.appointments.calendar;
      await page.getByRole("button", { name: AC.next_column }).tap();
      await expect
        .poll(async () => (await shown(page)).name)
        .toBe("Bea Therapist");
      await page.getByRole("button", { name: AC.previous_column }).tap();
      await expect
        .poll(async () => (await shown(page)).name)
        .toBe("Anna Therapist");
    } finally {
      await context.clearCookies({ name: "lang" });
    }
  });

  it("scrolls the grid by touch without moving, booking or switching anything", async () => {
    const { page } = phone;
    await openCalendar(page);
    const before = await day();
    const grid = page.locator("[data-column]").first();
    const scrollTop = () =>
      grid.evaluate((el) => {
        let p = el.parentElement;
        while (p && getComputedStyle(p).overflowY !== "auto")
          p = p.parentElement;
        return p!.scrollTop;
      });
    expect(await scrollTop()).toBe(0);
    // Up from Anna's free 11:15, drifting sideways as a thumb does.
    const from = await centreOf(slot(page, "Anna Therapist", "11:15"));
    expect(from.y).toBeLessThan(760);
    await touchDrag(page, from, { x: from.x - 80, y: from.y - 260 });
    await expect.poll(scrollTop).toBeGreaterThan(150);
    await page.waitForTimeout(300);
    expect((await shown(page)).name).toBe("Anna Therapist");
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await day()).toEqual(before);
  });

  it("drags an appointment to another time by touch on a phone", async () => {
    const { page } = phone;
    await openCalendar(page);
    const wendy = block(page, "Wendy");
    // From 10:00 up to 09:30, the finger going as far sideways as a swipe.
    const from = await centreOf(wendy);
    await touchDrag(page, from, {
      x: from.x - 110,
      y: from.y - 30 * PX_PER_MINUTE,
    });
    await snackbars(page).filter({ hasText: CAL.moved }).waitFor();
    const after = await stored("Wendy");
    expect(toZonedInput(after.start_at, ZONE)).toBe(`${biz.date}T09:30`);
    expect(after.services[0].team_member_id).toBe(biz.anna);
    // A drag is not a swipe: the phone still shows the same member.
    expect((await shown(page)).name).toBe("Anna Therapist");
  });

  it("resizes an appointment by touch on its lower edge, a finger-sized handle", async () => {
    const { page } = phone;
    await openCalendar(page);
    const handle = page.locator(`[data-resize="${booked.Vera.reference}"]`);
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    // WCAG 2.2 target size: at least 24 × 24 CSS px, and the handle is what a finger there hits.
    expect(box.height).toBeGreaterThanOrEqual(24);
    expect(box.width).toBeGreaterThanOrEqual(24);
    for (const dy of [-10, 0, 10]) {
      const p = await centreOf(handle, dy);
      expect(
        await page.evaluate(
          ({ x, y }) =>
            document.elementFromPoint(x, y)?.getAttribute("data-resize"),
          p,
        ),
      ).toBe(booked.Vera.reference);
    }
    const from = await centreOf(handle, 8);
    await touchDrag(page, from, { x: from.x, y: from.y + 30 * PX_PER_MINUTE });
    await snackbars(page).filter({ hasText: CAL.resized }).waitFor();
    const after = await stored("Vera");
    expect(after.services[0].duration_minutes).toBe(90);
    expect(toZonedInput(after.start_at, ZONE)).toBe(`${biz.date}T15:00`);
  });

  it("opens a booking's details with a tap, and nothing in them is pressed by it", async () => {
    const { page } = phone;
    await openCalendar(page);
    const before = await day();
    const vera = block(page, "Vera");
    await vera.scrollIntoViewIfNeeded();
    const point = await centreOf(vera);
    expect(
      await clicksInDialogs(page, () => page.touchscreen.tap(point.x, point.y)),
    ).toEqual([]);
    await page
      .getByRole("dialog", { name: new RegExp(booked.Vera.reference) })
      .waitFor();
    await page.keyboard.press("Escape");
    await page.getByRole("dialog").waitFor({ state: "detached" });
    expect(await day()).toEqual(before);
  });

  it("books by tapping an empty slot: the form opens prefilled, as a click does", async () => {
    const { page } = phone;
    await openCalendar(page);
    const free = slot(page, "Anna Therapist", "14:00");
    await free.scrollIntoViewIfNeeded();
    const point = await centreOf(free);
    expect(
      await clicksInDialogs(page, () => page.touchscreen.tap(point.x, point.y)),
    ).toEqual([]);
    const A = en.resources.appointments;
    const form = page.getByRole("dialog", { name: A.form.new_title });
    await form.waitFor();
    expect(
      await form
        .getByRole("combobox", { name: A.fields.team_member_id })
        .innerText(),
    ).toBe("Anna Therapist");
    expect(await form.getByLabel(A.fields.start_at).inputValue()).toBe(
      `${biz.date}T14:00`,
    );
    await form
      .getByRole("button", { name: A.form.new_client, exact: true })
      .tap();
    await form.getByRole("textbox", { name: A.fields.first_name }).fill("Huda");
    await form.getByRole("combobox", { name: A.fields.service_id }).tap();
    await page.getByRole("option", { name: "Deep tissue" }).tap();
    await form.getByRole("button", { name: A.form.save, exact: true }).tap();
    await form.waitFor({ state: "detached" });
    const [huda] = await call<Stored[]>(
      "GET",
      `appointments?filter=${encodeURIComponent(JSON.stringify({ q: "Huda" }))}`,
    );
    expect(huda.services[0].team_member_id).toBe(biz.anna);
    expect(toZonedInput(huda.start_at, ZONE)).toBe(`${biz.date}T14:00`);
  });

  it("drags an appointment to another member's column by touch on a tablet", async () => {
    const { page } = tablet;
    await openCalendar(page);
    await expectHealthyScreen(page, "/calendar (touch, 820 px)");
    const tessa = block(page, "Tessa");
    const from = await centreOf(tessa);
    const to = await centreOf(slot(page, "Bea Therapist", "12:00"));
    await touchDrag(page, from, { x: to.x, y: from.y });
    await snackbars(page).filter({ hasText: CAL.moved }).waitFor();
    const after = await stored("Tessa");
    expect(after.services[0].team_member_id).toBe(biz.bea);
    expect(toZonedInput(after.start_at, ZONE)).toBe(`${biz.date}T12:00`);
    await page
      .locator('[data-column="Bea Therapist"]')
      .locator(`[data-appointment="${booked.Tessa.reference}"]`)
      .waitFor();
  });

  it("logs no error in either browser", () => {
    expectNoConsoleErrors([...phone.errors, ...tablet.errors]);
  });
});
