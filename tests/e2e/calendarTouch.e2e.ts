import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
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
import { expectAccessible } from "./support/accessibility";
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
 * between members (left to right and right to left), scrolling the grid
 * without moving anything (from an empty slot or from an appointment),
 * dragging an appointment to another time and to another member and
 * resizing it by its visible lower-edge grip, each after a long press,
 * selecting a span of empty slots after one, and tapping an empty slot to
 * book. The gestures are real touch input (touch and pointer events of
 * pointerType "touch"), and each result is read back from the API.
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
    // When not one column: where the page is and what it says, to see why.
    const count = await columns.count();
    if (count !== 1)
      expect(
        count,
        `columns on ${page.url()}: ${(await page.locator("body").innerText()).slice(0, 400)}`,
      ).toBe(1);
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
  /**
   * Until a held finger has lifted `locator`'s block (its shadow): what the
   * user waits for before dragging, however slow the machine.
   */
  const lifted = async (page: Page, locator: Locator) =>
    page.waitForFunction(
      (el) => getComputedStyle(el as Element).boxShadow !== "none",
      await locator.elementHandle(),
    );
  /** The scroll offset of the grid's scrolling box. */
  const scrollTopOf = (page: Page) =>
    page
      .locator("[data-column]")
      .first()
      .evaluate((el) => {
        let p = el.parentElement;
        while (p && getComputedStyle(p).overflowY !== "auto")
          p = p.parentElement;
        return p!.scrollTop;
      });
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
    // The browser turns a tap into a click on its own timer (double-tap
    // detection): no event of the page says it has decided not to.
    // eslint-disable-next-line no-restricted-syntax
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
    const scrollTop = () => scrollTopOf(page);
    expect(await scrollTop()).toBe(0);
    // Up from Anna's free 11:15, drifting sideways as a thumb does.
    const from = await centreOf(slot(page, "Anna Therapist", "11:15"));
    expect(from.y).toBeLessThan(760);
    await touchDrag(page, from, { x: from.x - 80, y: from.y - 260 });
    await expect.poll(scrollTop).toBeGreaterThan(150);
    // As above: the browser's own tap-to-click timer.
    // eslint-disable-next-line no-restricted-syntax
    await page.waitForTimeout(300);
    expect((await shown(page)).name).toBe("Anna Therapist");
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect(await day()).toEqual(before);
  });

  it("scrolls the grid when a finger scroll starts on an appointment, which stays where it was", async () => {
    const { page } = phone;
    await openCalendar(page);
    const before = await day();
    const scrollTop = () => scrollTopOf(page);
    expect(await scrollTop()).toBe(0);
    // Straight up from the middle of Wendy's booking (10:00), no hold.
    const wendy = block(page, "Wendy");
    const from = await centreOf(wendy);
    expect(from.y).toBeLessThan(760);
    await touchDrag(page, from, { x: from.x - 20, y: from.y - 260 });
    await expect.poll(scrollTop).toBeGreaterThan(150);
    // Nothing lifted, moved, opened or switched.
    expect(await wendy.evaluate((el) => getComputedStyle(el).boxShadow)).toBe(
      "none",
    );
    expect(await page.getByRole("dialog").count()).toBe(0);
    expect((await shown(page)).name).toBe("Anna Therapist");
    const after = await stored("Wendy");
    expect(toZonedInput(after.start_at, ZONE)).toBe(`${biz.date}T10:00`);
    expect(after.services[0].team_member_id).toBe(biz.anna);
    expect(await day()).toEqual(before);
  });

  it("drags an appointment to another time by touch on a phone", async () => {
    const { page } = phone;
    await openCalendar(page);
    const wendy = block(page, "Wendy");
    // Held until it lifts, then from 10:00 up to 09:30, the finger going
    // as far sideways as a swipe.
    const from = await centreOf(wendy);
    const scrolled = await scrollTopOf(page);
    await touchDrag(
      page,
      from,
      { x: from.x - 110, y: from.y - 30 * PX_PER_MINUTE },
      { holdUntil: () => lifted(page, wendy) },
    );
    await snackbars(page).filter({ hasText: CAL.moved }).waitFor();
    // Once held, the finger moved the booking, not the day.
    expect(await scrollTopOf(page)).toBe(scrolled);
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
    const scrolled = await scrollTopOf(page);
    await touchDrag(
      page,
      from,
      { x: from.x, y: from.y + 30 * PX_PER_MINUTE },
      { holdUntil: () => lifted(page, block(page, "Vera")) },
    );
    await snackbars(page).filter({ hasText: CAL.resized }).waitFor();
    expect(await scrollTopOf(page)).toBe(scrolled);
    const after = await stored("Vera");
    expect(after.services[0].duration_minutes).toBe(90);
    expect(toZonedInput(after.start_at, ZONE)).toBe(`${biz.date}T15:00`);
  });

  it("shows the lower-edge grip on a touch screen: a bar in contrast, centred in either direction", async () => {
    const { page, context } = phone;
    const grip = () =>
      page.locator(`[data-resize="${booked.Vera.reference}"] [data-grip]`);
    /** The grip's and its handle's boxes, and the grip's contrast with the block. */
    const measure = async () => {
      await grip().scrollIntoViewIfNeeded();
      return grip().evaluate((el) => {
        const handle = el.parentElement!;
        const button = handle.parentElement!.querySelector("button")!;
        const rgba = (css: string) => {
          const [r, g, b, a = 1] = css.match(/[\d.]+/g)!.map(Number);
          return [r, g, b, a];
        };
        const over = (top: number[], below: number[]) =>
          below.map((c, i) =>
            i === 3 ? 1 : top[i] * top[3] + c * (1 - top[3]),
          );
        const luminance = ([r, g, b]: number[]) => {
          const lin = (c: number) =>
            (c /= 255) <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
          return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
        };
        // The block's tint over the working hours' white paper.
        const block = over(
          rgba(getComputedStyle(button).backgroundColor),
          [255, 255, 255, 1],
        );
        const bar = over(rgba(getComputedStyle(el).backgroundColor), block);
        const [hi, lo] = [luminance(bar), luminance(block)].sort(
          (a, b) => b - a,
        );
        const box = (e: Element) => {
          const r = e.getBoundingClientRect();
          return { x: r.x, y: r.y, width: r.width, height: r.height };
        };
        return {
          display: getComputedStyle(el).display,
          grip: box(el),
          handle: box(handle),
          contrast: (hi + 0.05) / (lo + 0.05),
        };
      });
    };
    const centred = ({ grip, handle }: Awaited<ReturnType<typeof measure>>) => {
      expect(grip.width).toBeGreaterThanOrEqual(24);
      expect(grip.height).toBeGreaterThanOrEqual(3);
      // Inside the finger-sized handle, at its foot, in its middle.
      expect(handle.height).toBeGreaterThanOrEqual(24);
      expect(grip.y).toBeGreaterThanOrEqual(handle.y);
      expect(grip.y + grip.height).toBeLessThanOrEqual(
        handle.y + handle.height,
      );
      expect(
        Math.abs(grip.x + grip.width / 2 - (handle.x + handle.width / 2)),
      ).toBeLessThan(1);
    };
    await openCalendar(page);
    const ltr = await measure();
    expect(ltr.display).toBe("block");
    // WCAG 2.2 (1.4.11): a control's parts at 3:1 or more.
    expect(ltr.contrast).toBeGreaterThanOrEqual(3);
    centred(ltr);
    await expectAccessible(page, "/calendar (touch, 375 px, grip shown)");
    await context.addCookies([
      { name: "lang", value: "ae", url: app.server.url },
    ]);
    try {
      await openCalendar(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(
        "rtl",
      );
      const rtl = await measure();
      expect(rtl.display).toBe("block");
      centred(rtl);
      await expectAccessible(page, "/calendar (touch, 375 px, ae, grip shown)");
    } finally {
      await context.clearCookies({ name: "lang" });
    }
  });

  it("selects a span of empty slots with a long press and books it: the form opens with its start and end", async () => {
    const { page } = phone;
    await openCalendar(page);
    const before = await day();
    // Anna is free from 13:00 to 15:00: from 13:15 down to the 14:30 slot.
    const first = slot(page, "Anna Therapist", "13:15");
    const last = slot(page, "Anna Therapist", "14:30");
    await last.scrollIntoViewIfNeeded();
    const scrolled = await scrollTopOf(page);
    const from = await centreOf(first);
    const to = await centreOf(last);
    await touchDrag(page, from, to, {
      // The held slot shows as selected (the user's sign that the press took).
      holdUntil: async () =>
        page.waitForFunction(
          (el) => getComputedStyle(el as Element).opacity === "0.5",
          await first.elementHandle(),
        ),
    });
    const A = en.resources.appointments;
    const form = page.getByRole("dialog", { name: A.form.new_title });
    await form.waitFor();
    expect(
      await form
        .getByRole("combobox", { name: A.fields.team_member_id })
        .innerText(),
    ).toBe("Anna Therapist");
    const start = await form.getByLabel(A.fields.start_at).inputValue();
    const minutes = Number(
      await form.getByLabel(A.fields.duration_minutes).inputValue(),
    );
    const end = toZonedInput(
      new Date(
        Date.parse(fromZonedInput(start, ZONE)!) + minutes * 60_000,
      ).toISOString(),
      ZONE,
    );
    // From 13:15 to the end of the 14:30 slot.
    expect([start, end]).toEqual([`${biz.date}T13:15`, `${biz.date}T14:45`]);
    // The finger selected; it did not scroll the day.
    expect(await scrollTopOf(page)).toBe(scrolled);
    await page.keyboard.press("Escape");
    await form.waitFor({ state: "detached" });
    expect(await day()).toEqual(before);
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
    await touchDrag(
      page,
      from,
      { x: to.x, y: from.y },
      { holdUntil: () => lifted(page, tessa) },
    );
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
