import { beforeAll, describe, expect, it } from "vitest";
import type { Locator, Page } from "playwright-core";
import {
  fromZonedInput,
  toZonedInput,
} from "../../src/components/dates/dateTimeFormat";
import { serverAndBrowser } from "./support/serverAndBrowser";
import {
  api,
  createOwner,
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
 * The calendar's other views and gestures against the real server (issue
 * 9): one member's week and its navigation, resource columns, the
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

  /** The local dates (location's zone) of a member's appointments in a week, from the server. */
  const serverDays = async (member: number, monday: string) => {
    const filter = {
      team_member_id: member,
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

  it("shows one member's week with each appointment on its day, and steps a week forward and back", async () => {
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
    expect(sorted(await drawnDays(page))).toEqual(
      sorted(await serverDays(biz.anna, monday)),
    );
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
      sorted(await serverDays(biz.anna, addDays(monday, 7))),
    );
    expect(await column(page, addDays(biz.date, 7)).count()).toBe(1);

    await page.getByRole("button", { name: "Previous week" }).click();
    await block(page, "Wendy").waitFor();
    expect(await block(page, "Yara").count()).toBe(0);
    expect(sorted(await drawnDays(page))).toEqual(
      sorted(await serverDays(biz.anna, monday)),
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
    await page.getByRole("combobox", { name: "Department" }).click();
    await page.getByRole("option", { name: "Skin team" }).click();
    await expect.poll(headings).toEqual(["Cleo Therapist"]);
    await expectHealthyScreen(page, "/calendar by department");
    // Exactly the members the server places in that department.
    const members = await call<{ id: number; department_id: number | null }[]>(
      "GET",
      `team-members?filter=${encodeURIComponent(JSON.stringify({ department_id: department }))}`,
    );
    expect(members.map((m) => m.id)).toEqual([cleo]);
    expect(await block(page, "Zora").count()).toBe(0);
    await page.getByRole("combobox", { name: "Department" }).click();
    await page.getByRole("option", { name: "All departments" }).click();
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
});
