import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  fromZonedInput,
  toZonedInput,
} from "../../src/components/dates/dateTimeFormat";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createLocation,
  createOwner,
  createStaff,
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

/**
 * The calendar's other views and gestures against the real server (issues
 * 9 and 23): the team's week and its navigation, resource columns, the
 * department filter, resizing by the lower edge (and a refused resize
 * snapping back), and moving an appointment to another day of the week.
 * Each checks what the server stored or sends, not only what is drawn.
 */
const ZONE = CALENDAR_ZONE;

const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10);

describe("calendar views and gestures (browser)", () => {
  const app = serverAndBrowser({ DEMO_SEED: "0" });
  let owner: Owner;
  let biz: CalendarBusiness;
  let cleo: number;
  let department: number;
  let jade: number;
  const booked: Record<string, Stored> = {};
  const at = (date: string, time: string) =>
    fromZonedInput(`${date}T${time}`, ZONE)!;
  const call = <T>(method: string, path: string, body?: unknown) =>
    api<T>(app.server.url, owner.token, method, `merchant/${path}`, body);
  const stored = (name: string) =>
    call<Stored>("GET", `appointments/${booked[name].id}`);
  const block = (page: Page, name: string) =>
    page.locator("[data-appointment]").filter({ hasText: name });
  const column = (page: Page, date: string) =>
    page.locator(`[data-date="${date}"]`);

  beforeAll(async () => {
    owner = await createOwner(app.server.url, "calviews");
    biz = await createCalendarBusiness(app.server.url, owner);
    department = (
      await call<{ id: number }>("POST", "departments", { name: "Skin team" })
    ).id;
    cleo = (
      await call<{ id: number }>("POST", "team-members", {
        first_name: "Cleo",
        last_name: "Therapist",
        email: `cleo-${Date.now()}@example.com`,
        calendar_colour: "#2E7D32",
        sort_order: 3,
        location_ids: [biz.locationId],
        department_id: department,
      })
    ).id;
    // Cleo takes bookings (a member who performs no service is no column).
    await call("POST", "services", {
      name: "Facial",
      treatment_type_id: (
        await call<{ id: number }>("POST", "treatment-types", { name: "Skin" })
      ).id,
      team_member_ids: [cleo],
      location_ids: [biz.locationId],
      pricing_options: [
        {
          name: "45 min",
          duration_minutes: 45,
          price_type: "fixed",
          price: 4500,
        },
      ],
    });
    await call("POST", "shift-patterns", {
      team_member_id: cleo,
      location_id: biz.locationId,
      start_date: addDays(biz.date, -14),
      end_date: null,
      repeat_weeks: 1,
      weeks: [
        Object.fromEntries(
          ["mon", "tue", "wed", "thu", "fri", "sat"].map((d) => [
            d,
            [{ start: "09:00", end: "18:00" }],
          ]),
        ),
      ],
    });
    for (const name of ["Room Jade", "Room Onyx"]) {
      const room = await call<{ id: number }>("POST", "resources", {
        name,
        location_id: biz.locationId,
        service_ids: [biz.serviceId],
      });
      if (name === "Room Jade") jade = room.id;
    }
    const d = biz.date; // a Tuesday
    for (const [name, member, date, time, resource] of [
      ["Wendy", biz.anna, d, "10:00", null],
      ["Vera", biz.anna, d, "11:30", null],
      ["Xena", biz.anna, addDays(d, 2), "14:00", null],
      ["Yara", biz.anna, addDays(d, 7), "11:00", null],
      ["Zora", biz.bea, d, "13:00", jade],
    ] as const) {
      booked[name] = await call<Stored>("POST", "appointments", {
        new_client: { first_name: name },
        location_id: biz.locationId,
        services: [
          {
            service_id: biz.serviceId,
            team_member_id: member,
            resource_id: resource,
            start_at: at(date, time),
          },
        ],
      });
    }
  });

  /** The local dates (location's zone) of the location's appointments in a week, from the server. */
  const serverDays = async (monday: string) => {
    const filter = {
      location_id: biz.locationId,
      from: at(monday, "00:00"),
      to: at(addDays(monday, 7), "00:00"),
    };
    const list = await call<Stored[]>(
      "GET",
      `appointments?filter=${encodeURIComponent(JSON.stringify(filter))}&range=[0,99]`,
    );
    return list.map((a) => [
      a.reference,
      toZonedInput(a.start_at, ZONE).slice(0, 10),
    ]);
  };
  /** The references drawn in the week's columns, with the date of the column each is in. */
  const drawnDays = (page: Page) =>
    page
      .locator("[data-date] [data-appointment]")
      .evaluateAll((els) =>
        els.map((el) => [
          el.getAttribute("data-appointment"),
          el.closest("[data-date]")!.getAttribute("data-date"),
        ]),
      );
  const sorted = (pairs: (string | null)[][]) =>
    pairs.map((p) => p.join(" ")).sort();

  it("shows the whole team's week with each appointment on its day, and steps a week forward and back", async () => {
    const { page } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`/calendar?date=${biz.date}`);
    await page
      .getByRole("heading", { name: "Anna Therapist", level: 2 })
      .waitFor();
    await page.getByRole("button", { name: "Week", exact: true }).click();
    const monday = addDays(biz.date, -1);
    await column(page, monday).first().waitFor();
    await block(page, "Xena").waitFor();
    await expectHealthyScreen(page, "/calendar week");
    // Every member's, not one member's: Zora is with Bea.
    expect(sorted(await drawnDays(page))).toEqual(
      sorted(await serverDays(monday)),
    );
    await block(page, "Zora").waitFor();
    expect(
      await column(page, addDays(biz.date, 2))
        .locator(`[data-appointment="${booked.Xena.reference}"]`)
        .count(),
    ).toBe(1);
    expect(await block(page, "Yara").count()).toBe(0);

    await page.getByRole("button", { name: "Next week" }).click();
    await block(page, "Yara").waitFor();
    expect(await block(page, "Wendy").count()).toBe(0);
    expect(sorted(await drawnDays(page))).toEqual(
      sorted(await serverDays(addDays(monday, 7))),
    );
    expect(await column(page, addDays(biz.date, 7)).count()).toBe(1);

    await page.getByRole("button", { name: "Previous week" }).click();
    await block(page, "Wendy").waitFor();
    expect(await block(page, "Yara").count()).toBe(0);
    expect(sorted(await drawnDays(page))).toEqual(
      sorted(await serverDays(monday)),
    );
  });

  it("draws an appointment with a room in that room's column when the columns are resources", async () => {
    const { page } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`/calendar?date=${biz.date}`);
    await page
      .getByRole("heading", { name: "Anna Therapist", level: 2 })
      .waitFor();
    await page
      .locator("#main-content")
      .getByRole("button", { name: "Resources", exact: true })
      .click();
    await page.getByRole("heading", { name: "Room Jade", level: 2 }).waitFor();
    await expectHealthyScreen(page, "/calendar by resource");
    expect((await stored("Zora")).services[0].resource_id).toBe(jade);
    const inRoom = (room: string) =>
      page
        .locator(`[data-column="${room}"]`)
        .locator(`[data-appointment="${booked.Zora.reference}"]`);
    await inRoom("Room Jade").waitFor();
    expect(await inRoom("Room Onyx").count()).toBe(0);
    // Appointments without a room have no resource column.
    expect(await block(page, "Wendy").count()).toBe(0);
  });

  it("shows only the chosen department's members", async () => {
    const { page } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`/calendar?date=${biz.date}`);
    const headings = () =>
      page
        .locator("#main-content h2")
        .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    await page
      .getByRole("heading", { name: "Cleo Therapist", level: 2 })
      .waitFor();
    expect(await headings()).toEqual([
      "Anna Therapist",
      "Bea Therapist",
      "Cleo Therapist",
    ]);
    const chooseDepartment = async (name: string) => {
      await page.getByRole("button", { name: /team members/i }).click();
      const choice = page.getByRole("dialog", { name: "Team members shown" });
      await choice.getByRole("combobox", { name: "Department" }).click();
      await page.getByRole("option", { name }).click();
      await page.keyboard.press("Escape");
      await choice.waitFor({ state: "detached" });
    };
    await chooseDepartment("Skin team");
    await expect.poll(headings).toEqual(["Cleo Therapist"]);
    await expectHealthyScreen(page, "/calendar by department");
    // Exactly the members the server places in that department.
    const members = await call<{ id: number; department_id: number | null }[]>(
      "GET",
      `team-members?filter=${encodeURIComponent(JSON.stringify({ department_id: department }))}`,
    );
    expect(members.map((m) => m.id)).toEqual([cleo]);
    expect(await block(page, "Zora").count()).toBe(0);
    await chooseDepartment("All departments");
    await expect.poll(headings).toHaveLength(3);
  });

  /** Drags the lower edge of a block down by `minutes`. */
  async function dragEdge(page: Page, handle: Locator, minutes: number) {
    await handle.scrollIntoViewIfNeeded();
    const box = (await handle.boundingBox())!;
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x, y + 10, { steps: 2 });
    await page.mouse.move(x, y + minutes * PX_PER_MINUTE, { steps: 8 });
    await page.mouse.up();
  }

  it("resizes an appointment by its lower edge; a refused resize snaps back with the server's message", async () => {
    const { page } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`/calendar?date=${biz.date}`);
    const wendy = block(page, "Wendy");
    await wendy.waitFor();
    const handle = page.locator(`[data-resize="${booked.Wendy.reference}"]`);
    // A mouse finds the edge by its cursor: the grip's bar is for touch screens.
    expect(await handle.locator("[data-grip]").isVisible()).toBe(false);
    const before = (await wendy.boundingBox())!.height;
    await dragEdge(page, handle, 30);
    await snackbars(page)
      .filter({ hasText: "Appointment length changed." })
      .waitFor();
    await expect
      .poll(async () => (await stored("Wendy")).services[0].duration_minutes)
      .toBe(90);
    expect(Date.parse((await stored("Wendy")).end_at)).toBe(
      Date.parse(at(biz.date, "11:30")),
    );
    await expect
      .poll(async () => Math.round((await wendy.boundingBox())!.height))
      .toBe(Math.round(before + 30 * PX_PER_MINUTE));

    // Vera is with Anna from 11:30: another half hour is refused.
    const grown = (await wendy.boundingBox())!.height;
    await dragEdge(page, handle, 30);
    const message = snackbars(page).filter({ hasText: /Anna Therapist/ });
    await message.waitFor();
    expect(await message.innerText()).toMatch(/already booked|busy/i);
    await expect
      .poll(async () => Math.round((await wendy.boundingBox())!.height))
      .toBe(Math.round(grown));
    expect((await stored("Wendy")).services[0].duration_minutes).toBe(90);
  });

  it("moves an appointment to another day of the week at the same time", async () => {
    const { page } = await app.newPage();
    await signIn(page, owner.email, owner.password);
    await page.goto(`/calendar?date=${biz.date}&mode=week`);
    const xena = block(page, "Xena");
    await xena.waitFor();
    await xena.scrollIntoViewIfNeeded();
    const from = (await xena.boundingBox())!;
    const friday = addDays(biz.date, 3);
    const target = (await column(page, friday).boundingBox())!;
    const y = from.y + 8;
    await page.mouse.move(from.x + from.width / 2, y);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2 + 10, y, { steps: 3 });
    await page.mouse.move(target.x + target.width / 2, y, { steps: 10 });
    await page.mouse.up();
    await snackbars(page).filter({ hasText: "Appointment moved." }).waitFor();
    const after = await stored("Xena");
    expect(toZonedInput(after.start_at, ZONE)).toBe(`${friday}T14:00`);
    expect(after.services[0].team_member_id).toBe(biz.anna);
    await column(page, friday)
      .locator(`[data-appointment="${booked.Xena.reference}"]`)
      .waitFor();
  });

  /**
   * A busy day (issue 23): 20 team members with 8 appointments each, a
   * receptionist who performs no service, and a therapist with a login, at
   * the business's one location; booked through the API, so through the
   * booking rules.
   */
  describe("a busy day", () => {
    let busy: Owner;
    let home: { id: number; name: string };
    let serviceId: number;
    let day: string;
    const therapist = {
      first_name: "Tara",
      last_name: "Own",
      email: `tara-${Date.now()}@example.com`,
      password: "TaraPass#2026",
    };
    const busyCall = <T>(method: string, path: string, body?: unknown) =>
      api<T>(app.server.url, busy.token, method, `merchant/${path}`, body);
    const names = Array.from(
      { length: 20 },
      (_, i) => `M${String(i + 1).padStart(2, "0")} Busy`,
    );
    const weekdays = Object.fromEntries(
      ["mon", "tue", "wed", "thu", "fri"].map((d) => [
        d,
        [{ start: "09:00", end: "18:00" }],
      ]),
    );
    const works = (team_member_id: number) =>
      busyCall("POST", "shift-patterns", {
        team_member_id,
        location_id: home.id,
        start_date: addDays(day, -14),
        end_date: null,
        repeat_weeks: 1,
        weeks: [weekdays],
      });

    beforeAll(async () => {
      busy = await createOwner(app.server.url, "busyday");
      day = biz.date;
      // The business's own first location (signing up made it): its only one.
      [home] = await busyCall<{ id: number; name: string }[]>(
        "GET",
        "locations",
      );
      const ids: number[] = [];
      for (const [i, name] of names.entries()) {
        const [first_name, last_name] = name.split(" ");
        const m = await busyCall<{ id: number }>("POST", "team-members", {
          first_name,
          last_name,
          email: `${first_name.toLowerCase()}-${Date.now()}@example.com`,
          calendar_colour: "#6A1B9A",
          sort_order: i + 1,
          location_ids: [home.id],
        });
        await works(m.id);
        ids.push(m.id);
      }
      // At the desk: works, performs no service.
      const desk = await busyCall<{ id: number }>("POST", "team-members", {
        first_name: "Rita",
        last_name: "Desk",
        email: `rita-${Date.now()}@example.com`,
        calendar_colour: "#455A64",
        sort_order: 0,
        location_ids: [home.id],
      });
      await works(desk.id);
      const tara = await createStaff(
        app.server.url,
        busy,
        therapist,
        [2],
        [home.id],
      );
      await works(tara.id);
      const type = await busyCall<{ id: number }>("POST", "treatment-types", {
        name: "Hair",
      });
      serviceId = (
        await busyCall<{ id: number }>("POST", "services", {
          name: "Cut",
          treatment_type_id: type.id,
          team_member_ids: [...ids, tara.id],
          location_ids: [home.id],
          pricing_options: [
            {
              name: "30 min",
              duration_minutes: 30,
              price_type: "fixed",
              price: 3000,
            },
          ],
        })
      ).id;
      // 8 a member, on the hour from 09:00 to 16:00: the last in start
      // order (14:00–16:00) are those a page of 100 left out.
      await Promise.all(
        ids.map(async (member) => {
          for (let h = 9; h <= 16; h++)
            await busyCall("POST", "appointments", {
              location_id: home.id,
              services: [
                {
                  service_id: serviceId,
                  team_member_id: member,
                  start_at: at(day, `${String(h).padStart(2, "0")}:00`),
                },
              ],
            });
        }),
      );
    });

    const headings = (page: Page) =>
      page
        .locator("#main-content h2")
        .evaluateAll((els) => els.map((el) => el.textContent?.trim()));
    const drawn = (page: Page) =>
      page
        .locator("[data-appointment]")
        .evaluateAll((els) =>
          els.map((el) => el.getAttribute("data-appointment")!).sort(),
        );

    it("draws all 160 appointments readably, headers on top, columns scrolling sideways, a one-row toolbar", async () => {
      const { page } = await app.newPage({ width: 1366, height: 768 });
      await signIn(page, busy.email, busy.password);
      await page.goto(`/calendar?date=${day}`);
      await page.getByRole("heading", { name: names[0], level: 2 }).waitFor();
      await expect.poll(() => drawn(page)).toHaveLength(160);
      const server = await busyCall<{ appointments: Stored[] }>(
        "GET",
        `calendar/entries?location_id=${home.id}&from=${day}&to=${day}`,
      );
      expect(await drawn(page)).toEqual(
        server.appointments.map((a) => a.reference).sort(),
      );
      // Who performs no service is no column; the therapist is one.
      const shown = await headings(page);
      expect(shown).not.toContain("Rita Desk");
      expect(shown).toHaveLength(21);
      await expectHealthyScreen(page, "/calendar (a busy day)");
      const layout = await page.evaluate(() => {
        const box = (el: Element) => el.getBoundingClientRect();
        const blocks = [...document.querySelectorAll("[data-appointment]")];
        const cut = blocks.filter((b) => {
          const lines = [...b.querySelectorAll(":scope > span")];
          // Start time, client and service, each on one line inside the block.
          return (
            lines.length !== 3 ||
            lines.some(
              (l) =>
                box(l).bottom > box(b).bottom + 0.5 ||
                box(l).height > 20 ||
                !l.textContent?.trim(),
            )
          );
        });
        const scroller = document.querySelector("[data-calendar-scroller]")!;
        const columns = [...document.querySelectorAll("[data-column]")];
        const heads = [...document.querySelectorAll("#main-content h2")];
        const toolbar = document.querySelector(
          '#main-content section[aria-label="View"]',
        )!;
        return {
          cut: cut.length,
          services: blocks.filter((b) => b.textContent?.includes("Cut")).length,
          narrowest: Math.min(...columns.map((c) => box(c).width)),
          sideways: scroller.scrollWidth > scroller.clientWidth,
          aligned: heads.every(
            (h, i) => Math.abs(box(h).left - box(columns[i]).left) < 1.5,
          ),
          // Children on the toolbar's first row: every one of them.
          toolbarRows:
            1 +
            [...toolbar.children].filter(
              (c) =>
                box(c).top >=
                Math.min(...[...toolbar.children].map((x) => box(x).bottom)),
            ).length,
          hoursShown: scroller.clientHeight / 96,
        };
      });
      expect(layout).toMatchObject({
        cut: 0,
        services: 160,
        sideways: true,
        aligned: true,
      });
      expect(layout.narrowest).toBeGreaterThanOrEqual(112);
      expect(layout.toolbarRows).toBe(1);
      expect(layout.hoursShown).toBeGreaterThanOrEqual(6);
      // Scrolled down and sideways, the names stay on top of their columns.
      const scroller = page.locator("[data-calendar-scroller]");
      const head = page.getByRole("heading", { name: names[3], level: 2 });
      const top = (await head.boundingBox())!.y;
      await scroller.evaluate((el) => el.scrollBy(300, 400));
      await expect.poll(async () => (await head.boundingBox())!.y).toBe(top);
      const column = page.locator(`[data-column="${names[3]}"]`);
      expect((await head.boundingBox())!.x).toBeCloseTo(
        (await column.boundingBox())!.x,
        0,
      );
    });

    it("keeps the members chosen, shows their week, says why a day is closed, and sends a one-location business to no other location", async () => {
      const { page } = await app.newPage({ width: 1366, height: 768 });
      await signIn(page, busy.email, busy.password);
      await page.goto(`/calendar?date=${day}`);
      await page.getByRole("heading", { name: names[0], level: 2 }).waitFor();
      await page.getByRole("button", { name: "All team members" }).click();
      const choice = page.getByRole("dialog", { name: "Team members shown" });
      for (const name of [...names.slice(2), "Tara Own"])
        await choice.getByRole("checkbox", { name }).uncheck();
      await page.keyboard.press("Escape");
      await expect.poll(() => headings(page)).toEqual(names.slice(0, 2));
      // Kept for this user: a new visit shows the same two.
      await page.goto(`/calendar?date=${day}`);
      await page
        .getByRole("button", { name: "2 of 21 team members" })
        .waitFor();
      await expect.poll(() => headings(page)).toEqual(names.slice(0, 2));
      // Their week: one column a day with both members' appointments.
      await page.getByRole("button", { name: "Week", exact: true }).click();
      await page.locator(`[data-date="${addDays(day, -1)}"]`).waitFor();
      expect(await page.locator("[data-column]").count()).toBe(7);
      await expect.poll(() => drawn(page)).toHaveLength(16);
      await page.getByRole("button", { name: "2 of 21 team members" }).click();
      await choice.getByRole("button", { name: "Show everyone" }).click();
      await page.keyboard.press("Escape");
      await expect.poll(() => drawn(page)).toHaveLength(160);

      // A close date names its reason; a day nobody works asks for another day only.
      await busyCall("POST", "close-dates", {
        start_date: addDays(day, 1),
        end_date: addDays(day, 1),
        description: "Refurbishment of the pedicure area",
        location_ids: [home.id],
      });
      await page.goto(`/calendar?date=${addDays(day, 1)}`);
      await page
        .getByText("Closed: Refurbishment of the pedicure area")
        .waitFor();
      await page.goto(`/calendar?date=${addDays(day, 5)}`);
      await page
        .getByText("Nobody is working on this day. Choose another day.")
        .waitFor();
      expect(await page.getByText(/location/i).count()).toBe(0);
    });

    it("opens on the therapist's own location with their own column first, and on the owner's last choice", async () => {
      // A second location, first by name: the therapist's is the other.
      await createLocation(app.server.url, busy, "Annex");
      const staff = await app.newPage({ width: 1366, height: 768 });
      await signIn(staff.page, therapist.email, therapist.password);
      await staff.page.goto(`/calendar?date=${day}`);
      await expect
        .poll(async () => (await headings(staff.page))[0])
        .toBe("Tara Own");
      expect(
        await staff.page
          .getByRole("combobox", { name: "Location" })
          .innerText(),
      ).toBe(home.name);

      const { page } = await app.newPage({ width: 1366, height: 768 });
      await signIn(page, busy.email, busy.password);
      await page.goto(`/calendar?date=${day}`);
      const location = page.getByRole("combobox", { name: "Location" });
      await location.click();
      await page.getByRole("option", { name: "Annex" }).click();
      await expect.poll(() => location.innerText()).toBe("Annex");
      await page.goto(`/calendar?date=${day}`);
      await expect
        .poll(() =>
          page.getByRole("combobox", { name: "Location" }).innerText(),
        )
        .toBe("Annex");
    });
  });
});
